import ListshotGeometry
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotViews
import Testing

/// Issue 34, item 4: the built-in `settings` scene, iOS 17's Settings screen, drawn from its
/// file against goldens in `Snapshots/`, and what `layout --views` says of its rows.
@Suite struct SettingsSceneTests {
    static func render(_ overrides: SceneOverrides = SceneOverrides(), offset: Double? = nil) throws -> (any Scene, RenderedFrame) {
        let description = try #require(SceneExample.named("settings")).description(overrides: overrides)
        let scene = description.makeScene()
        return (scene, try SceneRenderer.render(scene, offset: offset, viewport: description.viewport))
    }

    /// Light and dark at the default text size: the profile, the icons on their squares, the
    /// off switch, values side by side, General's badge before its chevron.
    @Test(arguments: ["light", "dark"])
    func theSettingsScreen(appearance: String) throws {
        let (_, frame) = try Self.render(SceneOverrides(appearance: appearance))
        assertSnapshot(of: frame.framebuffer, named: "settings-\(appearance)")
    }

    /// At AX3, light and dark: the large title at the large title style's 52 pt, the profile
    /// a column (its avatar keeping 60 pt), rows' titles wrapping beside their 29 pt icons.
    @Test(arguments: ["light", "dark"])
    func theSettingsScreenAtAX3(appearance: String) throws {
        let (_, frame) = try Self.render(SceneOverrides(appearance: appearance, textSize: "AX3"))
        assertSnapshot(of: frame.framebuffer, named: "settings-\(appearance)-AX3")
    }

    @Test func theBuiltInSceneIsItsFile() throws {
        let builtIn = try #require(BuiltInScene.named("settings"))
        let drawn = try SceneRenderer.render(builtIn.make(builtIn.viewport), viewport: builtIn.viewport)
        #expect(drawn.framebuffer == (try Self.render().1.framebuffer))
    }

    /// The switch with its state, each icon with its symbol, the badge with its count.
    @Test func layoutViewsReportTheSwitchTheIconsAndTheBadge() throws {
        // Scrolled to the content's top, under the collapsed bars: the switch and General's badge both in view.
        let (scene, _) = try Self.render(offset: 0)
        let report = LayoutReport(scene.listView, views: true)
        let views = report.items.flatMap { $0.views ?? [] }
        let switches = views.filter { $0.kind == .switch }
        #expect(switches.count == 1 && switches[0].isOn == false && switches[0].frame.size == Size(width: 51, height: 31))
        let symbols = views.filter { $0.kind == .icon }.compactMap(\.symbol)
        #expect(symbols.prefix(5) == ["flight", "wifi", "bluetooth", "cell_tower", "link"])
        let badges = views.filter { $0.kind == .badge }
        #expect(badges.map(\.text) == ["1"])
        #expect(report.text.contains("switch x ") && report.text.contains(#""off""#), "\(report.text)")
        #expect(report.json.contains(#""kind": "icon""#) && report.json.contains(#""text": "wifi""#))
        // Wi-Fi's value fits beside its title: side by side, whole.
        let wifi = try #require(report.items.first { ($0.views ?? []).contains { $0.text == "Wi-Fi" } })
        let labels = (wifi.views ?? []).filter { $0.kind == .label }
        #expect(labels.map(\.text) == ["Wi-Fi", "HomeNetwork-5G"] && labels[0].frame.minY == labels[1].frame.minY)
        #expect(labels.allSatisfy { !$0.isTruncated })
    }

    /// `screenViews` moves each row's views by the offset into the screen's points and
    /// lists the bars' views after them, named by what they belong to.
    @Test func screenViewsAreTheRowsViewsMovedOnScreenThenTheBars() throws {
        let (scene, _) = try Self.render(offset: 100)
        let report = LayoutReport(scene.listView, views: true, chrome: (scene as? any ChromeScene)?.chrome)
        let onScreen = report.screenViews
        let wifi = try #require(report.items.first { ($0.views ?? []).contains { $0.text == "Wi-Fi" } })
        let inContent = try #require(wifi.views?.first { $0.text == "Wi-Fi" })
        let moved = try #require(onScreen.first { $0.view.text == "Wi-Fi" })
        #expect(moved.owner == .item(wifi.indexPath) && moved.owner.name(isTable: true) == "row \(wifi.indexPath.section).\(wifi.indexPath.row)")
        #expect(moved.view.frame == inContent.frame.offsetBy(dx: report.listFrame.minX, dy: report.listFrame.minY - report.contentOffset.y))
        let bars = onScreen.drop { if case .item = $0.owner { true } else { false } }
        #expect(!bars.isEmpty && bars.allSatisfy { if case .bar = $0.owner { true } else { false } })
        #expect(bars.contains { $0.owner == .bar(.statusBar) && $0.view.text == "9:41" })
    }

    /// At AX3 the icons and the switch keep their size and the text takes the rest.
    @Test func atAX3TheIconsAndTheSwitchKeepTheirSize() throws {
        let (scene, _) = try Self.render(SceneOverrides(textSize: "AX3"))
        let views = LayoutReport(scene.listView, views: true).items.flatMap { $0.views ?? [] }
        #expect(views.filter { $0.kind == .icon }.allSatisfy { $0.frame.size == Size(width: 29, height: 29) })
        #expect(views.filter { $0.kind == .switch }.allSatisfy { $0.frame.size == Size(width: 51, height: 31) })
        #expect(!views.isEmpty)
    }
}
