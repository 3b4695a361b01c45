import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

/// Every pixel of the verdict's counts, the diff and the composite, pinned by a digest of
/// what the first, pixel-at-a-time implementation drew: a faster one must draw the same
/// pixels, the faded grey of each unchanged pixel included (the pixelmatch references pin
/// only the red and yellow ones). Real frames (opaque), and seeded translucent images of
/// different sizes, whose composites blend over the background.
@Suite struct DifferencePixelsPinnedTests {
    /// FNV-1a over the size and the pixels: a stable digest for a pinned value.
    static func digest(_ image: Framebuffer) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ word: UInt32) {
            hash = (hash ^ UInt64(word)) &* 0x0000_0100_0000_01B3
        }
        mix(UInt32(image.width))
        mix(UInt32(image.height))
        image.pixels.withUnsafeBufferPointer { for pixel in $0 { mix(UInt32(littleEndian: pixel)) } }
        return hash
    }

    struct Pinned: Sendable, CustomTestStringConvertible {
        let pair: (String, String)
        let threshold: Double, ignoresAntialiasing: Bool
        let diff: UInt64, composite: UInt64
        var testDescription: String { "\(pair.1), threshold \(threshold), ignoring AA: \(ignoresAntialiasing)" }
    }

    static let fixtures: [Pinned] = [
        Pinned(pair: PixelmatchReferenceTests.demo, threshold: 0, ignoresAntialiasing: false, diff: 0xC9E3_0285_0FB3_EF64, composite: 0xCBFC_13EE_BCD9_C704),
        Pinned(pair: PixelmatchReferenceTests.demo, threshold: 0.1, ignoresAntialiasing: true, diff: 0x56C4_231D_322C_53F4, composite: 0x0259_EE31_D8E5_3B84),
        Pinned(pair: PixelmatchReferenceTests.cells, threshold: 0, ignoresAntialiasing: false, diff: 0xD632_8147_9FF0_7D90, composite: 0x2C21_50CF_3F1A_65F1),
        Pinned(pair: PixelmatchReferenceTests.cells, threshold: 0.1, ignoresAntialiasing: true, diff: 0x62CA_5722_F87C_9F0E, composite: 0x6548_1CCF_0564_0837),
        Pinned(pair: PixelmatchReferenceTests.typography, threshold: 0, ignoresAntialiasing: true, diff: 0xF921_2F2E_F868_AC66, composite: 0x4EA8_1E49_18DA_8D90),
        Pinned(pair: PixelmatchReferenceTests.typography, threshold: 0.1, ignoresAntialiasing: false, diff: 0x5511_AF3C_4C2B_1D0C, composite: 0x02EE_B013_9E9E_49AE),
    ]

    @Test(arguments: fixtures)
    func realFramesDrawThePinnedPixels(_ pinned: Pinned) throws {
        let expected = try fixture(pinned.pair.0), actual = try fixture(pinned.pair.1)
        let tolerance = SnapshotTolerance(colorThreshold: pinned.threshold, ignoresAntialiasing: pinned.ignoresAntialiasing)
        let diff = try DifferenceImages.diff(expected: expected, actual: actual, tolerance: tolerance)
        let composite = try DifferenceImages.composite(expected: expected, actual: actual, diff: diff)
        #expect(Self.digest(diff) == pinned.diff, "diff \(String(Self.digest(diff), radix: 16))")
        #expect(Self.digest(composite) == pinned.composite, "composite \(String(Self.digest(composite), radix: 16))")
    }

    /// A translucent image with blobs of flat colour (so that some pixels have many equal
    /// neighbours, as the anti-aliasing detector looks for) and noise.
    static func translucent(width: Int, height: Int, seed: UInt64) throws -> Framebuffer {
        var random = SplitMix64(seed: seed)
        var image = try Framebuffer(width: width, height: height)
        let flat = [Color(red: 20, green: 40, blue: 200, alpha: 255), Color(red: 250, green: 250, blue: 250, alpha: 128), .clear]
        for y in 0..<height {
            for x in 0..<width {
                let roll = random.next() % 8
                let color = roll < 5
                    ? flat[(x / 5 + y / 7) % flat.count]
                    : Color(red: UInt8(truncatingIfNeeded: random.next()), green: UInt8(truncatingIfNeeded: random.next()),
                            blue: UInt8(truncatingIfNeeded: random.next()), alpha: UInt8(truncatingIfNeeded: random.next()))
                image.setColor(color, x: x, y: y)
            }
        }
        return image
    }

    /// Counts, diff and composite of translucent images of different sizes, the second a
    /// noisier copy of the first's top-left part.
    @Test(arguments: [
        (0.0, false, 0xC29E_2A6B_4CEF_6B74 as UInt64, 0x0CA7_4B14_EB4E_424A as UInt64, 1507, 0),
        (0.05, true, 0xF747_5C8B_4BA0_3D41, 0x3A73_1DE0_0AAA_7D5B, 1255, 238),
        (0.2, true, 0x04CA_2EF0_D0A5_9877, 0x64F5_6898_1999_DEA5, 1199, 195),
    ])
    func translucentImagesOfDifferentSizesDrawThePinnedPixels(
        threshold: Double, ignoresAntialiasing: Bool, diffDigest: UInt64, compositeDigest: UInt64, differing: Int, antialiased: Int
    ) throws {
        let expected = try Self.translucent(width: 67, height: 45, seed: 24)
        var actual = try Self.translucent(width: 59, height: 52, seed: 14)
        for y in 0..<40 { for x in 0..<50 where (x * 7 + y * 3) % 5 != 0 { actual.setColor(expected.color(x: x, y: y), x: x, y: y) } }
        let tolerance = SnapshotTolerance(colorThreshold: threshold, ignoresAntialiasing: ignoresAntialiasing)
        let difference = ImageDifference(expected: expected, actual: actual, tolerance: tolerance)
        let diff = try DifferenceImages.diff(expected: expected, actual: actual, tolerance: tolerance)
        let composite = try DifferenceImages.composite(expected: expected, actual: actual, diff: diff)
        #expect(difference.differingPixels == differing && difference.antialiasedPixels == antialiased,
                "\(difference.differingPixels), \(difference.antialiasedPixels)")
        #expect(Self.digest(diff) == diffDigest, "diff \(String(Self.digest(diff), radix: 16))")
        #expect(Self.digest(composite) == compositeDigest, "composite \(String(Self.digest(composite), radix: 16))")
    }
}
