import ListshotGeometry
import ListshotLayout
import ListshotStructuredText
import ListshotViews

/// How a scene file lays its rows out: the `layout` key.
public enum SceneLayout: Sendable, Equatable {
    /// A vertical table (the default): rows, sections, headers and footers.
    case table
    /// Items of one size side by side, scrolling on x (seed 003's recycling scroll view).
    case horizontal(Horizontal)
    /// Rows whose x follows a circle or an ellipse, scrolling on y (seed 004's circle view).
    case wheel(Wheel)
    /// Items flowed into lines, as UICollectionViewFlowLayout does.
    case grid(Grid)
    /// Items of their rows' heights in columns, each to the shortest (`WaterfallLayout`).
    case waterfall(Waterfall)
    /// A layout a library user registered (``SceneLayoutRegistry``) under `type`, with the
    /// layout object's other keys.
    case registered(type: String, options: [String: JSONValue])

    /// `{"type": "waterfall", "columns", "spacing"}`; each item is as tall as its row's
    /// `height` (else the scene's `rowHeight`).
    public struct Waterfall: Sendable, Equatable {
        /// How many columns; at least 1.
        public var columns: Int
        /// The gap between columns and between items in a column; 0 by default.
        public var spacing: Double = 0

        public init(columns: Int, spacing: Double = 0) {
            self.columns = columns
            self.spacing = spacing
        }
    }

    /// `{"type": "horizontal", "itemSize": {"width", "height"}, "itemSpacing"}`.
    public struct Horizontal: Sendable, Equatable {
        /// Every item's size; both sides > 0.
        public var itemSize: Size
        /// The gap between consecutive items; 0 by default.
        public var itemSpacing: Double = 0

        public init(itemSize: Size, itemSpacing: Double = 0) {
            self.itemSize = itemSize
            self.itemSpacing = itemSpacing
        }
    }

    /// `{"type": "wheel", "rowHeight", "radius", "ratio", "translation", "side", "infinite"}`.
    public struct Wheel: Sendable, Equatable {
        /// Every row's height; > 0.
        public var rowHeight: Double
        /// The circle's vertical radius R; `nil` for half the viewport's height (the seed's).
        public var radius: Double?
        /// The horizontal radius as a multiple of the vertical one (1 is a circle); ≥ 0.
        public var ratio: Double = 1
        /// Moves the whole curve along x, in points.
        public var translation: Double = 0
        /// Which edge the circle's centre is on.
        public var side: WheelLayout.Side = .left
        /// Whether the rows wrap round without end.
        public var infinite = false

        public init(rowHeight: Double, radius: Double? = nil, ratio: Double = 1, translation: Double = 0, side: WheelLayout.Side = .left, infinite: Bool = false) {
            self.rowHeight = rowHeight
            self.radius = radius
            self.ratio = ratio
            self.translation = translation
            self.side = side
            self.infinite = infinite
        }
    }

    /// `{"type": "grid", "itemSize", "lineSpacing", "itemSpacing", "sectionInset", "direction"}`.
    public struct Grid: Sendable, Equatable {
        /// Every item's size; both sides > 0.
        public var itemSize: Size
        /// The least space between lines; UIKit's default, 10.
        public var lineSpacing: Double = 10
        /// The least space between items in a line; UIKit's default, 10.
        public var itemSpacing: Double = 10
        /// Space around each section's items.
        public var sectionInset: EdgeInsets = .zero
        /// The direction the grid scrolls in: lines are rows (vertical) or columns (horizontal).
        public var direction: ScrollAxis = .vertical

        public init(itemSize: Size, lineSpacing: Double = 10, itemSpacing: Double = 10, sectionInset: EdgeInsets = .zero, direction: ScrollAxis = .vertical) {
            self.itemSize = itemSize
            self.lineSpacing = lineSpacing
            self.itemSpacing = itemSpacing
            self.sectionInset = sectionInset
            self.direction = direction
        }
    }
}
