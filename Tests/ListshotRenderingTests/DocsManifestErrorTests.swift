#if canImport(Glibc)
import Glibc
#endif
import ListshotRendering
import ListshotScenes
import ListshotTestSupport
import Testing

/// Every mistake in a manifest is refused before any work, naming the file, the key path
/// and what was expected.
@Suite struct DocsManifestErrorTests {
    /// The error of the manifest `json`, read as `docs.json` in a folder with `scenes/people.json`.
    static func error(_ json: String) throws -> String {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        mkdir(folder + "/scenes", 0o755)
        writePlain(Array(#"{"sections": []}"#.utf8), to: folder + "/scenes/people.json")
        let error = try #require(throws: DocsManifestError.self) {
            let manifest = try DocsManifest.parse(Array(json.utf8), path: folder + "/docs.json")
            _ = try manifest.images()
        }
        return error.description.replacing(folder, with: "DIR")
    }

    @Test(arguments: [
        (#"{"images": [{"scene": "demo", "ouput": "a.png"}]}"#,
         #"DIR/docs.json: images[0].ouput: unknown key; did you mean "output"? (an image takes "scene", "output", "kind", "offsets", "matrix", "duration", "fps")"#),
        (#"{"imags": []}"#,
         #"DIR/docs.json: imags: unknown key; did you mean "images"? (a manifest takes "output", "images")"#),
        (#"{"images": [{"scene": "demo", "output": "a.png", "matrix": {"apperance": ["dark"]}}]}"#,
         #"DIR/docs.json: images[0].matrix.apperance: unknown key; did you mean "appearance"? (a matrix takes "appearance", "textSize", "device")"#),
        (#"{"images": [{"scene": "scenes/missing.json", "output": "a.png"}]}"#,
         "DIR/docs.json: images[0].scene: the scene file 'DIR/scenes/missing.json' does not exist"),
        (#"{"images": [{"scene": "dmeo", "output": "a.png"}]}"#,
         #"DIR/docs.json: images[0].scene: no built-in scene is called "dmeo"; did you mean "demo"? the built-in scenes are demo, animals, animal-detail, classmates, cells, typography, sections, contacts, carousel, wheel, wheel-right, grid, grid-horizontal, contacts-rtl, chat, settings; a scene file is named by its path, which contains a "/" or ends in .json, .yaml or .yml"#),
        (#"{"images": [{"scene": "demo", "output": "a.png"}, {"scene": "cells", "output": "a.png"}]}"#,
         #"DIR/docs.json: images[1].output: "DIR/a.png" is written by both images[0] and images[1]; give each image its own output"#),
        (#"{"images": [{"scene": "demo", "output": "a-{offset}.png", "offsets": "0:600:0"}]}"#,
         "DIR/docs.json: images[0].offsets: the step must be greater than 0, got 0"),
        (#"{"images": [{"scene": "demo", "output": "a-{offset}.png", "offsets": "600:0:200"}]}"#,
         "DIR/docs.json: images[0].offsets: the start 600 is after the end 0"),
        (#"{"images": [{"scene": "demo", "output": "a-{offset}.png", "offsets": "0:1e6:1"}]}"#,
         #"DIR/docs.json: images[0].offsets: "0:1e6:1" gives 1,000,001 offsets; an image takes at most 1,000"#),
        (#"{"images": [{"scene": "demo", "output": "a.png", "kind": "frams"}]}"#,
         #"DIR/docs.json: images[0].kind: expected one of "frame", "frames", "strip", "animation", got "frams"; did you mean "frame"?"#),
        (#"{"images": [{"scene": "demo", "output": "a.png", "kind": "animation", "offsets": [0, 100], "fps": -5}]}"#,
         "DIR/docs.json: images[0].fps: expected a whole number of frames per second from 1 to 120, got -5"),
        (#"{"images": [{"scene": "demo", "output": "a.png", "kind": "animation", "offsets": [0, 100], "duration": -1}]}"#,
         "DIR/docs.json: images[0].duration: expected a number of seconds > 0 and ≤ 60, got -1"),
        (#"{"images": [{"scene": "demo", "output": "a.png", "kind": "animation", "offsets": [0, 100], "duration": 30, "fps": 60}]}"#,
         "DIR/docs.json: images[0].duration: 30 s at 60 fps makes 1,801 frames; an animation has at most 600"),
        (#"{"images": [{"scene": "demo", "output": "a.png", "fps": 30}]}"#,
         #"DIR/docs.json: images[0].fps: only an animation has "fps"; this image's kind is "frames""#),
        (#"{"images": [{"scene": "demo", "output": "a.png", "kind": "frame", "offsets": [0, 100]}]}"#,
         #"DIR/docs.json: images[0].offsets: a frame is drawn at one offset, got 2; for an image per offset write "kind": "frames""#),
        (#"{"images": [{"scene": "demo", "output": "a.png", "offsets": [0, 100]}]}"#,
         #"DIR/docs.json: images[0].output: "a.png" names one file for 2 images; put {offset} in it so that each has its own"#),
        (#"{"images": [{"scene": "scenes/people.json", "output": "a-{appearance}.png", "matrix": {"appearance": ["light", "dark"], "textSize": ["large", "extraSmall"]}}]}"#,
         #"DIR/docs.json: images[0].output: "a-{appearance}.png" names one file for 4 images; put {textSize} in it so that each has its own"#),
        (#"{"images": [{"scene": "demo", "output": "a-{ofset}.png"}]}"#,
         "DIR/docs.json: images[0].output: unknown placeholder {ofset}; did you mean {offset}? an output may use {scene}, {offset}, {appearance}, {textSize}, {device}"),
        (#"{"images": [{"scene": "demo", "output": "a-{appearance}.png"}]}"#,
         "DIR/docs.json: images[0].output: uses {appearance}, but the image has no matrix.appearance to fill it with"),
        (#"{"images": [{"scene": "demo", "output": "../a.png"}]}"#,
         #"DIR/docs.json: images[0].output: "../a.png" must stay inside the output folder: a relative path without "..""#),
        (#"{"images": [{"scene": "scenes/people.json", "output": "a.png", "matrix": {"appearance": ["dim"]}}]}"#,
         #"DIR/docs.json: images[0].matrix.appearance[0]: unknown appearance "dim" (use "light", "dark")"#),
        (#"{"images": [{"scene": "scenes/people.json", "output": "a-{device}.png", "matrix": {"device": ["iphone-se-3", "iphone15"]}}]}"#,
         #"DIR/docs.json: images[0].matrix.device[1]: unknown device "iphone15"; did you mean "iphone-15"? (use \#(DevicePreset.all.map { "\"\($0.name)\"" }.joined(separator: ", ")))"#),
        (#"{"images": [{"scene": "scenes/people.json", "output": "a-{device}.png", "matrix": {"device": ["iphone-15", "iphone-15"]}}]}"#,
         #"DIR/docs.json: images[0].matrix.device[1]: "iphone-15" is listed twice"#),
        (#"{"images": [{"scene": "demo", "output": "a.png", "offsets": true}]}"#,
         #"DIR/docs.json: images[0].offsets: expected a list of offsets, a number, or a range "START:END:STEP" such as "0:600:200", got true"#),
        (#"{"images": [{"output": "a.png"}]}"#,
         #"DIR/docs.json: images[0].scene: missing; an image needs "scene", a built-in scene's name or a scene file's path"#),
        (#"{"output": "out"}"#,
         #"DIR/docs.json: images: missing; a manifest needs "images", a list of the images to make"#),
        (#"{"images": [{"scene": "demo", "output": "a.png"},]}"#,
         #"DIR/docs.json: not valid JSON (line 1, column 49): trailing comma before "]""#),
    ])
    func aMistakeIsNamedWithItsKeyPath(manifest: String, message: String) throws {
        #expect(try Self.error(manifest) == message)
    }

    /// 11 entries of 1,000 frames each are more than a manifest makes.
    @Test func moreThanTenThousandImagesAreRefused() throws {
        let entries = (0..<11).map { #"{"scene": "demo", "output": "\#($0)/{offset}.png", "offsets": "0:999:1"}"# }
        #expect(try Self.error(#"{"images": [\#(entries.joined(separator: ","))]}"#)
            == "DIR/docs.json: images[10]: the images up to this entry are more than 10,000, every offset and matrix combination counted; "
                + "listshot docs makes at most 10,000 from one manifest")
    }

    @Test func aManifestOverTheSizeLimitIsNotRead() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain([UInt8](repeating: 0x20, count: DocsManifest.maximumFileSize + 1), to: folder + "/docs.json")
        let error = try #require(throws: DocsManifestError.self) { try DocsManifest.load(path: folder + "/docs.json") }
        #expect(error.description == "\(folder)/docs.json: the manifest is larger than 1,048,576 bytes, the most listshot docs reads")
    }
}
