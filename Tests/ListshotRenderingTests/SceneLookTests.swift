import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotText
import ListshotStructuredText
import ListshotViews
import ListshotTestSupport
import Testing

/// Device presets, appearance and text size in scene files and overrides.
@Suite struct SceneLookTests {
    static func parse(_ json: String, overrides: SceneOverrides = .none) throws -> SceneDescription {
        try SceneFile.parse(Array(json.utf8), name: "scene.json", overrides: overrides)
    }

    static func error(_ json: String, overrides: SceneOverrides = .none) throws -> StructuredTextError {
        try #require(throws: StructuredTextError.self) { try parse(json, overrides: overrides) }
    }

    @Test func aDeviceGivesTheViewportAndTheViewportKeysOverrideIt() throws {
        let phone = try Self.parse(#"{"device": "iphone-15", "sections": []}"#)
        #expect(phone.viewport == Viewport(width: 393, height: 852, scale: 3))
        #expect(phone.device == "iphone-15")
        let shorter = try Self.parse(#"{"device": "iPad-Pro-13", "viewport": {"height": 600}, "sections": []}"#)
        #expect(shorter.viewport == Viewport(width: 1032, height: 600, scale: 2))
    }

    @Test func theTableOfDevicesHasApplesFigures() throws {
        let expected: [String: Viewport] = [
            "iphone-se-3": Viewport(width: 375, height: 667, scale: 2),
            "iphone-15": Viewport(width: 393, height: 852, scale: 3),
            "iphone-15-pro-max": Viewport(width: 430, height: 932, scale: 3),
            "iphone-16-pro": Viewport(width: 402, height: 874, scale: 3),
            "ipad-10": Viewport(width: 820, height: 1180, scale: 2),
            "ipad-pro-11": Viewport(width: 834, height: 1194, scale: 2),
            "ipad-pro-13": Viewport(width: 1032, height: 1376, scale: 2),
        ]
        for (name, viewport) in expected { #expect(DevicePreset.named(name)?.viewport == viewport, "\(name)") }
        #expect(Set(DevicePreset.all.map(\.name)).count == DevicePreset.all.count)
        for device in DevicePreset.all { #expect(throws: Never.self) { try device.viewport.validate() } }
    }

    @Test func anUnknownDeviceSuggestsTheNearestAndListsThemAll() throws {
        let error = try Self.error(#"{"device": "iphone15", "sections": []}"#)
        #expect(error.keyPath == "device")
        #expect(error.message.hasPrefix(#"unknown device "iphone15"; did you mean "iphone-15"? (use "iphone-se-3", "iphone-13-mini", "#))
        #expect(error.message.hasSuffix(#""ipad-pro-13")"#))
        let notText = try Self.error(#"{"device": 15, "sections": []}"#)
        #expect(notText.description == "scene.json: device: expected a string, got 15")
    }

    @Test func overridesReplaceTheFilesDeviceAppearanceAndTextSize() throws {
        let json = #"{"device": "iphone-se-3", "viewport": {"width": 100}, "appearance": "light", "textSize": "small", "sections": []}"#
        let scene = try Self.parse(json, overrides: SceneOverrides(appearance: "dark", textSize: "AX5", device: "ipad-10"))
        #expect(scene.viewport == Viewport(width: 820, height: 1180, scale: 2))
        #expect(scene.device == "ipad-10")
        #expect(scene.appearance == .dark)
        #expect(scene.textSize == .accessibilityExtraExtraExtraLarge)
        let error = try Self.error(json, overrides: SceneOverrides(textSize: "huge"))
        #expect(error.description.hasPrefix(#"scene.json: unknown text size "huge" (use "extraSmall", "small", "#))
    }

    @Test func appearanceAndTextSizeNamesAreChecked() throws {
        #expect(try Self.parse(#"{"appearance": "dark", "textSize": "xl", "sections": []}"#).textSize == .extraLarge)
        let error = try Self.error(#"{"appearance": "drak", "sections": []}"#)
        #expect(error.description == #"scene.json: appearance: unknown appearance "drak"; did you mean "dark"? (use "light", "dark")"#)
        let size = try Self.error(#"{"textSize": "extraLrge", "sections": []}"#)
        #expect(size.message.hasPrefix(#"unknown text size "extraLrge"; did you mean "extraLarge"?"#))
    }

    @Test func bodySizesAreApples() {
        #expect(TextSize.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextSize.large.scaled(12) == 12)
        #expect(TextSize.accessibilityExtraExtraExtraLarge.scaled(17) == 53)
    }

    static let people = TestScenes.lookPeople

    @Test(arguments: ["plain", "grouped"])
    func lightIsWhatTheViewsDrawByDefaultAndDarkDiffers(style: String) throws {
        let json = Self.people.replacing("STYLE", with: style)
        let plain = try Self.parse(json)
        let light = try Self.parse(json, overrides: SceneOverrides(appearance: "light", textSize: "large"))
        let dark = try Self.parse(json, overrides: SceneOverrides(appearance: "dark"))
        func draw(_ scene: SceneDescription) throws -> Framebuffer {
            try SceneRenderer.render(FileScene(scene), viewport: scene.viewport).framebuffer
        }
        #expect(try draw(light) == draw(plain))
        let darkFrame = try draw(dark)
        #expect(darkFrame != (try draw(plain)))
        // The bottom-left pixel is below the rows: the table's background, black in both styles.
        #expect(darkFrame.color(x: 0, y: darkFrame.height - 1) == .black)
    }
}
