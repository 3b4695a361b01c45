@testable import ListshotScenes
@testable import ListshotScenes
@testable import ListshotStructuredText
import ListshotRaster
import ListshotViews
import Testing

/// Pictures listshot draws itself in scene files, `image: {landscape: {…}}` and
/// `image: {avatar: {…}}`: ``SyntheticImages``' pixels.
@Suite struct GeneratedImageTests {
    /// The image of the first row of a one-row scene whose row says `image: <image>` (YAML).
    static func image(_ image: String) throws -> SceneImage? {
        let description = try SceneFile.parse(Array("sections: [{rows: [{text: a, image: \(image)}]}]".utf8), name: "s.yaml")
        return description.sections[0].rows.row(at: 0).image
    }

    @Test func aLandscapeIsTheSyntheticLandscapeAtItsScale() throws {
        let image = try #require(try Self.image("{landscape: {hue: 3, width: 40, height: 30}, scale: 2}"))
        #expect(image.framebuffer == SyntheticImages.landscape(width: 40, height: 30, hue: 3))
        #expect(image.scale == 2)
        #expect(image.path == nil)
        #expect(image.generated == GeneratedImage(.landscape(hue: 3, width: 40, height: 30), scale: 2))
    }

    @Test func anAvatarIsTheSyntheticAvatar() throws {
        let image = try #require(try Self.image(##"{avatar: {initials: LS, diameter: 58, color: "#FF3B30"}}"##))
        #expect(image.framebuffer == SyntheticImages.avatar(initials: "LS", diameter: 58, color: .red))
        #expect(image.scale == 1)
    }

    @Test func leftOutValuesHaveTheirDocumentedDefaults() throws {
        #expect(try Self.image("{landscape: {}}")?.generated == GeneratedImage(.landscape(hue: 0, width: 120, height: 120)))
        #expect(try Self.image("{avatar: {}}")?.generated == GeneratedImage(.avatar(initials: "", diameter: 80, color: Color(rgb: 0x8E8E93))))
    }

