import Foundation
import ListshotTestSupport

/// `hb-shape` (Debian's `libharfbuzz-bin`), HarfBuzz's own command-line shaper: the
/// reference that shaped glyph sequences are compared with.
///
/// Tests that use it fail, never skip, when it is missing: `.ci/run` installs it.
enum HBShapeTool {
    /// Why `hb-shape` could not be run.
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "hb-shape is not installed, so shaping cannot be compared with HarfBuzz's own: "
                + "install it with `sudo apt-get install libharfbuzz-bin` (.ci/run installs it)"
        }
    }

    /// The `hb-shape` executable on `PATH`, if there is one.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/hb-shape" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// `text` shaped in the font at `fontPath` as `hb-shape` prints it with glyph indices,
    /// UTF-8 byte clusters and default ignorables removed (as listshot shapes): for example
    /// `[2105=0+2550]`, offsets as `@x,y` when not zero.
    static func shape(_ text: String, fontPath: String) throws -> String {
        guard let executable else { throw Missing() }
        let (status, output) = try runTool(
            executable, ["--no-glyph-names", "--utf8-clusters", "--remove-default-ignorables", fontPath, text])
        guard status == 0 else { throw ToolFailed(output: output) }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `hb-shape` ended with an error.
    struct ToolFailed: Error, CustomStringConvertible {
        let output: String
        var description: String { "hb-shape failed: \(output)" }
    }
}
