import ListshotRaster
import ListshotRendering
import ListshotScenes
import Testing

/// Issue 23, item 2: one rule for a built-in scene with an appearance, text size or device,
/// which `listshot render`, `layout` and `docs` all resolve through
/// ``BuiltInScene/maker(overrides:)``.
@Suite struct BuiltInSceneOverridesTests {
    @Test func withoutOverridesItIsTheBuiltInScene() throws {
        let classmates = try #require(BuiltInScene.named("classmates"))
        let maker = try classmates.maker(overrides: .none)
        #expect(maker.viewport == classmates.viewport)
        #expect(maker.make(classmates.viewport) is ClassmatesScene)
    }

    /// A device draws the scene's file in the device's viewport: for `classmates`, the
    /// pixels of its Swift code in that viewport.
    @Test func aDeviceDrawsTheFileWithTheCodesPixels() throws {
        let builtIn = try #require(BuiltInScene.named("classmates"))
        let maker = try builtIn.maker(overrides: SceneOverrides(device: "ipad-pro-11"))
        let device = try #require(DevicePreset.named("ipad-pro-11"))
        #expect(maker.viewport == device.viewport)
        #expect(!(maker.make(maker.viewport) is ClassmatesScene))
        for offset in [0.0, 300] {
            let fromFile = try SceneRenderer.render(maker.make(maker.viewport), offset: offset, viewport: maker.viewport)
            let fromCode = try SceneRenderer.render(builtIn.make(maker.viewport), offset: offset, viewport: maker.viewport)
            #expect(fromFile.framebuffer == fromCode.framebuffer, "at \(offset)")
        }
    }
}
