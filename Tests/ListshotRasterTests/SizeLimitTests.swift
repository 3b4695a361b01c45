import ListshotRaster
import Testing

@Suite("Decompression-bomb guard")
struct SizeLimitTests {
    /// A PNG with a valid IHDR of the given size, then a tiny IDAT and IEND.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        // zlib stream of a single empty stored block: not enough data, but well formed.
        let idat: [UInt8] = [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]
        return pngSignature + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    @Test func crcOfTheCraftedHeaderIsValid() {
        // The same construction with a legal size gets past the header checks to the data.
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Self.header(width: 2, height: 2)) }
        #expect(error?.kind == .corrupt)
        #expect(error?.message.contains("CRC") == false, "\(String(describing: error))")
    }

    @Test func widthAboveLimitIsRefused() {
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Self.header(width: 100_000, height: 1)) }
        #expect(error?.kind == .tooLarge)
        #expect(
            error?.description
                == "PNG: image too large: 100000 × 1 pixels (the limit is 32768 pixels a side and 268435456 pixels in all)")
    }

    @Test func heightAboveLimitIsRefused() {
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Self.header(width: 1, height: 40_000)) }
        #expect(error?.kind == .tooLarge)
    }

    @Test func tooManyPixelsIsRefused() {
        // Each side is allowed, but 20 000² = 4 × 10⁸ pixels (1.6 GB) is above 2²⁸.
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Self.header(width: 20_000, height: 20_000)) }
        #expect(error?.kind == .tooLarge)
        #expect(error?.message.hasPrefix("image too large: 20000 × 20000 pixels") == true)
    }

    @Test func largestSideIsAllowedPastTheGuard() {
        // 32768 × 1 passes the size check, so it fails later for its missing data instead.
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Self.header(width: 32_768, height: 1)) }
        #expect(error?.kind == .corrupt)
    }
}
