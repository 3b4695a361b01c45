import ListshotFiles
import ListshotTestSupport
import Testing

@testable import ListshotRaster

/// Animated PNGs: the chunks in the order the APNG specification asks, numbered and with
/// good CRCs; every frame read back, by a reader of the tests' own (``APNGReader``) and by
/// pngcheck; the first frame is the still image libpng shows.
@Suite struct APNGEncoderTests {
    /// A 40 × 30 picture scrolled by `shift` rows (so each frame differs from the one
    /// before in most rows), with a band that only some frames change.
    static func scrolled(_ shift: Int, opaque: Bool = true, band: UInt8 = 0) throws -> Framebuffer {
        try framebuffer(width: 40, height: 30) { x, y in
            let a: UInt8 = opaque ? 255 : UInt8(128 + (x + y) % 128)
            let v = UInt8(((y + shift) * 9 + x * 3) % Int(a))
            return (v, x >= 10 && x < 14 && y >= 20 && y < 23 ? band % a : UInt8(x * 5 % Int(a)), UInt8(y * 7 % Int(a)), a)
        }
    }

    /// Frames that scroll, stand still (the same frame twice) and change only a band.
    static func frames(opaque: Bool = true) throws -> [Framebuffer] {
        [
            try scrolled(0, opaque: opaque), try scrolled(3, opaque: opaque), try scrolled(3, opaque: opaque),
            try scrolled(3, opaque: opaque, band: 200), try scrolled(10, opaque: opaque),
        ]
    }

    /// What `body` threw, as its description; `nil` when it did not throw.
    static func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let delays = [
        APNGDelay(framesPerSecond: 30), APNGDelay(framesPerSecond: 30), APNGDelay(numerator: 1, denominator: 10),
        APNGDelay(framesPerSecond: 30), APNGDelay(numerator: 1, denominator: 1),
    ]

