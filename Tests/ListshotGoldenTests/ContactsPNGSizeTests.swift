import ListshotRaster
import ListshotScenes
import ListshotTestSupport
import Testing

/// The encoder on a real frame: the contacts scene at offset 600, 780 × 1688 pixels.
///
/// Pillow's files for the 60 contacts frames average 141.7 KB (`../shared/FIELD-NOTES.md`,
/// "Encoding the contacts frames"); ours, by default (the screen matcher), may be no larger
/// (this frame: 131.0 KB when it was written).
@Suite struct ContactsPNGSizeTests {
    static let limit = 141_700  // Pillow's average bytes

    @Test func aContactsFrameIsSmallRGBAndExact() throws {
        let frame = try ContactsSceneTests.render(offset: 600).frame.framebuffer
        let png = try PNGEncoder.encode(frame)
        #expect(png.count <= Self.limit, "\(png.count) bytes; the limit is \(Self.limit)")
        #expect(png[25] == 2, "an opaque frame is written as RGB")
        #expect(try PNGDecoder.decode(png) == frame)

        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        try PNGEncoder.write(frame, to: folder + "/contacts-600.png")
        let report = try PNGCheck.run([folder + "/contacts-600.png"])
        #expect(report.status == 0 && report.output.hasPrefix("OK: "), "pngcheck: \(report.output)")
    }

    /// On a real frame `.fast` (ISA-L) gives the largest file, the screen matcher
    /// (`.balanced`) and libdeflate (`.small`) smaller ones — the matcher's the smallest
    /// here, as it is on the 60 frames — and all three decode to the same pixels. (Their
    /// speeds are measured by `listshot bench --compression`, not here.)
    @Test func eachCompressionTradesSizeOnARealFrame() throws {
        let frame = try ContactsSceneTests.render(offset: 600).frame.framebuffer
        let sizes = try PNGCompression.allCases.map { compression in
            let png = try PNGEncoder.encode(frame, options: .init(compression: compression))
            #expect(try PNGDecoder.decode(png) == frame, "\(compression)")
            return png.count
        }
        #expect(PNGCompression.allCases == [.fast, .balanced, .small])
        #expect(sizes[0] > sizes[2] && sizes[2] > sizes[1], "fast, balanced, small: \(sizes) bytes")
    }
}
