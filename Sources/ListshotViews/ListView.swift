import ListshotGeometry
import ListshotLayout

/// A view that scrolls over elements placed by a `ListLayout`: what ``TableView`` and
/// ``CollectionView`` share (UIKit's `UIScrollView`, seen through the layout contract).
///
/// The viewport is the view's bounds: ``contentOffset`` is the content point at its
/// top-left corner, its size is the frame's. Everything that asks what is on screen (the
/// renderer, `listshot layout`, hit testing) goes through ``listLayout`` with
/// ``layoutViewport``.
open class ListView: View {
    /// Extra scrollable space around the content (UIKit's `contentInset`); the scrollable
    /// range along the layout's axis is `[-start, content + end - viewport]`.
    public var contentInset: EdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// The point of the content shown at the viewport's top-left corner. Setting it lays
    /// out at once: elements that left the viewport are recycled, those that entered are
    /// asked for.
    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            boundsOrigin = newValue
            contentOffsetDidChange()
        }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Called after `contentOffset` is set; subclasses lay out their elements here.
    open func contentOffsetDidChange() {}

    /// The layout the view shows, built from its data. Subclasses provide it.
    open var listLayout: any ListLayout {
        preconditionFailure("\(type(of: self)) must override listLayout")
    }

    /// The viewport's state as the layout contract takes it.
    public var layoutViewport: LayoutViewport {
        LayoutViewport(origin: contentOffset, size: frame.size, contentInset: contentInset)
    }

    /// The direction the view scrolls in.
    public var scrollAxis: ScrollAxis { listLayout.scrollAxis }

    /// The offsets along ``scrollAxis`` the view may scroll to, insets included; all finite
    /// offsets for a layout that wraps.
    public var contentOffsetRange: ClosedRange<Double> { listLayout.offsetRange(in: layoutViewport) }

    /// The content offset for `offset` along the scroll axis (0 on the other).
    public func contentOffset(along offset: Double) -> Point {
        scrollAxis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
    }

    /// Gives the views that show elements the layout's draw order and opacity: views with a
    /// higher ``LayoutAttributes/zIndex`` draw above; with the same, cells below headers and
    /// footers, each in the order of ``LayoutElement`` (not the order they appeared in).
    ///
    /// - Parameter shown: each element in view with the view that shows it.
    func applyDrawOrderAndAlpha(_ shown: [(attributes: LayoutAttributes, view: View)]) {
        for (attributes, view) in shown { view.layoutAlpha = attributes.alpha }
        let ordered = shown.sorted { a, b in
            let (x, y) = (a.attributes, b.attributes)
            if x.zIndex != y.zIndex { return x.zIndex < y.zIndex }
            let (xCell, yCell) = (x.element.kind == .cell, y.element.kind == .cell)
            if xCell != yCell { return xCell }
            return x.element < y.element
        }
        reorderSubviews(ordered.map(\.view))
    }

    /// Every element on screen and where it is drawn, in content coordinates: cells in
    /// order (lap, section, item), then headers and footers.
    public var layoutAttributesForVisibleElements: [LayoutAttributes] {
        layoutIfNeeded()
        return listLayout.layoutAttributesForElements(in: layoutViewport)
    }
}
