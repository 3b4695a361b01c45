import ListshotGeometry
import ListshotLayout
import ListshotViews

/// What a report's frame shows, each view in screen points: what masks, audits and a
/// golden's stored view tree read.
extension LayoutReport {
    /// What a view on screen belongs to.
    public enum Owner: Hashable, Sendable, CustomStringConvertible {
        /// A table's row, or another layout's item, at this index path.
        case item(IndexPath)
        /// One of the bars around the list.
        case bar(ScreenChrome.Kind)

        /// `row 0.3` (`item 0.3` in another layout when `isTable` is false) or `navigationBar`.
        public func name(isTable: Bool) -> String {
            switch self {
            case let .item(indexPath): (isTable ? "row " : "item ") + "\(indexPath.section).\(indexPath.row)"
            case let .bar(kind): kind.rawValue
            }
        }

        public var description: String { name(isTable: true) }
    }

    /// One view on the screen: what it belongs to, and the view with its frame in the
    /// screen's points (the viewport's top left corner is 0, 0).
    public struct ScreenView: Hashable, Sendable {
        public var owner: Owner
        public var view: VisibleView

        public init(owner: Owner, view: VisibleView) {
            self.owner = owner
            self.view = view
        }
    }

    /// Every view the report lists, the items' first in the layout's order and then the bars',
    /// each moved from the content's coordinates to the screen's. Empty unless the report
    /// was asked for views. A view scrolled off screen is listed with its frame off screen.
    public var screenViews: [ScreenView] {
        let shift = Point(x: listFrame.minX - contentOffset.x, y: listFrame.minY - contentOffset.y)
        var views: [ScreenView] = []
        for item in items {
            for view in item.views ?? [] {
                var moved = view
                moved.frame = view.frame.offsetBy(dx: shift.x, dy: shift.y)
                views.append(ScreenView(owner: .item(item.indexPath), view: moved))
            }
        }
        for bar in chrome ?? [] {
            views += bar.views.map { ScreenView(owner: .bar(bar.kind), view: $0) }
        }
        return views
    }
}
