import ListshotGeometry
import ListshotLayout
import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotViews
import ListshotTestSupport
import Testing

/// Issue 34: the screen around the list. The large title collapses into the inline title as
/// UINavigationBar's does, the search bar before it; the content starts under the bars; the
/// bars are placed for the device; and a scene without them is the list alone.
@Suite struct ScreenChromeTests {
    /// A settings screen on an iPhone 15 (59 pt top safe area, 34 pt home indicator).
    static let settings = TestScenes.settingsChrome

    /// A plain list under a large title, without a search bar: 59 + 44 + 52 = 155 pt of bars.
    static let largeTitle = #"""
        {"device": "iphone-15", "statusBar": true, "navigationBar": {"title": "Mail", "largeTitle": true},
         "rowHeight": 44, "sections": [{"generate": {"count": 40}}]}
        """#

    static func scene(_ json: String, overrides: SceneOverrides = .none) throws -> FileScene {
        FileScene(try SceneFile.parse(Array(json.utf8), name: "scene.json", overrides: overrides))
    }

    /// Scrolls `scene` to `distance` points below its top, as `render` does, and lets the bars follow.
    @discardableResult
    static func scroll(_ scene: FileScene, by distance: Double) throws -> ScreenChrome {
        let chrome = try #require(scene.chrome)
        let viewport = scene.sceneDescription.viewport
        _ = try SceneRenderer.scroll(scene, to: distance - chrome.restingContentInset.top, viewport: viewport)
        chrome.follow(scene.tableView)
        return chrome
    }

    @Test func theLargeTitleCollapsesIntoTheInlineTitle() throws {
        let scene = try Self.scene(Self.largeTitle)
        #expect(scene.tableView.contentInset.top == 155)
        // At the top: the large title under the 44 pt bar, the inline title hidden, no background.
        var chrome = try Self.scroll(scene, by: 0)
        let bar = try #require(chrome.navigationBar), title = try #require(bar.largeTitleLabel)
        let lineHeight = try #require(title.resolvedFont?.lineHeight)
        #expect(title.resolvedFont?.size == 34)
        #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 96))
        #expect(bar.largeTitleArea.frame == Rect(x: 0, y: 44, width: 393, height: 52))
        #expect(title.frame == Rect(x: 16, y: 52 - lineHeight - 3, width: 361, height: lineHeight))
        #expect(title.alpha == 1 && bar.titleLabel.alpha == 0 && !chrome.isContentUnderTopBar)
        // Halfway: the area is 26 pt tall and the title has slid 26 pt up under the bar.
        chrome = try Self.scroll(scene, by: 26)
        #expect(bar.frame.height == 70)
        #expect(bar.largeTitleArea.frame == Rect(x: 0, y: 44, width: 393, height: 26))
        #expect(title.frame.minY == 52 - lineHeight - 3 - 26)
        #expect(title.alpha == 1 && bar.titleLabel.alpha == 0 && !chrome.isContentUnderTopBar)
        // Past it: the large title is gone, the inline title and the bar's background show.
        chrome = try Self.scroll(scene, by: 60)
        #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(bar.largeTitleArea.frame.height == 0)
        #expect(title.alpha == 0 && bar.titleLabel.alpha == 1 && chrome.isContentUnderTopBar)
        #expect(bar.titleLabel.resolvedFont?.size == 17)
    }

    @Test func theSearchBarCollapsesBeforeTheLargeTitle() throws {
        let scene = try Self.scene(Self.settings)
        #expect(scene.tableView.contentInset == EdgeInsets(top: 59 + 44 + 52 + 52, bottom: 34 + 49))
        var chrome = try Self.scroll(scene, by: 30)
        #expect(chrome.searchBar?.frame == Rect(x: 0, y: 59 + 96, width: 393, height: 22))
        #expect(chrome.searchBar?.fieldFrame.height == 6)
        #expect(chrome.searchBar?.placeholderLabel.alpha == 0)
        #expect(chrome.navigationBar?.largeTitleCollapse == 0)
        chrome = try Self.scroll(scene, by: 80)
        #expect(chrome.searchBar?.frame == Rect(x: 0, y: 59 + 44 + 24, width: 393, height: 0))
        #expect(chrome.navigationBar?.largeTitleCollapse == 28)
        #expect(!chrome.isContentUnderTopBar)
        chrome = try Self.scroll(scene, by: 104)
        #expect(chrome.isContentUnderTopBar)
    }

    @Test func theContentStartsUnderTheBars() throws {
        let scene = try Self.scene(Self.largeTitle)
        let chrome = try Self.scroll(scene, by: 0)
        let table = scene.tableView
        #expect(table.contentOffset.y == -155)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let onScreen = first.minY - table.contentOffset.y
        #expect(onScreen == (chrome.navigationBar?.frame.maxY ?? 0))
        #expect(onScreen == 155)
    }

    /// A plain table's section headers stick under the bars as they are now, not as they
    /// were expanded: the top inset shrinks with the large title, as UIKit's adjusted inset does.
    @Test func stickyHeadersFollowTheCollapsingBar() throws {
        let scene = try Self.scene(#"""
            {"device": "iphone-15", "statusBar": true, "navigationBar": {"title": "Contacts", "largeTitle": true}, "rowHeight": 44,
             "sections": [{"header": {"text": "A"}, "generate": {"count": 30}}, {"header": {"text": "B"}, "generate": {"count": 30}}]}
            """#)
        let table = scene.tableView
        for (distance, barBottom) in [(0.0, 155.0), (26, 129), (60, 103), (400, 103)] {
            let chrome = try Self.scroll(scene, by: distance)
            #expect(chrome.navigationBar?.frame.maxY == barBottom)
            #expect(table.contentInset.top == barBottom)
            let header = try #require(table.headerView(forSection: 0))
            #expect(header.frame.minY - table.contentOffset.y == barBottom, "scrolled \(distance)")
        }
        // The range is measured with the bars expanded once laid out again, whatever the last offset drawn.
        SceneRenderer.layout(scene, in: scene.sceneDescription.viewport)
        #expect(SceneRenderer.offsetRange(of: scene).lowerBound == -155)
    }

    @Test func theBarsArePlacedForTheDevice() throws {
        let se = try Self.scene(Self.largeTitle, overrides: SceneOverrides(device: "iphone-se-3"))
        #expect(se.tableView.contentInset.top == 20 + 44 + 52)
        #expect(se.chrome?.statusBar?.style == .homeButton)
        let ipad = try Self.scene(Self.settings, overrides: SceneOverrides(device: "ipad-pro-11"))
        #expect(ipad.tableView.contentInset == EdgeInsets(top: 24 + 44 + 52 + 52, bottom: 20 + 50))
        #expect(ipad.chrome?.navigationBar?.layoutMargin == 20)
        let mini = try Self.scene(Self.largeTitle, overrides: SceneOverrides(device: "iphone-13-mini"))
        #expect(mini.tableView.contentInset.top == 50 + 44 + 52)
        #expect(mini.chrome?.statusBar?.style == .notch)
    }

    @Test(arguments: [("xS", 31.0), ("L", 34), ("XXXL", 40), ("AX1", 44), ("AX5", 60)])
    func theLargeTitleFollowsTheTextSize(textSize: String, points: Double) throws {
        let scene = try Self.scene(Self.largeTitle, overrides: SceneOverrides(textSize: textSize))
        let bar = try #require(scene.chrome?.navigationBar)
        #expect(bar.largeTitleLabel?.resolvedFont?.size == points)
        #expect(bar.titleLabel.resolvedFont?.size == 17)  // the inline title stays 17 pt
        #expect(bar.largeTitleHeight >= 52)
        #expect((bar.largeTitleHeight == 52) == (points <= 34))
    }

    @Test func aSceneWithoutTheKeysIsTheListAlone() throws {
        let scene = try Self.scene(#"{"contentInset": {"top": 10}, "sections": [{"generate": {"count": 3}}]}"#)
        #expect(scene.chrome == nil)
        #expect(scene.tableView.contentInset == EdgeInsets(top: 10))
    }

    /// Right to left the bars mirror, as UIKit's do in Hebrew: the back button on the right,
    /// its chevron pointing right, the trailing button on the left, the first tab on the right.
    static let rightToLeft = #"""
        {"device": "iphone-15", "direction": "rtl", "style": "insetGrouped", "statusBar": true,
         "navigationBar": {"title": "הגדרות", "largeTitle": true, "leading": {"icon": "chevron.backward", "title": "חזרה"}, "trailing": {"icon": "plus"}},
         "searchBar": {"placeholder": "חיפוש"},
         "tabBar": {"items": [{"title": "בית", "icon": "circle"}, {"title": "פרופיל", "icon": "person"}, {"title": "הגדרות", "icon": "square"}], "selected": 2},
         "sections": [{"rows": [{"text": "מצב טיסה"}, {"text": "Wi-Fi", "style": "value1", "detail": "בית", "accessory": "disclosureIndicator"}]},
                      {"generate": {"count": 12, "text": "כללי {n}", "accessory": "disclosureIndicator"}}]}
        """#

    @Test func rightToLeftTheBarsMirror() throws {
        let scene = try Self.scene(Self.rightToLeft)
        let chrome = try Self.scroll(scene, by: 0)
        let bar = try #require(chrome.navigationBar)
        let back = try #require(bar.leadingButtons.first)
        #expect(back.frame.maxX == 393 - 16)
        #expect(try #require(back.titleLabel).frame.maxX < (try #require(back.iconView)).frame.minX)  // the chevron outside the text
        #expect(bar.trailingButtons.first?.frame.minX == 16)
        #expect(abs((bar.largeTitleLabel?.frame.maxX ?? 0) - (393 - 16)) < 1e-9)
        let tabs = try #require(chrome.bottomBar as? TabBar)
        #expect(tabs.iconViews[0].frame.minX > tabs.iconViews[2].frame.minX)
        #expect(try #require(chrome.statusBar).timeLabel.frame.minX > 196)
        let frame = try SceneRenderer.render(scene, viewport: scene.sceneDescription.viewport)
        assertSnapshot(of: frame.framebuffer, named: "settings-rtl")
    }

    // MARK: Goldens

    /// A settings screen at its top: every bar expanded, the bars transparent over the
    /// grouped background but the tab bar.
    @Test func aSettingsScreenAtItsTop() throws {
        let scene = try Self.scene(Self.settings)
        let frame = try SceneRenderer.render(scene, viewport: scene.sceneDescription.viewport)
        assertSnapshot(of: frame.framebuffer, named: "settings-light-top")
    }

    /// Scrolled past the large title in dark: the inline title over the translucent bar, rows
    /// beneath it and beneath the tab bar.
    @Test func aDarkSettingsScreenScrolledPastItsTitle() throws {
        let scene = try Self.scene(Self.settings, overrides: SceneOverrides(appearance: "dark"))
        let frame = try SceneRenderer.render(scene, offset: 0, viewport: scene.sceneDescription.viewport)
        assertSnapshot(of: frame.framebuffer, named: "settings-dark-scrolled")
    }

    /// An iPhone SE: its 20 pt status bar, an inline title with a back button and a "more"
    /// icon, a toolbar, scrolled a little so the bar's background shows.
    @Test func aDetailScreenWithAToolbarOnAnIPhoneSE() throws {
        let scene = try Self.scene(#"""
            {"device": "iphone-se-3", "statusBar": true,
             "navigationBar": {"title": "Inbox", "leading": {"icon": "chevron.backward", "title": "Mailboxes"}, "trailing": {"icon": "ellipsis"}},
             "toolbar": {"items": [{"icon": "magnifyingglass"}, "Updated Just Now", {"icon": "plus"}]},
             "rowHeight": 60, "sections": [{"generate": {"count": 30, "text": "Message {n}", "detail": "From someone"}}]}
            """#)
        let frame = try SceneRenderer.render(scene, offset: -40, viewport: scene.sceneDescription.viewport)
        assertSnapshot(of: frame.framebuffer, named: "toolbar-se")
    }
}
