import ListshotGeometry

extension TableViewCell {
    /// What the cell shows, as `listshot layout --views` lists it: the labels, images, icons,
    /// badges, switches and text fields of its subtree that report their content
    /// (``VisibleContentReporting``), in the order they are drawn, then its accessory
    /// (``accessoryFrame``) unless an ``accessoryView`` stands in its place.
    ///
    /// Frames are in the coordinates the cell's `frame` is in (a list's content coordinates).
    /// Hidden views and fully transparent ones are left out with their subviews; so are views
    /// of size zero (0 × 0, as a cell style's unused detail label), and content of no width or
    /// height or with empty text, unless truncation made it so: a label squeezed until none
    /// of its text fits is listed with empty text, no width, and truncated. Text that
    /// reaches outside `clip` or outside a view that clips it (`clipsToBounds`, the view
    /// itself included) is reported as truncated: it is cut where it is drawn.
    ///
    /// - Parameter clip: the part of the cell's superview that shows, in its coordinates;
    ///   a list passes its bounds across its scroll direction and no limit along it, since
    ///   text scrolled off screen is not cut.
    public func visibleViews(clippedTo clip: Rect) -> [VisibleView] {
        layoutIfNeeded()
        var views: [VisibleView] = []
        collectVisibleViews(of: self, at: frame.origin, clip: clip, opacity: 1, into: &views)
        // An accessory view (a switch) reports itself among the subviews.
        guard !isHidden, alpha > 0, accessoryView == nil, let accessory = accessoryFrame else { return views }
        views.append(VisibleView(kind: .accessory, frame: accessory.offsetBy(dx: frame.minX, dy: frame.minY), accessoryType: accessoryType))
        return views
    }

    /// Appends what `view` and its subviews show; `origin` is where `view`'s own coordinate
    /// origin lies in the cell's superview's coordinates, `opacity` its ancestors' alphas
    /// multiplied, as drawing multiplies them into a text's colour.
    private func collectVisibleViews(of view: View, at origin: Point, clip: Rect, opacity: Double, into views: inout [VisibleView]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let opacity = opacity * min(max(view.alpha * view.layoutAlpha, 0), 1)
        var clip = clip
        if view.clipsToBounds {
            clip = clip.intersection(Rect(origin: origin, size: view.frame.size)) ?? Rect(origin: origin, size: .zero)
        }
        let ownClip = Rect(x: clip.minX - origin.x, y: clip.minY - origin.y, width: clip.width, height: clip.height)
        if view.frame.size != .zero, let reporting = view as? any VisibleContentReporting,
            var content = reporting.visibleContent(within: ownClip),
            content.isTruncated || (content.frame.width > 0 && content.frame.height > 0 && content.text?.isEmpty != true)
        {
            content.frame = content.frame.offsetBy(dx: origin.x, dy: origin.y)
            if content.kind == .label, content.frame.leaves(clip) { content.isTruncated = true }
            content.textColor = content.textColor?.withOpacity(opacity)
            if let identifier = view.accessibilityIdentifier, content.accessibilityIdentifier == nil {
                content.accessibilityIdentifier = identifier
                content.viewFrame = Rect(origin: origin, size: view.frame.size)
            }
            views.append(content)
        }
        for subview in view.subviews {
            let subviewOrigin = Point(
                x: origin.x - view.boundsOrigin.x + subview.frame.minX, y: origin.y - view.boundsOrigin.y + subview.frame.minY)
            collectVisibleViews(of: subview, at: subviewOrigin, clip: clip, opacity: opacity, into: &views)
        }
    }
}

extension Rect {
    /// True when part of the rectangle lies outside `clip`, by more than floating-point
    /// rounding (a millionth of a point, far less than a device pixel).
    func leaves(_ clip: Rect) -> Bool {
        let slack = 1e-6
        return minX < clip.minX - slack || minY < clip.minY - slack || maxX > clip.maxX + slack || maxY > clip.maxY + slack
    }
}
