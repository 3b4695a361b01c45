import Foundation
@testable import ListshotText

/// GNU FriBidi's and HarfBuzz's own command-line tools (Debian's `libfribidi-bin` and
/// `libharfbuzz-bin`, which `.ci/run` installs): the reference output bidi tests compare with.
enum ReferenceTools {
    static let fribidiPath = "/usr/bin/fribidi"
    static let hbShapePath = "/usr/bin/hb-shape"

    /// True when both tools are installed.
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: fribidiPath)
            && FileManager.default.isExecutableFile(atPath: hbShapePath)
    }

    /// What `path` with `arguments` prints, `input` on its standard input.
    static func run(_ path: String, _ arguments: [String], input: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["LC_ALL": "C.UTF-8"]
        let output = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardInput = feed
        process.standardError = FileHandle.nullDevice
        try process.run()
        feed.fileHandleForWriting.write(Data((input ?? "").utf8))
        try feed.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// FriBidi's embedding levels and visual-to-logical map (scalar indices, rule L2, no
    /// mirroring, no reordering of marks) for `text` as one paragraph.
    static func fribidi(_ text: String, direction: WritingDirection) throws -> (levels: [Int], visual: [Int]) {
        let base = switch direction {
        case .natural: "--wltr"
        case .leftToRight: "--ltr"
        case .rightToLeft: "--rtl"
        }
        let printed = try run(fribidiPath, [base, "--nopad", "--nomirror", "--novisual", "--levels", "--vtol"], input: text + "\n")
        let lines = printed.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        // --vtol is printed before --levels.
        return (lines[1], lines[0])
    }

    /// A glyph as `hb-shape` prints it: id, UTF-8 cluster, advance and offsets in font units.
    struct Glyph: Hashable, CustomStringConvertible {
        var glyph: UInt32
        var cluster: Int
        var advance: Int32
        var offset: Int32
        var yOffset: Int32

        init(glyph: UInt32, cluster: Int, advance: Int32, offset: Int32, yOffset: Int32) {
            (self.glyph, self.cluster, self.advance, self.offset, self.yOffset) = (glyph, cluster, advance, offset, yOffset)
        }

        init(_ shaped: ShapedGlyph) {
            self.init(
                glyph: shaped.glyph, cluster: shaped.cluster, advance: shaped.advance, offset: shaped.offset,
                yOffset: shaped.yOffset)
        }

        var description: String { "\(glyph)=\(cluster)@\(offset),\(yOffset)+\(advance)" }
    }

    /// `text[range]` (UTF-8 byte offsets) shaped by `hb-shape` in `font` (a file path), with
    /// the text around it as context, in the direction given; clusters are offsets into `text`.
    static func hbShape(_ text: String, range: Range<Int>, rightToLeft: Bool, font: String) throws -> [Glyph] {
        let utf8 = Array(text.utf8)
        func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        let printed = try run(hbShapePath, [
            "--output-format=json", "--utf8-clusters", "--no-glyph-names",
            "--direction=\(rightToLeft ? "rtl" : "ltr")",
            "--text-before=\(string(utf8[..<range.lowerBound]))", "--text-after=\(string(utf8[range.upperBound...]))",
            "--font-file=\(font)", "--text=\(string(utf8[range]))",
        ])
        let json = try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [[String: Int]] ?? []
        return json.map { glyph in
            Glyph(
                glyph: UInt32(glyph["g"]!), cluster: glyph["cl"]! + range.lowerBound, advance: Int32(glyph["ax"]!),
                offset: Int32(glyph["dx"]!), yOffset: Int32(glyph["dy"]!))
        }
    }
}
