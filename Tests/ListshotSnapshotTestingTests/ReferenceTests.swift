import Foundation
import ListshotRaster
import ListshotSnapshot
import ListshotSnapshotTesting
import SnapshotTesting
import Testing

/// What the strategy writes: a PNG that decodes to the same pixels, in the same bytes on
/// every machine, and that the native library reads as a golden.
@Suite struct ReferenceTests {
    /// Opaque pixels and translucent ones (written as RGBA, un-premultiplied).
    static func picture() throws -> Framebuffer {
        var picture = try image(color: Color(red: 30, green: 140, blue: 90), dot: .red, at: [(4, 4), (30, 20)])
        picture.setColor(Color(red: 200, green: 40, blue: 10, alpha: 77), x: 12, y: 9)
        picture.setColor(.clear, x: 0, y: 0)
        return picture
    }

    @Test func aWrittenReferenceDecodesToTheSamePixelsAndMatchesTheNativeComparison() throws {
        let picture = try Self.picture()
        try withReferenceFolder { folder throws in
            #expect(verify(picture, record: .missing, in: folder, testName: "round-trip") != nil)
            let reference = folder + "/round-trip.image.png"
            let decoded = try PNGDecoder.decode(contentsOf: reference)
            #expect(decoded == picture)
            #expect(ImageDifference(expected: decoded, actual: picture).matches(.exact))
            #expect(nativeOutcome(picture, against: reference, tolerance: .exact) == .matched)
            // The deterministic encoding of the native goldens (without their text).
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: reference))) == (try referenceBytes(of: picture)))
        }
    }

    @Test func toDataAndFromDataRoundTrip() throws {
        let picture = try Self.picture(), diffing = Diffing<Framebuffer>.listshotImage()
        let data = diffing.toData(picture)
        #expect([UInt8](data) == (try referenceBytes(of: picture)))
        #expect(diffing.fromData(data) == picture)
    }

    /// Pixels are compared, not bytes: a golden of the native library (another compression,
    /// with provenance text) is a reference the strategy accepts.
    @Test func aReferenceInOtherBytesMatchesTheSamePixels() throws {
        let picture = try Self.picture()
        try withReferenceFolder { folder throws in
            let reference = folder + "/other-bytes.image.png"
            let options = PNGEncodingOptions(compression: .fast, text: SnapshotProvenance(name: "other").text)
            try PNGEncoder.write(picture, to: reference, options: options)
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: reference))) != (try referenceBytes(of: picture)))
            #expect(verify(picture, record: .never, in: folder, testName: "other-bytes") == nil)
        }
    }

    @Test func anUnreadableReferenceIsReportedAndFails() throws {
        try withReferenceFolder { folder throws in
            try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: folder + "/corrupt.image.png"))
            var message: String?
            withKnownIssue {
                message = verify(try! image(), record: .never, in: folder, testName: "corrupt")
            } matching: { issue in
                issue.comments.contains { $0.rawValue.hasPrefix("The reference is not a PNG listshot can read: PNG: not a PNG file (bad signature)") }
            }
            #expect(message?.contains("expected is 1 × 1 px, actual 40 × 30 px") == true)
        }
    }
}
