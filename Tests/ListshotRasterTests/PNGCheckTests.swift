import ListshotFiles
import ListshotTestSupport
import Testing

@testable import ListshotRaster

/// Every kind of file the encoder writes passes `pngcheck`, a validator that shares no code
/// with libpng: chunk lengths and CRCs, the IHDR fields, the zlib stream and its checksum.
@Suite struct PNGCheckTests {
    @Test func everyKindOfFileIsValid() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        var paths: [String] = []
        func write(_ frame: Framebuffer, _ name: String, _ options: PNGEncodingOptions = .init()) throws {
            paths.append(folder + "/" + name + ".png")
            try PNGEncoder.write(frame, to: paths.last!, options: options)
        }
        for (width, height) in EncoderShapeTests.sizes {
            for opaque in [true, false] {
                try write(try EncoderShapeTests.pattern(width: width, height: height, opaque: opaque), "\(width)x\(height)-\(opaque ? "rgb" : "rgba")")
            }
        }
        for filter in PNGFilter.allCases {
            try write(try RoundTripTests.translucentFrame(), "filter-\(filter)", .init(filter: filter))
            try write(try RoundTripTests.opaqueFrame(), "filter-\(filter)-rgb", .init(filter: filter))
        }
        for compression in PNGCompression.allCases {
            try write(try RoundTripTests.opaqueFrame(), "compression-\(compression)-rgb", .init(compression: compression))
            try write(try RoundTripTests.translucentFrame(), "compression-\(compression)", .init(compression: compression))
            try write(try CompressionTests.noise(width: 300, height: 200, opaque: true), "noise-\(compression)", .init(compression: compression))
        }
        for level in PNGEncodingOptions.levels {
            try write(try RoundTripTests.opaqueFrame(), "level-\(level)", .init(compressionLevel: level))
        }

        let report = try PNGCheck.run(paths)
        #expect(report.status == 0, "pngcheck: \(report.output)")
        // One "OK: <path> (…)" line a file, then a summary line.
        let passed = Set(report.lines.filter { $0.hasPrefix("OK: ") }.map { $0.dropFirst(4).prefix { $0 != " " } })
        #expect(passed == Set(paths.map { Substring($0) }), "pngcheck: \(report.output)")
    }

    /// The check itself finds a broken file: a flipped byte in the IDAT's CRC.
    @Test func pngcheckCatchesACorruptFile() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        var png = try PNGEncoder.encode(try RoundTripTests.opaqueFrame())
        png[png.count - 13] ^= 1
        let path = folder + "/bad.png"
        try AtomicFile.write(png, to: path)
        let report = try PNGCheck.run([path])
        #expect(report.status != 0)
        #expect(report.output.contains("CRC error"), "pngcheck: \(report.output)")
    }
}
