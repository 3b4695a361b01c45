import Foundation
import ListshotTestSupport
import Testing

/// Issue 13, item 2: every limit in the "Limits" table of the Determinism and limits article
/// (`Sources/listshot/listshot.docc/DeterminismAndLimits.md`), one past it, through the
/// command a user runs: a non-zero exit, the whole message naming the file, the key or the
/// flag and the limit, and nothing written. The article's table and these cases name the
/// same limits (``theArticlesTableListsTheseLimits()``).
@Suite struct LimitsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The article table's first column.
        let limit: String
        /// Files written into an empty folder before the run.
        let files: [String: [UInt8]]
        let arguments: [String]
        let status: Int32
        let message: String
        var testDescription: String { "\(limit): \(arguments.joined(separator: " "))" }
    }

    static func json(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A PNG of only a header (and an end) that claims 100000 × 100000 RGBA pixels: 40 GB decoded.
    static let hugePNG: [UInt8] = {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
        }
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let header = bigEndian(100_000) + bigEndian(100_000) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", [])
    }()

    static let cases: [Case] = [
        Case(limit: "a scene file", files: ["big.json": json(#"{"sections": []}"# + String(repeating: " ", count: 16 << 20))],
             arguments: ["render", "big.json"], status: 1,
             message: "Error: big.json: the file is larger than 16 MiB, the most a scene file may be"),
        Case(limit: "a scene file", files: [:], arguments: ["render", "/dev/zero"], status: 1,
             message: "Error: /dev/zero: not a regular file (it is a character device); a scene file is a JSON or YAML file"),
        Case(limit: "nesting in a scene file", files: ["n.json": json(#"{"sections": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}")],
             arguments: ["render", "n.json"], status: 1,
             message: "Error: n.json: not valid JSON (line 1, column 525): lists and objects are nested more than 512 deep"),
        Case(limit: "nesting in a scene file", files: ["n.yaml": json("sections: " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "\n")],
             arguments: ["render", "n.yaml"], status: 1,
             message: "Error: n.yaml: not valid YAML (line 1, column 267): lists and mappings nest more than 256 deep"),
        Case(limit: "aliases in a YAML file",
             files: ["b.yaml": json("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + (1...8).map { level in
                 "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }.joined()
                 + "sections: [{rows: *a8}]\n")],
             arguments: ["render", "b.yaml"], status: 1,
             message: "Error: b.yaml: not valid YAML (line 7, column 5): the document expands to more than 16,777,216 bytes, the most a scene file may hold (an alias counts what it names each time it is used)"),
        Case(limit: "rows or items in a scene",
             files: ["r.json": json(#"{"sections": [{"generate": {"count": 600000000}}, {"generate": {"count": 400000001}}]}"#)],
             arguments: ["render", "r.json"], status: 1,
             message: "Error: r.json: sections[1].generate.count: the sections up to this one have 1,000,000,001 rows; a scene has at most 1,000,000,000 rows in all its sections together"),
        Case(limit: "rows or items in a scene",
             files: ["g.json": json(#"{"layout": {"type": "grid", "itemSize": {"width": 10, "height": 10}}, "sections": [{"generate": {"count": 1000000001}}]}"#)],
             arguments: ["render", "g.json"], status: 1,
             message: "Error: g.json: sections[0].generate.count: must be at most 1000000000 (rows in a scene), got 1000000001"),
        Case(limit: "text of a row, header or footer, and `generate` templates",
             files: ["t.json": json(#"{"sections": [{"rows": [{"text": ""# + String(repeating: "x", count: 10_001) + #""}]}]}"#)],
             arguments: ["render", "t.json"], status: 1,
             message: "Error: t.json: sections[0].rows[0].text: the text is 10,001 characters long; at most 10,000 are shown"),
        Case(limit: "heights, insets, and all heights together", files: ["h.json": json(#"{"rowHeight": 1e14, "sections": []}"#)],
             arguments: ["render", "h.json"], status: 1,
             message: "Error: h.json: rowHeight: must be at most 10000000000000 points, the extent over which listshot lays frames out exactly, got 100000000000000"),
        Case(limit: "`estimatedRowHeight`", files: ["e.json": json(#"{"rowHeight": "automatic", "estimatedRowHeight": 0.5, "sections": []}"#)],
             arguments: ["render", "e.json"], status: 1,
             message: "Error: e.json: estimatedRowHeight: must be 0 (no estimate) or at least 1 point, got 0.5"),
        Case(limit: "a font",
             files: ["f.json": json(#"{"cells": {"c": {"parts": [{"text": "x", "baseline": 10, "font": {"size": 1001}}]}}, "sections": [{"rows": [{"cell": "c"}]}]}"#)],
             arguments: ["render", "f.json"], status: 1,
             message: "Error: f.json: cells.c.parts[0].font.size: expected a size in points > 0 and ≤ 1000, got 1001"),
        Case(limit: "pictures listshot draws",
             files: ["p.json": json(#"{"sections": [{"rows": [{"text": "x", "image": {"landscape": {"width": 5000, "height": 10}}}]}]}"#)],
             arguments: ["render", "p.json"], status: 1,
             message: "Error: p.json: sections[0].rows[0].image.landscape.width: expected a whole number of pixels from 1 to 4096, got 5000"),
        Case(limit: "pictures listshot draws",
             files: ["p.json": json(#"{"sections": [{"rows": ["# + (0..<5).map { #"{"text": "x", "image": {"landscape": {"width": 4096, "height": 4096, "hue": \#($0)}}}"# }.joined(separator: ", ") + "]}]}")],
             arguments: ["render", "p.json"], status: 1,
             message: "Error: p.json: sections[0].rows[4].image: the pictures this file draws would take 83,886,080 pixels; a scene file's pictures take at most 67,108,864 pixels together: draw fewer or smaller ones"),
        Case(limit: "a PNG image a scene shows",
             files: ["huge.png": hugePNG, "i.json": json(#"{"sections": [{"rows": [{"text": "x", "image": "huge.png"}]}]}"#)],
             arguments: ["render", "i.json"], status: 1,
             message: #"Error: i.json: sections[0].rows[0].image: cannot use the image "huge.png": image too large: 100000 × 100000 pixels (the limit is 32768 pixels a side and 268435456 pixels in all)"#),
        Case(limit: "a PNG `listshot compare` reads", files: [:], arguments: ["compare", "/dev/zero", "/dev/zero"], status: 2,
             message: "Error: /dev/zero: not a regular file (it is a character device); a PNG is read from a regular file"),
        Case(limit: "rows, headers and footers in view at once",
             files: ["v.json": json(#"{"rowHeight": 0.05, "sections": [{"generate": {"count": 100000}}]}"#)],
             arguments: ["render", "v.json"], status: 1,
             message: "Error: v.json: at offset 0 the viewport would show 16,881 rows, headers and footers at once; listshot draws at most 10,000 (make the rows taller or the viewport shorter)"),
        Case(limit: "the viewport", files: ["w.json": json(#"{"viewport": {"width": 20000, "height": 20000, "scale": 2}, "sections": []}"#)],
             arguments: ["render", "w.json"], status: 1,
             message: "Error: w.json: viewport: the viewport would be 40000 × 40000 pixels, more than a framebuffer holds (at most 32768 pixels a side and 1024 MiB)"),
        Case(limit: "frames in one `render` run", files: [:], arguments: ["render", "demo", "--offsets", "0:100000:1"], status: 64,
             message: "Error: --offsets 0:100000:1 gives 100,001 frames; listshot draws at most 100,000 in one run"),
        Case(limit: "frames of an animation", files: [:],
             arguments: ["render", "demo", "--offset", "0", "--offset", "100", "--apng", "--duration", "20", "--fps", "30", "-o", "a.png"],
             status: 64, message: "Error: --duration 20 at --fps 30 makes more than 600 frames; an animation has at most 600"),
        Case(limit: "frames of `listshot bench`", files: [:], arguments: ["bench", "--frames", "100001"], status: 64,
             message: "Error: --frames must be at most 100,000 (as in one render run), got 100,001"),
        Case(limit: "frames of `listshot bench`", files: [:], arguments: ["bench", "wheel", "--frames", "3", "--step", "9e307"], status: 64,
             message: "Error: --frames 3 and --step 9e+307 put the last frame more than 10,000,000,000,000 points from the first; (frames - 1) × step must be at most 10,000,000,000,000, the extent listshot lays out exactly"),
        Case(limit: "a docs manifest", files: ["m.yaml": json("images: []\n" + String(repeating: "#", count: 1 << 20) + "\n")],
             arguments: ["docs", "m.yaml"], status: 1,
             message: "Error: m.yaml: the manifest is larger than 1,048,576 bytes, the most listshot docs reads"),
        Case(limit: "a docs manifest", files: ["m.yaml": json("images:\n" + (0...10_000).map { "  - {scene: demo, output: o\($0).png}\n" }.joined())],
             arguments: ["docs", "m.yaml"], status: 1,
             message: "Error: m.yaml: images[10000]: the images up to this entry are more than 10,000, every offset and matrix combination counted; listshot docs makes at most 10,000 from one manifest"),
        // Issue 21, item 9: entries aliasing one 1,000-offset range are counted as they are read (before, 12 s and 190 MB).
        Case(limit: "a docs manifest",
             files: ["m.yaml": json("images:\n  - {scene: demo, output: \"a0/{offset}.png\", offsets: &r \"0:999:1\"}\n"
                + (1..<17_000).map { "  - {scene: demo, output: \"a\($0)/{offset}.png\", offsets: *r}\n" }.joined())],
             arguments: ["docs", "m.yaml"], status: 1,
             message: "Error: m.yaml: images[10]: the images up to this entry are more than 10,000, every offset and matrix combination counted; listshot docs makes at most 10,000 from one manifest"),
        Case(limit: "a docs manifest", files: ["m.yaml": json("images:\n  - {scene: demo, kind: strip, output: s.png, offsets: \"0:1000:1\"}\n")],
             arguments: ["docs", "m.yaml"], status: 1,
             message: #"Error: m.yaml: images[0].offsets: "0:1000:1" gives 1,001 offsets; an image takes at most 1,000"#),
        Case(limit: "`listshot snapshots accept`'s failure logs and goldens",
             files: ["artifacts/failures/1-1-2.json": json("""
                 {"started": 0, "checks": 1, "failures": [{"test": "T/T.swift one()", "sourceLocation": "T.swift:1", "golden": "../x.png",
                   "summary": "?", "actual": "T/actual.png", "provenance": [{"keyword": "listshot:version", "text": "9.9.9"}]}]}
                 """)],
             arguments: ["snapshots", "accept", "--artifacts", "artifacts"], status: 1,
             message: "Error: a chosen failure names a file that accept does not write or read; no golden was changed:"),
    ]

    @Test(arguments: cases)
    func onePastTheLimitIsRefusedWithNothingWritten(_ limit: Case) throws {
        let dir = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, bytes) in limit.files {
            try FileManager.default.createDirectory(
                atPath: ((dir + "/" + name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + name))
        }
        let result = try CommandLineTool.run(limit.arguments, in: dir)
        #expect(result.status == limit.status)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == limit.message, "stderr was: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        let written = Set(limit.files.keys.map { String($0.prefix { $0 != "/" }) }).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == written, "nothing written")
    }

    /// The article's "Limits" table lists exactly the limits these cases try.
    @Test func theArticlesTableListsTheseLimits() throws {
        let article = try String(
            contentsOfFile: RepositoryPaths.root + "/Sources/listshot/listshot.docc/DeterminismAndLimits.md", encoding: .utf8)
        let section = try #require(article.split(separator: "\n## Limits\n").dropFirst().first?.split(separator: "\n## ").first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| what ") }
        let names = rows.map { $0.dropFirst(2).components(separatedBy: " | ")[0] }
        #expect(names == Self.cases.map(\.limit).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
    }
}
