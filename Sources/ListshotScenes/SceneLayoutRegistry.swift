import ListshotGeometry
import ListshotLayout
import ListshotFiles
import ListshotStructuredText

/// Layouts a library user adds to scene files: register a maker under a type name, and a
/// scene file's `{"layout": {"type": "that name", …}}` shows its items through it, in a
/// collection view, as the built-in layouts other than the table do.
///
/// ```swift
/// SceneLayoutRegistry.register("diagonal") { context in
///     DiagonalLayout(step: context.options["step"]?.number ?? 40, count: context.numberOfItems.reduce(0, +))
/// }
/// ```
///
/// Register before the file is read: the name is looked up when the file is parsed.
public enum SceneLayoutRegistry {
    /// What a maker is given to build its layout from.
    public struct Context: Sendable {
        /// The layout object's keys other than `type`, as the file gives them.
        public var options: [String: JSONValue]
        /// The items in each section.
        public var numberOfItems: [Int]
        /// Each item's height: its row's `height`, else the scene's `rowHeight` (44 when
        /// rows size themselves).
        public var itemHeights: [[Double]]
        /// The viewport's size in points.
        public var viewportSize: Size
    }

    /// Builds a layout from a scene file's options and data.
    public typealias Maker = @Sendable (Context) -> any ListLayout

    private static let makers = Lock<[String: Maker]>([:])

    /// Registers `make` under `type`, replacing any maker registered under it before. The
    /// built-in types (`table`, `horizontal`, `wheel`, `grid`, `waterfall`) cannot be replaced.
    ///
    /// - Parameters:
    ///   - type: the name a scene file's `layout.type` gives.
    ///   - make: builds the layout.
    public static func register(_ type: String, _ make: @escaping Maker) {
        precondition(!builtInTypes.contains(type), "\"\(type)\" is a built-in layout type")
        makers.withLock { $0[type] = make }
    }

    /// The types a scene file's `layout` key takes built in, in the order the scene file format article lists them.
    package static let builtInTypes = ["table", "horizontal", "wheel", "grid", "waterfall"]

    /// The names registered so far, sorted.
    public static var registeredTypes: [String] { makers.withLock { $0.keys.sorted() } }

    package static func maker(for type: String) -> Maker? { makers.withLock { $0[type] } }
}

extension JSONValue {
    /// The number, when the value is one.
    public var number: Double? {
        if case let .number(value) = self { return value }
        return nil
    }
}
