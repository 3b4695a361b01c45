import Foundation
import ListshotGeometry
import ListshotRaster
import Testing
@testable import ListshotText

/// A fresh temporary folder, removed by the caller.
func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("listshot-text-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A canvas over a framebuffer of `width` × `height` device pixels filled with `color`.
func makeCanvas(width: Int, height: Int, scale: Double, color: Color = .black) throws -> Canvas {
    Canvas(framebuffer: try Framebuffer(width: width, height: height, color: color), scale: scale)
}

/// The device pixels whose value differs between two framebuffers of the same size.
func changedPixels(_ a: Framebuffer, _ b: Framebuffer) -> [(x: Int, y: Int)] {
    var result: [(Int, Int)] = []
    for y in 0..<a.height {
        for x in 0..<a.width where a.pixels[y * a.width + x] != b.pixels[y * b.width + x] {
            result.append((x, y))
        }
    }
    return result
}

/// Big-endian integers from a font file's table, read independently of FreeType.
struct OpenTypeTables {
    let data: Data
    let tables: [String: Int]

    init(path: String) throws {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
        let count = Int(Self.u16(data, 4))
        var tables: [String: Int] = [:]
        for i in 0..<count {
            let record = 12 + 16 * i
            let tag = String(decoding: data[record..<record + 4], as: UTF8.self)
            tables[tag] = Int(Self.u32(data, record + 8))
        }
        self.tables = tables
    }

    func int16(_ table: String, _ offset: Int) -> Int { Int(Int16(bitPattern: Self.u16(data, tables[table]! + offset))) }
    func uint16(_ table: String, _ offset: Int) -> Int { Int(Self.u16(data, tables[table]! + offset)) }

    private static func u16(_ d: Data, _ at: Int) -> UInt16 {
        UInt16(d[d.startIndex + at]) << 8 | UInt16(d[d.startIndex + at + 1])
    }
    private static func u32(_ d: Data, _ at: Int) -> UInt32 {
        UInt32(u16(d, at)) << 16 | UInt32(u16(d, at + 2))
    }
}

/// Records an issue, without dumping every pixel, unless `a` and `b` hold the same pixels.
func expectIdentical(
    _ a: Framebuffer, _ b: Framebuffer, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard a.width == b.width, a.height == b.height else {
        Issue.record("\(what): sizes differ", sourceLocation: sourceLocation)
        return
    }
    let changed = changedPixels(a, b)
    if let first = changed.first {
        Issue.record("\(what): \(changed.count) pixels differ, first at \(first)", sourceLocation: sourceLocation)
    }
}

/// Records an issue if `a` and `b` hold the same pixels.
func expectDifferent(
    _ a: Framebuffer, _ b: Framebuffer, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    if a == b { Issue.record("\(what): the images are identical", sourceLocation: sourceLocation) }
}
