import ListshotScenes
import ListshotViews

extension SnapshotSettings {
    /// Checks `scene` as it is when `traits` is empty, else once for each set of traits
    /// (`Scene.applying(_:)`) under `<name>-<short name>` (different traits always have
    /// different short names); returns whether every frame matched. A list given traits gets
    /// its own back afterwards. `viewport` `nil` takes the scene's own, else an iPhone's.
    func check(
        _ scene: any Scene, at offsets: [Double], named name: String, viewport: Viewport?, traits: [TraitCollection], views: ViewRules
    ) -> Bool {
        let viewport = viewport ?? scene.preferredViewport ?? .phone
        if traits.isEmpty { return check(scene, at: offsets, named: name, viewport: viewport, views: views) }
        let list = scene.listView, listTraits = list.traitOverrides
        let chrome = (scene as? any ChromeScene)?.chrome, chromeTraits = chrome?.traitOverrides
        defer {
            list.traitOverrides = listTraits
            if let chrome, let chromeTraits { chrome.traitOverrides = chromeTraits }
        }
        var passed = true
        for set in traits {
            let suffix = set.shortName.isEmpty ? "" : "-" + set.shortName
            passed = check(scene.applying(set), at: offsets, named: name + suffix, viewport: viewport, views: views) && passed
        }
        return passed
    }
}
