import ListshotGeometry

extension ScreenChrome {
    /// One bar as `listshot layout` reports it.
    public struct Bar: Sendable, Hashable {
        /// Which bar.
        public var kind: Kind
        /// Its frame on the screen.
        public var frame: Rect
        /// What it shows (texts and icons), in screen coordinates, in the order drawn.
        public var views: [VisibleView]
    }

    /// The bars shown, top to bottom, each with its frame and what it shows, in screen
    /// coordinates (not the list's content coordinates). A collapsed search bar is listed
    /// with a height of 0 and no views.
    public var bars: [Bar] {
        layoutIfNeeded()
        var bars: [Bar] = []
        func add(_ kind: Kind, _ view: View?) {
            guard let view else { return }
            var views: [VisibleView] = []
            collect(view, at: view.frame.origin, clip: Rect(origin: .zero, size: frame.size), opacity: 1, into: &views)
            bars.append(Bar(kind: kind, frame: view.frame, views: views))
        }
        add(.statusBar, statusBar)
        add(.navigationBar, navigationBar)
        add(.searchBar, searchBar)
        add(bottomBar is TabBar ? .tabBar : .toolbar, bottomBar)
        return bars
    }

    /// Appends what `view` and its subviews show; `origin` is where `view`'s top-left corner
    /// lies on the screen. Hidden and transparent views are skipped, and a view that clips
    /// cuts what its subviews report (a text cut short is truncated). `opacity` is the
    /// ancestors' alphas multiplied, which drawing multiplies into a text's colour.
    private func collect(_ view: View, at origin: Point, clip: Rect, opacity: Double, into views: inout [VisibleView]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let opacity = opacity * min(max(view.alpha * view.layoutAlpha, 0), 1)
        var clip = clip
        if view.clipsToBounds {
            clip = clip.intersection(Rect(origin: origin, size: view.frame.size)) ?? Rect(origin: origin, size: .zero)
        }
        if view.frame.width > 0, view.frame.height > 0, clip.width > 0, clip.height > 0,
            let reporting = view as? any VisibleContentReporting, var content = reporting.visibleContent
        {
            content.frame = content.frame.offsetBy(dx: origin.x, dy: origin.y)
            if let shown = content.frame.intersection(clip), shown.width > 0, shown.height > 0 {
                if content.kind == .label, content.frame.leaves(clip) { content.isTruncated = true }
                content.textColor = content.textColor?.withOpacity(opacity)
                if let identifier = view.accessibilityIdentifier, content.accessibilityIdentifier == nil {
                    content.accessibilityIdentifier = identifier
                    content.viewFrame = Rect(origin: origin, size: view.frame.size)
                }
                views.append(content)
            }
        }
        for subview in view.subviews {
            let at = Point(x: origin.x - view.boundsOrigin.x + subview.frame.minX, y: origin.y - view.boundsOrigin.y + subview.frame.minY)
            collect(subview, at: at, clip: clip, opacity: opacity, into: &views)
        }
    }
}