    @Test func generatedImagesAreNoInputFiles() throws {
        let description = try SceneFile.parse(Array(#"""
            sections:
              - rows: [{image: {landscape: {hue: 1}}}]
              - generate: {count: 3, image: {avatar: {initials: AB}}}
            """#.utf8), name: "s.yaml")
        #expect(description.imagePaths == [])
        #expect(description.sections[1].rows.row(at: 2).image?.generated?.picture == .avatar(initials: "AB", diameter: 80, color: Color(rgb: 0x8E8E93)))
    }

    @Test(arguments: [
        ("{landscape: {hue: 6}}",
         "s.yaml: sections[0].rows[0].image.landscape.hue: expected a hue, a whole number from 0 to 5, got 6"),
        ("{landscape: {hue: 1.5}}",
         "s.yaml: sections[0].rows[0].image.landscape.hue: expected a hue, a whole number from 0 to 5, got 1.5"),
        (#"{landscape: {hue: "{i}"}}"#,
         #"s.yaml: sections[0].rows[0].image.landscape.hue: "{i}" is a template, filled in only in a custom cell's parts ("cells"); a row's picture is drawn once: give a hue from 0 to 5"#),
        (#"{landscape: {hue: "2"}}"#,
         #"s.yaml: sections[0].rows[0].image.landscape.hue: expected a hue, a whole number from 0 to 5, got "2""#),
        (#"{avatar: {color: "{color}"}}"#,
         #"s.yaml: sections[0].rows[0].image.avatar.color: "{color}" is a template, filled in only in a custom cell's parts ("cells"); a row's picture is drawn once: give a colour"#),
        ("{landscape: {width: 5000}}",
         "s.yaml: sections[0].rows[0].image.landscape.width: expected a whole number of pixels from 1 to 4096, got 5000"),
        ("{avatar: {diameter: 0}}",
         "s.yaml: sections[0].rows[0].image.avatar.diameter: expected a whole number of pixels from 1 to 4096, got 0"),
        ("{landscpe: {hue: 1}}",
         #"s.yaml: sections[0].rows[0].image.landscpe: unknown picture "landscpe"; did you mean "landscape"? (use "landscape", "avatar"); or give a PNG file's path"#),
        ("{landscape: {hu: 1}}",
         #"s.yaml: sections[0].rows[0].image.landscape.hu: unknown key; did you mean "hue"? (a landscape takes "hue", "width", "height")"#),
        ("{avatar: {initials: A, colour: red}}",
         #"s.yaml: sections[0].rows[0].image.avatar.colour: unknown key; did you mean "color"? (an avatar takes "initials", "diameter", "color")"#),
        ("{avatar: {color: blue}}",
         ##"s.yaml: sections[0].rows[0].image.avatar.color: expected a colour "#RGB", "#RRGGBB", "#RRGGBBAA" or a system colour name ("label", "secondaryLabel", …), got "blue""##),
        ("{landscape: {}, avatar: {}}",
         #"s.yaml: sections[0].rows[0].image: give one picture, "landscape" or "avatar", not both"#),
        ("{scale: 2}",
         #"s.yaml: sections[0].rows[0].image: give a picture to draw, {"landscape": {…}} or {"avatar": {…}}, or a PNG file's path"#),
        ("{landscape: {}, scale: 0}",
         "s.yaml: sections[0].rows[0].image.scale: expected a scale, a number of pixels per point > 0 and ≤ 10, got 0"),
        ("3",
         #"s.yaml: sections[0].rows[0].image: expected a PNG file's path or a picture to draw, {"landscape": {…}} or {"avatar": {…}}, got 3"#),
    ])
    func aBadPictureNamesItsKeyPath(image: String, message: String) throws {
        let error = try #require(throws: StructuredTextError.self) { try Self.image(image) }
        #expect(error.description == message)
    }

    /// Where templates are filled per row (a custom cell's part), a picture's strings may
    /// hold them; the values are checked once filled in.
    @Test func aTemplatedPictureIsDrawnPerRowAndCheckedWhenFilled() throws {
        let loader = SceneImageLoader(sceneFile: "s.yaml")
        let node = JSONNode(
            value: .object(["landscape": .object(["hue": .string("{hue}"), "width": .number(8), "height": .number(6)])]),
            path: JSONPath.root.appending("image"))
        let source = try loader.source(node)
        guard case .template = source else { Issue.record("not kept as a template: \(source)"); return }
        let picture = try #require(try source.picture(filling: { $0.replacing("{hue}", with: "4") }))
        #expect(picture.draw() == SyntheticImages.landscape(width: 8, height: 6, hue: 4))
        let problem = try #require(throws: SceneFileProblem.self) {
            try source.picture(filling: { $0.replacing("{hue}", with: "9") })
        }
        #expect("\(problem.path): \(problem.message)" == "image.landscape.hue: expected a hue, a whole number from 0 to 5, got 9")
        // Without a template the picture is drawn at load, like a row's.
        let fixed = JSONNode(value: .object(["avatar": .object(["initials": .string("AB")])]), path: .root)
        #expect(try loader.source(fixed) == .ready(SceneImage(generated: GeneratedImage(.avatar(initials: "AB", diameter: 80, color: Color(rgb: 0x8E8E93))))))
        // A template where a number goes is kept; a width that is no number is refused at once.
        let badWidth = JSONNode(value: .object(["landscape": .object(["hue": .string("{hue}"), "width": .string("{w}")])]), path: .root)
        #expect(throws: SceneFileProblem.self) { try loader.source(badWidth) }
    }

    static func landscape(hue: Int) -> JSONNode {
        JSONNode(value: .object(["landscape": .object(["hue": .number(Double(hue)), "width": .number(8), "height": .number(6)])]),
                 path: JSONPath.root.appending("image"))
    }

    /// A file's pictures together take at most its limit (``GeneratedImage/maximumPixelsPerFile``,
    /// here 100 pixels); a picture drawn before costs nothing again.
    @Test func aFilesPicturesStayWithinItsPixelLimit() throws {
        let loader = SceneImageLoader(sceneFile: "s.yaml", pixelLimit: 100)
        _ = try loader.image(Self.landscape(hue: 0))
        _ = try loader.image(Self.landscape(hue: 0))
        _ = try loader.image(Self.landscape(hue: 1))
        let problem = try #require(throws: SceneFileProblem.self) { try loader.image(Self.landscape(hue: 2)) }
        #expect("\(problem.path): \(problem.message)" == "image: the pictures this file draws would take 144 pixels; "
            + "a scene file's pictures take at most 100 pixels together: draw fewer or smaller ones")
        #expect(GeneratedImage.maximumPixelsPerFile == 67_108_864)
    }

    /// Pictures drawn per row (templates) are kept up to a budget, then forgotten and drawn
    /// again: the same pixels, without keeping one picture per row.
    @Test func theCacheForgetsWhatItDrewPastItsBudget() {
        let cache = GeneratedImageCache(budget: 100)
        let pictures = (0..<3).map { GeneratedImage(.landscape(hue: $0, width: 8, height: 6)) }
        for picture in pictures { #expect(cache.image(picture).framebuffer == picture.draw()) }
        #expect(cache.keptPixels == 48)
        #expect(!cache.contains(pictures[0]) && cache.contains(pictures[2]))
        #expect(cache.image(pictures[0]).framebuffer == pictures[0].draw())
        #expect(cache.keptPixels == 96)
    }
}
