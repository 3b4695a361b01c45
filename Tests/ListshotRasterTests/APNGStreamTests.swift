import ListshotFiles
import ListshotTestSupport
import Testing

@testable import ListshotRaster

/// Issue 21, item 8: an animation written out as it is made (``APNGEncoder/flush(to:)``) is
/// the same file, byte for byte, and the encoder holds one frame's bytes at most, whatever
/// the number of frames (it held the whole file until the end before).
@Suite struct APNGStreamTests {
    /// `count` frames that scroll: each differs from the one before in most rows.
    static func frames(_ count: Int) throws -> [Framebuffer] {
        try (0..<count).map { try APNGEncoderTests.scrolled($0 * 3) }
    }

    /// Streams `frames` to `path`; returns the most bytes the encoder held at once.
    static func stream(_ frames: [Framebuffer], to path: String, options: PNGEncodingOptions = .init()) throws -> Int {
        let encoder = try APNGEncoder(options: options)
        let stream = try AtomicFile.Stream(path: path)
        try encoder.begin(width: 40, height: 30, frameCount: frames.count, opaque: true)
        try encoder.flush(to: stream)
        for frame in frames {
            try encoder.add(frame, delay: APNGDelay(framesPerSecond: 30))
            try encoder.flush(to: stream)
        }
        try encoder.finish(to: stream)
        try stream.commit()
        return encoder.mostBytesHeld
    }

    @Test(arguments: [PNGCompression.fast, .balanced, .small])
    func aStreamedAnimationIsTheSameFile(compression: PNGCompression) throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let frames = try Self.frames(12)
        let options = PNGEncodingOptions(compression: compression, text: [PNGTextEntry(keyword: "Software", text: "listshot")])
        _ = try Self.stream(frames, to: folder + "/a.png", options: options)
        let whole = try APNGEncoder.encode(
            frames: frames, delays: Array(repeating: APNGDelay(framesPerSecond: 30), count: 12), options: options)
        #expect(try readFile(folder + "/a.png") == whole)
        #expect(listFolder(folder) == ["a.png"])
    }

    /// The bytes held do not grow with the frames: 60 frames hold about what 3 hold, less than a
    /// frame's pixels, while the file is many times that.
    @Test func theEncoderHoldsOneFramesBytes() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let few = try Self.stream(try Self.frames(3), to: folder + "/few.png")
        let many = try Self.stream(try Self.frames(60), to: folder + "/many.png")
        let file = try readFile(folder + "/many.png").count
        #expect(many < 2 * few, "60 frames held \(many) bytes, 3 frames \(few)")
        #expect(many <= 40 * 30 * 4)
        #expect(file > 10 * many, "the file is \(file) bytes, the encoder held \(many)")
    }

    /// Flushing with no animation begun is refused, and writes nothing.
    @Test func flushingWithoutAnAnimationIsRefused() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let stream = try AtomicFile.Stream(path: folder + "/a.png")
        let encoder = try APNGEncoder()
        #expect { try encoder.flush(to: stream) } throws: { error in
            (error as? PNGError)?.kind == .invalidArgument && "\(error)".contains("no animation was begun")
        }
        #expect(stream.byteCount == 0)
    }
}
