import ListshotGeometry
import ListshotRaster

/// A rectangle in a tree of views that draws a background, its own content and its
/// subviews (UIKit's `UIView`, headless).
///
/// `frame` places the view in its superview; `bounds.origin` shifts what the view
/// shows of its subviews, which is how a scroll view scrolls.
open class View {
    /// The view's rectangle in its superview's coordinates.
    public var frame: Rect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    /// The origin of the view's own coordinate system; subviews are drawn shifted by `-boundsOrigin`.
    public var boundsOrigin: Point = .zero
    /// The view's rectangle in its own coordinates.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// Fills the view's bounds before anything else is drawn; `nil` draws nothing.
    public var backgroundColor: Color?
    /// Rounds the corners of the background (and of the clip, when `clipsToBounds`).
    public var cornerRadius: Double = 0
    /// The corners ``cornerRadius`` rounds (a layer's `maskedCorners`); all four by default.
    public var maskedCorners: CornerMask = .all
    /// ``cornerRadius`` on the ``maskedCorners``, 0 on the others.
    public var cornerRadii: CornerRadii { maskedCorners.radii(cornerRadius) }
    /// Confines drawing of the view's content and subviews to its bounds, rounded by
    /// ``cornerRadius`` when it is not 0; clips nest.
    public var clipsToBounds = false
    /// The opacity of the view and everything in it, 0…1.
    public var alpha: Double = 1
    /// The opacity a list's layout gives the element this view shows (``LayoutAttributes/alpha``),
    /// multiplied into ``alpha`` when drawing; 1 for every other view.
    var layoutAlpha: Double = 1
    /// A hidden view draws nothing and is not hit by taps.
    public var isHidden = false
    /// A number that identifies the view to `viewWithTag(_:)`.
    public var tag = 0
    /// A name that identifies the view to tests (UIKit's `accessibilityIdentifier`):
    /// reported with what the view shows (``VisibleView/accessibilityIdentifier``), so that a
    /// golden-image assertion can mask it or judge its pixels by a tolerance of its own.
    /// On a cell it names the whole row. `nil` by default.
    public var accessibilityIdentifier: String?
    /// Whether the view's content runs left to right, right to left, or as its superview's
    /// does (UIKit's `semanticContentAttribute`); see ``effectiveUserInterfaceLayoutDirection``.
    /// A change lays the view and its subtree out again.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { setNeedsLayout() } }
    }

    /// Traits given to this view and everything in it, over its superview's (UIKit's
    /// `traitOverrides`): `TraitCollection(userInterfaceStyle: .dark)` draws the subtree dark.
    /// A change tells each view whose ``traitCollection`` it changes, through
    /// ``traitCollectionDidChange(_:)``.
    public var traitOverrides = TraitCollection() {
        didSet { if traitOverrides != oldValue { updateTraits(inheriting: superview?.traitCollection ?? .standard) } }
    }

    /// The traits the view is drawn for: its ``traitOverrides`` over its superview's traits,
    /// and ``TraitCollection/standard``'s (light, Large, left to right) at the root. Every
    /// trait is given.
    public var traitCollection: TraitCollection {
        var traits = traitOverrides
        var view = superview
        while let current = view {
            traits = traits.merged(over: current.traitOverrides)
            view = current.superview
        }
        return traits.resolved
    }

    /// The traits ``traitCollectionDidChange(_:)`` last told the view of; `nil` before the
    /// first change from ``TraitCollection/standard``.
    private var notifiedTraits: TraitCollection?

    /// Called when the view's ``traitCollection`` changed: its traits, or a view's above
    /// it, were set, or it was moved under a view with other traits (UIKit's
    /// `traitCollectionDidChange`). `previousTraitCollection` is `nil` the first time. The
    /// view is already marked as needing layout. Override it, calling `super`, to update
    /// what the view set from its traits itself, such as a colour it resolved.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Tells this view and its subtree that their traits may have changed, `inherited`
    /// being the superview's. A subtree whose top's traits did not change is left alone:
    /// its views were told when they last changed.
    private func updateTraits(inheriting inherited: TraitCollection) {
        let traits = traitOverrides.merged(over: inherited)
        let previous = notifiedTraits
        guard traits != (previous ?? .standard) else { return }
        notifiedTraits = traits
        needsLayout = true
        traits.performAsCurrent { traitCollectionDidChange(previous) }
        for view in subviews { view.updateTraits(inheriting: traits) }
    }

    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    private var needsLayout = true
    /// The direction the view was last laid out in: a view that finds itself in the other
    /// direction (moved under a mirrored table, or its superview's attribute changed) lays
    /// out again.
    private var laidOutDirection: UserInterfaceLayoutDirection = .leftToRight

    /// A view at `frame` in its future superview, drawing nothing until configured.
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is drawn first, so at the back).
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.updateTraits(inheriting: traitCollection)
    }

    /// Puts `views`, subviews of this view, into the places among the subviews that they
    /// hold now, in the order given; the other subviews keep theirs.
    func reorderSubviews(_ views: [View]) {
        let ids = Set(views.map(ObjectIdentifier.init))
        let slots = subviews.indices.filter { ids.contains(ObjectIdentifier(subviews[$0])) }
        precondition(slots.count == views.count, "reorderSubviews takes subviews, each once")
        for (slot, view) in zip(slots, views) { subviews[slot] = view }
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The first view in this subtree, depth first and this view included, whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for view in subviews {
            if let match = view.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: Layout

    /// Marks the view so that the next `layoutIfNeeded()` calls `layoutSubviews()`.
    public func setNeedsLayout() { needsLayout = true }

    /// Says that what `sizeThatFits(_:)` answers may have changed because the view's content
    /// did (a label's text or font, an image view's image…), so that the view that places it
    /// lays out again (UIKit's `invalidateIntrinsicContentSize()`).
    ///
    /// Layout depends on content, not only on sizes: without this, a recycled cell whose
    /// frame keeps its size would keep the label frames of the row it showed before. The
    /// views of this module call it when such a property changes to a different value
    /// (setting the same value again costs nothing); a view of your own whose size depends
    /// on its content should do the same. The view's superview hears of it through
    /// ``subviewDidInvalidateIntrinsicContentSize(_:)``.
    public func invalidateIntrinsicContentSize() {
        superview?.subviewDidInvalidateIntrinsicContentSize(self)
    }

    /// Called when `subview` may have changed size with its content (see
    /// ``invalidateIntrinsicContentSize()``). The default marks this view as needing layout,
    /// since its `layoutSubviews()` is what places its subviews.
    ///
    /// Override it, calling `super`, when the news must go further: to the view that really
    /// lays `subview` out (a cell's content view passes it to the cell), or up the tree when
    /// this view's own size depends on its subviews' (a ``StackView`` invalidates its own
    /// intrinsic content size).
    open func subviewDidInvalidateIntrinsicContentSize(_ subview: View) { setNeedsLayout() }

    /// The direction the view lays its content out in (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): its own ``semanticContentAttribute`` when
    /// that forces one, else its superview's direction; left to right at the root.
    ///
    /// Views of this module mirror by it: a ``TableViewCell`` puts its image on the right and
    /// its accessory on the left, a horizontal ``StackView`` runs from the right, and a
    /// ``Label`` with `TextAlignment/natural` alignment aligns right.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var view: View? = self
        while let current = view {
            switch current.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified:
                if let direction = current.traitOverrides.layoutDirection { return direction }
                view = current.superview
            }
        }
        return .leftToRight
    }

    /// Lays out this view and its subviews if anything changed since the last layout, with
    /// the view's ``traitCollection`` as `TraitCollection.current`: what a data source
    /// asked for cells reads its semantic colours and preferred fonts from.
    public func layoutIfNeeded() {
        let inherited = superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        traitCollection.performAsCurrent { layoutIfNeeded(inheriting: inherited) }
    }

    /// ``layoutIfNeeded()`` with the superview's direction already known, so that a pass
    /// over a tree looks each direction up once.
    private func layoutIfNeeded(inheriting inherited: UserInterfaceLayoutDirection) {
        if traitOverrides != TraitCollection() && TraitCollection.current != traitCollection {
            // Traits set inside the tree (a cell of its own) are current for that subtree.
            return traitCollection.performAsCurrent { layoutIfNeeded(inheriting: inherited) }
        }
        let direction: UserInterfaceLayoutDirection = switch semanticContentAttribute {
        case .unspecified: traitOverrides.layoutDirection ?? inherited
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
        if direction != laidOutDirection {
            laidOutDirection = direction
            needsLayout = true
        }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded(inheriting: direction) }
    }

    /// Positions the subviews; override to lay them out. The default does nothing.
    open func layoutSubviews() {}

    /// The size the view would like to have within `size`; the default is its current size.
    open func sizeThatFits(_ size: Size) -> Size { frame.size }

    // MARK: Drawing

    /// Draws the view's own content in its bounds, after the background and before the
    /// subviews; override to draw. The canvas's origin is the view's top-left corner.
    open func draw(in canvas: inout Canvas) {}

    /// Draws over the subviews, in the coordinates the subviews are placed in (shifted by
    /// `boundsOrigin`); override to draw on top of them. The default does nothing.
    open func drawForeground(in canvas: inout Canvas) {}

    /// Draws the view and its subtree, in the coordinates of the view's superview, with the
    /// view's ``traitCollection`` as `TraitCollection.current`.
    public func render(in canvas: inout Canvas) {
        guard !isHidden, alpha > 0, layoutAlpha > 0 else { return }
        let traits = traitCollection
        if TraitCollection.current != traits {
            TraitCollection.$current.withValue(traits) { render(in: &canvas) }
            return
        }
        layoutIfNeeded()
        canvas.save()
        defer { canvas.restore() }
        canvas.translateBy(dx: frame.minX, dy: frame.minY)
        canvas.multiplyOpacity(alpha * layoutAlpha)
        let local = Rect(origin: .zero, size: frame.size)
        if let backgroundColor {
            // On whole pixels, as a layer's background: views that meet leave no seam.
            canvas.fill(canvas.pixelAligned(local), cornerRadii: cornerRadii, color: backgroundColor)
        }
        if clipsToBounds {
            // A corner radius rounds the clip too, anti-aliased, as a layer's masksToBounds does.
            if !cornerRadii.isZero {
                canvas.clip(to: local, cornerRadii: cornerRadii)
            } else {
                canvas.clip(to: local)
            }
        }
        draw(in: &canvas)
        canvas.translateBy(dx: -boundsOrigin.x, dy: -boundsOrigin.y)
        for view in subviews { view.render(in: &canvas) }
        drawForeground(in: &canvas)
    }

    /// Draws the view alone into a new framebuffer of its size at `scale` device pixels per point.
    ///
    /// - Parameters:
    ///   - scale: device pixels per point (1, 2 or 3 for phones).
    ///   - background: what the framebuffer holds before the view draws.
    /// - Throws: `FramebufferError` when the size in pixels is empty or too large.
    public func renderImage(scale: Double, background: Color = .clear) throws(FramebufferError) -> Framebuffer {
        let width = Int((frame.width * scale).rounded()), height = Int((frame.height * scale).rounded())
        var canvas = Canvas(framebuffer: try Framebuffer(width: width, height: height, color: background), scale: scale)
        canvas.translateBy(dx: -frame.minX, dy: -frame.minY)
        render(in: &canvas)
        return canvas.framebuffer
    }

    // MARK: Hit testing

    /// The deepest visible view under `point` (in this view's superview's coordinates), or `nil`.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0, layoutAlpha > 0, frame.contains(point) else { return nil }
        let local = Point(x: point.x - frame.minX + boundsOrigin.x, y: point.y - frame.minY + boundsOrigin.y)
        for view in subviews.reversed() {
            if let hit = view.hitTest(local) { return hit }
        }
        return self
    }
}
