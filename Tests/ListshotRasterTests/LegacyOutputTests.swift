import ListshotGeometry
import ListshotRaster
import Testing

@Suite struct LegacyOutputTests {
    /// Recorded before paths, strokes, rounded clips and area-averaged downscaling were added.
    static let recordedChecksum: UInt64 = 0xc98d_59eb_cb71_88f4

    @Test func mixedPrimitivesWithoutRoundedClipAreUnchanged() throws {
        let sum = checksum(try legacySampleFrame())
        #expect(sum == Self.recordedChecksum, "checksum \(String(sum, radix: 16))")
    }

    @Test func aRestoredRoundedClipLeavesNoTrace() throws {
        // Clipping round and restoring, before and in the middle of drawing, changes nothing.
        var canvas = try makeCanvas(width: 300, height: 220, scale: 2, color: Color(rgb: 0x101010))
        canvas.save()
        canvas.clip(to: Rect(x: 10, y: 10, width: 50, height: 50), cornerRadii: CornerRadii(all: 12))
        canvas.restore()
        var expected = try makeCanvas(width: 300, height: 220, scale: 2, color: Color(rgb: 0x101010))
        #expect(canvas.clipBounds == expected.clipBounds)
        canvas.fill(Rect(x: 3.3, y: 2.7, width: 40.25, height: 12.6), color: .purple)
        expected.fill(Rect(x: 3.3, y: 2.7, width: 40.25, height: 12.6), color: .purple)
        #expect(canvas.framebuffer == expected.framebuffer)
    }
}
