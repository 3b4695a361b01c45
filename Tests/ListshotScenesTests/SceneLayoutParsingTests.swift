import ListshotGeometry
import ListshotScenes
import ListshotStructuredText
import ListshotViews
import Testing

/// Issue 8: the `layout` key of scene files, its defaults, and every mistake named by its
/// key path.
@Suite struct SceneLayoutParsingTests {
    static func parse(_ json: String) throws -> SceneDescription {
        try SceneFile.parse(Array(json.utf8), name: "scene.json")
    }

    @Test func theDefaultIsATable() throws {
        #expect(try Self.parse(#"{"sections": []}"#).layout == .table)
        #expect(try Self.parse(#"{"layout": {"type": "table"}, "sections": []}"#).layout == .table)
    }

    @Test func eachLayoutTakesItsOptionsAndDefaults() throws {
        #expect(try Self.parse(#"{"layout": {"type": "horizontal", "itemSize": {"width": 150, "height": 200}}, "sections": []}"#).layout
            == .horizontal(.init(itemSize: Size(width: 150, height: 200))))
        #expect(try Self.parse(#"{"rowHeight": 60, "layout": {"type": "wheel"}, "sections": []}"#).layout
            == .wheel(.init(rowHeight: 60)))
        #expect(try Self.parse(#"{"rowHeight": "automatic", "layout": {"type": "wheel"}, "sections": []}"#).layout
            == .wheel(.init(rowHeight: 44)))
        let wheel = #"{"layout": {"type": "wheel", "rowHeight": 80, "radius": 300, "ratio": 0.5, "translation": -20, "side": "right", "infinite": true}, "sections": [{"generate": {"count": 3}}]}"#
        #expect(try Self.parse(wheel).layout
            == .wheel(.init(rowHeight: 80, radius: 300, ratio: 0.5, translation: -20, side: .right, infinite: true)))
        let grid = #"{"layout": {"type": "grid", "itemSize": {"width": 100, "height": 120}, "lineSpacing": 4, "itemSpacing": 2, "sectionInset": {"left": 8, "right": 8}, "direction": "horizontal"}, "sections": []}"#
        #expect(try Self.parse(grid).layout == .grid(.init(
            itemSize: Size(width: 100, height: 120), lineSpacing: 4, itemSpacing: 2, sectionInset: EdgeInsets(left: 8, right: 8),
            direction: .horizontal)))
        #expect(try Self.parse(#"{"layout": {"type": "grid", "itemSize": {"width": 1, "height": 1}}, "sections": []}"#).layout
            == .grid(.init(itemSize: Size(width: 1, height: 1), lineSpacing: 10, itemSpacing: 10)))
    }

    @Test(arguments: [
        (#"{"layout": {"type": "carousel"}, "sections": []}"#,
         #"scene.json: layout.type: unknown layout "carousel" (use "table", "horizontal", "wheel", "grid", "waterfall")"#),
        (#"{"layout": {"type": "gird"}, "sections": []}"#,
         #"scene.json: layout.type: unknown layout "gird"; did you mean "grid"? (use "table", "horizontal", "wheel", "grid", "waterfall")"#),
        (#"{"layout": {}, "sections": []}"#,
         #"scene.json: layout.type: missing; a layout needs "type": one of "table", "horizontal", "wheel", "grid", "waterfall""#),
        (#"{"layout": "grid", "sections": []}"#, #"scene.json: layout: expected an object (the layout), got "grid""#),
        (#"{"layout": {"type": "horizontal"}, "sections": []}"#,
         #"scene.json: layout.itemSize: missing; a horizontal layout needs "itemSize": {"width", "height"}"#),
        (#"{"layout": {"type": "grid", "itemSize": {"width": 0, "height": 10}}, "sections": []}"#,
         "scene.json: layout.itemSize.width: expected a number > 0, got 0"),
        (#"{"layout": {"type": "grid", "itemSize": {"width": 10}}, "sections": []}"#,
         #"scene.json: layout.itemSize.height: missing; an item size needs "height", a number > 0"#),
        (#"{"layout": {"type": "grid", "itemSize": {"width": 10, "height": 10}, "lineSpacing": -1}, "sections": []}"#,
         "scene.json: layout.lineSpacing: expected a number ≥ 0, got -1"),
        (#"{"layout": {"type": "horizontal", "itemSize": {"width": 10, "height": 10}, "itemSpacing": -2}, "sections": []}"#,
         "scene.json: layout.itemSpacing: expected a number ≥ 0, got -2"),
        (#"{"layout": {"type": "grid", "itemSize": {"width": 10, "height": 10}, "direction": "diagonal"}, "sections": []}"#,
         #"scene.json: layout.direction: expected "vertical" or "horizontal", got "diagonal""#),
        (#"{"layout": {"type": "wheel", "radius": 0}, "sections": []}"#, "scene.json: layout.radius: expected a number > 0, got 0"),
        (#"{"layout": {"type": "wheel", "ratio": -0.5}, "sections": []}"#, "scene.json: layout.ratio: expected a number ≥ 0, got -0.5"),
        (#"{"layout": {"type": "wheel", "side": "up"}, "sections": []}"#,
         #"scene.json: layout.side: expected "left" or "right", got "up""#),
        (#"{"layout": {"type": "wheel", "infinite": "yes"}, "sections": []}"#,
         #"scene.json: layout.infinite: expected true or false, got "yes""#),
        (#"{"layout": {"type": "wheel", "infinite": true}, "sections": [{"rows": []}]}"#,
         "scene.json: layout.infinite: an infinite wheel needs rows to wrap round; the sections have none"),
        (#"{"layout": {"type": "wheel"}, "sections": [{"rows": [{}]}, {"rows": [{}]}]}"#,
         "scene.json: sections: a wheel shows one section of rows, got 2 sections"),
        (#"{"layout": {"type": "wheel", "radius": 10, "itemSize": {}}, "sections": []}"#,
         #"scene.json: layout.itemSize: unknown key (a wheel layout takes "type", "rowHeight", "radius", "ratio", "translation", "side", "infinite")"#),
    ])
    func aBadLayoutIsNamedByItsKeyPath(json: String, message: String) throws {
        let error = try #require(throws: StructuredTextError.self) { try Self.parse(json) }
        #expect(error.description == message)
    }
}
