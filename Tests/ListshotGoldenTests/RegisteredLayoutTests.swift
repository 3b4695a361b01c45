import ListshotGeometry
import ListshotLayout
import ListshotLayoutTesting
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotTesting
import ListshotViews
import Testing

/// A layout a library user writes and registers, named by a scene file: a stack of cards,
/// each `step` below the one before and drawn under it (zIndex −i), the fifth on fading.
struct CardStackLayout: ListLayout {
    var width: Double
    var cardHeight: Double
    var step: Double
    var count: Int

    var scrollAxis: ScrollAxis { .vertical }
    var contentSize: Size { Size(width: width, height: count == 0 ? 0 : Double(count - 1) * step + cardHeight) }

    func attributes(_ row: Int) -> LayoutAttributes {
        LayoutAttributes(
            element: .cell(IndexPath(row: row, section: 0)), frame: Rect(x: 16, y: Double(row) * step, width: width - 32, height: cardHeight),
            zIndex: -row, alpha: row < 4 ? 1 : max(0.3, 1 - Double(row - 3) * 0.15))
    }

    func layoutAttributes(for element: LayoutElement, in viewport: LayoutViewport) -> LayoutAttributes? {
        guard element.kind == .cell, element.lap == 0, element.indexPath.section == 0, (0..<count).contains(element.indexPath.row)
        else { return nil }
        return attributes(element.indexPath.row)
    }

    func layoutAttributesForElements(in viewport: LayoutViewport) -> [LayoutAttributes] {
        (0..<count).map(attributes).filter { $0.frame.intersects(viewport.rect) }
    }

    /// The card on top at `point`: the first that holds it.
    func cell(at point: Point, in viewport: LayoutViewport) -> LayoutElement? {
        (0..<count).map(attributes).first { !$0.frame.isEmpty && $0.frame.contains(point) }?.element
    }

    func numberOfElements(in viewport: LayoutViewport) -> Int { count }
}

@Suite struct RegisteredLayoutTests {
    static let json = #"""
    {
      "viewport": {"width": 390, "height": 500, "scale": 2},
      "backgroundColor": "secondarySystemBackground",
      "layout": {"type": "cardStack", "step": 44, "cardHeight": 160},
      "cells": {
        "card": {
          "backgroundColor": "clear",
          "parts": [
            {"shape": "rectangle", "cornerRadius": 14, "color": "{color}"},
            {"text": "Card {i}", "font": {"weight": "semibold", "size": 20}, "color": "white", "baseline": 146, "alignment": "center"}
          ]
        }
      },
      "sections": [
        {"generate": {"count": 12, "cell": "card", "lists": {"color": ["systemRed", "systemOrange", "systemGreen", "systemBlue", "systemIndigo", "systemPurple"]}}}
      ]
    }
    """#

    static func register() {
        SceneLayoutRegistry.register("cardStack") { context in
            CardStackLayout(
                width: context.viewportSize.width, cardHeight: context.options["cardHeight"]?.number ?? 160,
                step: context.options["step"]?.number ?? 40, count: context.numberOfItems.reduce(0, +))
        }
    }

    @Test func theCardStackKeepsTheLayoutContract() {
        assertLayoutConformance(CardStackLayout(width: 390, cardHeight: 160, step: 44, count: 12), numberOfItems: [12])
    }

    @Test func aSceneFileNamesARegisteredLayout() throws {
        Self.register()
        #expect(SceneLayoutRegistry.registeredTypes.contains("cardStack"))
        let description = try SceneFile.parse(Array(Self.json.utf8), name: "cards.json")
        #expect(description.layout == .registered(type: "cardStack", options: ["step": .number(44), "cardHeight": .number(160)]))
        let scene = description.makeScene()
        let frame = try SceneRenderer.render(scene, viewport: Viewport(width: 390, height: 500, scale: 2))
        assertSnapshot(of: frame.framebuffer, named: "card-stack")
    }

    @Test func anUnregisteredTypeIsStillRefused() {
        #expect(throws: StructuredTextError.self) {
            try SceneFile.parse(Array(#"{"layout": {"type": "neverRegistered"}, "sections": []}"#.utf8), name: "scene.json")
        }
    }
}
