import ListshotScenes
import ListshotStructuredText
import ListshotViews
import Testing

/// Issue 34: the keys that put a screen around the table (`statusBar`, `navigationBar`,
/// `searchBar`, `tabBar`, `toolbar`), read into ``SceneChrome``, and their mistakes, each
/// message asserted whole.
@Suite struct SceneChromeParsingTests {
    static func parse(_ json: String) throws -> SceneDescription {
        try SceneFile.parse(Array(json.utf8), name: "scene.json")
    }

    @Test func aSceneWithoutTheKeysHasNoChrome() throws {
        #expect(try Self.parse(#"{"sections": []}"#).chrome.isEmpty)
        #expect(try Self.parse(#"{"statusBar": false, "sections": []}"#).chrome.isEmpty)
    }

    @Test func everyKeyIsRead() throws {
        let scene = try Self.parse(#"""
            {"statusBar": true,
             "navigationBar": {"title": "Settings", "largeTitle": true, "leading": "Edit",
                               "trailing": [{"icon": "plus"}, {"title": "Done", "style": "done"}]},
             "searchBar": {"placeholder": "Find"},
             "tabBar": {"items": [{"title": "Home", "icon": "circle"}, {"title": "Me"}], "selected": 1},
             "sections": []}
            """#)
        let chrome = scene.chrome
        #expect(chrome.statusBar)
        #expect(chrome.navigationBar == SceneChrome.NavigationBarDescription(
            title: "Settings", largeTitle: true, leading: [BarButtonItem(title: "Edit")],
            trailing: [BarButtonItem(icon: .plus), BarButtonItem(title: "Done", isProminent: true)]))
        #expect(chrome.searchBar == SceneChrome.SearchBarDescription(placeholder: "Find"))
        #expect(chrome.bottomBar == .tabBar(items: [TabBar.Item(title: "Home", icon: "circle"), TabBar.Item(title: "Me")], selected: 1))
    }

    @Test func defaultsAndTheToolbar() throws {
        let chrome = try Self.parse(#"""
            {"navigationBar": {}, "searchBar": {}, "toolbar": {"items": ["Share", {"icon": "ellipsis"}]}, "sections": []}
            """#).chrome
        #expect(!chrome.statusBar)
        #expect(chrome.navigationBar == SceneChrome.NavigationBarDescription(title: "", largeTitle: false))
        #expect(chrome.searchBar?.placeholder == "Search")
        #expect(chrome.bottomBar == .toolbar(items: [BarButtonItem(title: "Share"), BarButtonItem(icon: .ellipsis)]))
    }

    @Test(arguments: [
        (#"{"statusBar": "yes", "sections": []}"#, #"scene.json: statusBar: expected true or false, got "yes""#),
        (#"{"statusbar": true, "sections": []}"#, #"scene.json: statusbar: unknown key; did you mean "statusBar"? (a scene takes "device", "viewport", "appearance", "textSize", "#
            + #""direction", "layout", "style", "contentInset", "rowHeight", "estimatedRowHeight", "backgroundColor", "separators", "#
            + #""fonts", "cells", "sections", "statusBar", "navigationBar", "searchBar", "tabBar", "toolbar")"#),
        (#"{"navigationBar": "Settings", "sections": []}"#,
         #"scene.json: navigationBar: expected an object (a navigation bar), got "Settings""#),
        (#"{"navigationBar": {"title": "A", "largetitle": true}, "sections": []}"#,
         #"scene.json: navigationBar.largetitle: unknown key; did you mean "largeTitle"? (a navigation bar takes "title", "largeTitle", "leading", "trailing")"#),
        (#"{"navigationBar": {"largeTitle": 1}, "sections": []}"#, "scene.json: navigationBar.largeTitle: expected true or false, got 1"),
        (#"{"navigationBar": {"title": 7}, "sections": []}"#, "scene.json: navigationBar.title: expected a string, got 7"),
        (#"{"navigationBar": {"leading": 3}, "sections": []}"#,
         #"scene.json: navigationBar.leading: expected a bar button: its text, or an object with "title" or "icon", got 3"#),
        (#"{"navigationBar": {"trailing": [{"icon": "plu"}]}, "sections": []}"#,
         #"scene.json: navigationBar.trailing[0].icon: unknown icon "plu"; did you mean "plus"? (use "plus", "ellipsis", "chevron.backward", "magnifyingglass")"#),
        (#"{"navigationBar": {"trailing": {"style": "done"}}, "sections": []}"#,
         #"scene.json: navigationBar.trailing: a bar button needs "title" or "icon""#),
        (#"{"navigationBar": {"trailing": {"title": "OK", "style": "bold"}}, "sections": []}"#,
         #"scene.json: navigationBar.trailing.style: expected "plain" or "done", got "bold""#),
        (#"{"searchBar": {}, "sections": []}"#,
         #"scene.json: searchBar: a search bar sits under a navigation bar's title; give "navigationBar" too"#),
        (#"{"navigationBar": {}, "searchBar": {"placeholder": "A", "text": "B"}, "sections": []}"#,
         #"scene.json: searchBar.text: unknown key (a search bar takes "placeholder")"#),
        (#"{"navigationBar": {}, "searchBar": true, "sections": []}"#,
         "scene.json: searchBar: expected an object (a search bar), got true"),
        (#"{"tabBar": {"items": []}, "sections": []}"#, "scene.json: tabBar.items: a tab bar shows 1 to 5 tabs, got 0"),
        (#"{"tabBar": {}, "sections": []}"#, #"scene.json: tabBar.items: missing; a tab bar needs "items", a list of tabs"#),
        (#"{"tabBar": {"items": [{"icon": "circle"}]}, "sections": []}"#, #"scene.json: tabBar.items[0].title: missing; a tab needs a "title""#),
        (#"{"tabBar": {"items": [{"title": "A"}, {"title": "B"}], "selected": 2}, "sections": []}"#,
         "scene.json: tabBar.selected: must be at most 1 (the last tab's index), got 2"),
        (#"{"tabBar": {"items": "A"}, "sections": []}"#, #"scene.json: tabBar.items: expected a list, got "A""#),
        (#"{"tabBar": {"items": [{"title": "A"}]}, "toolbar": {"items": []}, "sections": []}"#,
         #"scene.json: toolbar: give either "tabBar" or "toolbar", not both: both sit at the bottom of the screen"#),
        (#"{"toolbar": {"buttons": []}, "sections": []}"#, #"scene.json: toolbar.buttons: unknown key (a toolbar takes "items")"#),
        (#"{"layout": {"type": "grid", "itemSize": {"width": 10, "height": 10}}, "statusBar": true, "sections": []}"#,
         #"scene.json: statusBar: bars are drawn around a table; this scene has another "layout""#),
    ])
    func mistakesAreNamedByTheirKeyPath(json: String, message: String) {
        do {
            _ = try Self.parse(json)
            Issue.record("no error for \(json)")
        } catch let error as StructuredTextError {
            #expect(error.description == message)
        } catch {
            Issue.record("not a StructuredTextError: \(error)")
        }
    }
}