    @Test func theChunksComeInOrderNumberedWithGoodCRCs() throws {
        let png = try APNGEncoder.encode(frames: Self.frames(), delays: Self.delays)
        let reader = APNGReader(png)
        #expect(reader.types == ["IHDR", "acTL", "fcTL", "IDAT"] + Array(repeating: ["fcTL", "fdAT"], count: 4).flatMap { $0 } + ["IEND"])
        #expect(reader.chunks.allSatisfy { $0.crcMatches })
        #expect(reader.animationControl?.frames == 5)
        #expect(reader.animationControl?.plays == 0)
        #expect(reader.sequenceNumbers == Array(0...8))
        #expect(reader.chunks[0].data[9] == 2, "colour type 2: every frame is opaque")
        let controls = reader.frameControls
        #expect(controls.map(\.delayDenominator) == [30, 30, 10, 30, 1])
        #expect(controls.map(\.delayNumerator) == [1, 1, 1, 1, 1])
        #expect(controls.allSatisfy { $0.dispose == 0 && $0.blend == 0 })
        // The first frame is the canvas; then what changed: a scroll changes every row, no
        // change is one pixel, the band is its own 4 × 3 rectangle.
        #expect(controls.map { [$0.x, $0.y, $0.width, $0.height] } == [
            [0, 0, 40, 30], [0, 0, 40, 30], [0, 0, 1, 1], [10, 20, 4, 3], [0, 0, 40, 30],
        ])
    }

    @Test(arguments: [true, false])
    func everyFrameReadsBackAsItWasGiven(opaque: Bool) throws {
        let frames = try Self.frames(opaque: opaque)
        let png = try APNGEncoder.encode(frames: frames, delays: Self.delays, plays: 3)
        let reader = APNGReader(png)
        #expect(reader.chunks[0].data[9] == (opaque ? 2 : 6))
        #expect(reader.animationControl?.plays == 3)
        let decoded = try reader.frames()
        #expect(decoded.count == frames.count)
        for (index, (got, want)) in zip(decoded, frames).enumerated() {
            #expect(got == want, "frame \(index)")
        }
    }

    /// A viewer without APNG support (libpng, and so ``PNGDecoder``) sees the first frame.
    @Test func theFirstFrameIsTheStillImage() throws {
        let frames = try Self.frames()
        let png = try APNGEncoder.encode(frames: frames, delays: Self.delays)
        #expect(try PNGDecoder.decode(png) == frames[0])
    }

    /// pngcheck checks every chunk's length and CRC and the first frame's zlib stream. The
    /// Debian build here (3.0.3) lists acTL, fcTL and fdAT as unknown ancillary chunks
    /// rather than parsing them, so their contents are checked by ``APNGReader`` above.
    @Test func pngcheckAcceptsTheAnimation() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let paths = [folder + "/rgb.png", folder + "/rgba.png"]
        try APNGEncoder.write(frames: Self.frames(), delays: Self.delays, to: paths[0])
        try APNGEncoder.write(frames: Self.frames(opaque: false), delays: Self.delays, to: paths[1])
        let executable = try #require(PNGCheck.executable, "pngcheck is not installed (sudo apt-get install pngcheck)")
        let (status, output) = try runTool(executable, ["-v"] + paths)
        #expect(status == 0, "pngcheck: \(output)")
        let chunks = output.split(separator: "\n").filter { $0.hasPrefix("  chunk ") }.map { $0.split(separator: " ")[1] }
        let one = ["IHDR", "acTL", "fcTL", "IDAT"] + Array(repeating: ["fcTL", "fdAT"], count: 4).flatMap { $0 } + ["IEND"]
        #expect(chunks.map(String.init) == one + one, "pngcheck: \(output)")
        #expect(output.contains("No errors were detected in 2 of the 2 files tested."), "pngcheck: \(output)")
    }

    @Test func theSameFramesGiveTheSameBytesFromOneEncoderOrTwo() throws {
        let encoder = try APNGEncoder()
        var first: [UInt8] = [], second: [UInt8] = []
        try encoder.encode(frames: Self.frames(), delays: Self.delays, into: &first)
        // A still image in between does not disturb the next animation.
        _ = try PNGEncoder.encode(try Self.scrolled(1))
        try encoder.encode(frames: Self.frames(), delays: Self.delays, into: &second)
        #expect(first == second)
        let fresh = try APNGEncoder.encode(frames: Self.frames(), delays: Self.delays)
        #expect(first == fresh)
    }

    @Test func oneFrameIsAnAnimationOfOne() throws {
        let frame = try Self.scrolled(0)
        let reader = APNGReader(try APNGEncoder.encode(frames: [frame], delays: [APNGDelay(framesPerSecond: 1)]))
        #expect(reader.types == ["IHDR", "acTL", "fcTL", "IDAT", "IEND"])
        #expect(try reader.frames() == [frame])
    }

    @Test func badArgumentsAreRefusedWithMessages() throws {
        let frame = try Self.scrolled(0)
        #expect(Self.message { _ = try APNGEncoder.encode(frames: [], delays: []) } == "PNG: an animation needs at least one frame")
        let small = try Framebuffer(width: 3, height: 2, color: .white)
        #expect(Self.message { _ = try APNGEncoder.encode(frames: [frame, small], delays: Self.delays) }
            == "PNG: frame 1 is 3 × 2 pixels, frame 0 40 × 30; an animation's frames have one size")
        #expect(Self.message { _ = try APNGEncoder.encode(frames: [frame], delays: Self.delays) }
            == "PNG: 5 delays for 1 frames; give one delay a frame")
        #expect(Self.message { _ = try APNGEncoder.encode(frames: [frame], delays: [Self.delays[0]], plays: -1) }
            == "PNG: plays must be 0 (without end) … 2147483647, got -1")
    }

    /// A frame at a time gives the bytes of all the frames at once; what does not fit the
    /// animation begun is refused, naming it.
    @Test func framesAddedOneAtATimeGiveTheSameFile() throws {
        let frames = try Self.frames()
        let encoder = try APNGEncoder()
        try encoder.begin(width: 40, height: 30, frameCount: frames.count, opaque: true)
        for (frame, delay) in zip(frames, Self.delays) { try encoder.add(frame, delay: delay) }
        var png: [UInt8] = []
        try encoder.finish(into: &png)
        #expect(png == (try APNGEncoder.encode(frames: frames, delays: Self.delays)))

        try encoder.begin(width: 40, height: 30, frameCount: 2, opaque: true)
        #expect(Self.message { try encoder.add(try Framebuffer(width: 3, height: 2, color: .white), delay: Self.delays[0]) }
            == "PNG: a 3 × 2 frame added to an animation of 40 × 30")
        #expect(Self.message { try encoder.add(try Self.scrolled(0, opaque: false), delay: Self.delays[0]) }
            == "PNG: frame 0 has pixels that are not opaque, in an animation begun as opaque (RGB)")
        try encoder.add(frames[0], delay: Self.delays[0])
        #expect(Self.message { try encoder.finish(into: &png) } == "PNG: the animation has 1 of its 2 frames")
        #expect(png.isEmpty)
        #expect(Self.message { try encoder.add(frames[1], delay: Self.delays[1]) } == "PNG: a frame added, but no animation was begun")
    }

    /// A failed write leaves nothing behind; it is the files layer's error, a failed encoding
    /// a PNGError (issue 23 item 6).
    @Test func aFailedWriteLeavesNoFile() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/missing/scroll.png"
        let error = #expect(throws: FileError.self) { try APNGEncoder.write(frames: Self.frames(), delays: Self.delays, to: path) }
        #expect(error?.description == path + ": cannot write file: No such file or directory")
        #expect(listFolder(folder).isEmpty)
        #expect(throws: PNGError.self) { try APNGEncoder.write(frames: [], delays: [], to: folder + "/none.png") }
        #expect(listFolder(folder).isEmpty)
    }

    @Test func delaysReadAsSeconds() {
        #expect(APNGDelay(framesPerSecond: 30).description == "1/30 s")
        #expect(APNGDelay(numerator: 3, denominator: 0).seconds == 0.03)
    }
}
