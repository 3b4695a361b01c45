import ListshotFiles
import ListshotTestSupport
import Testing

@testable import ListshotRaster

/// One encoder for many frames: its output equals a fresh encoder's, and it keeps the
/// caller's array instead of allocating a new one.
@Suite struct EncoderReuseTests {
    static func frames() throws -> [Framebuffer] {
        [
            try EncoderShapeTests.pattern(width: 300, height: 200, opaque: true),
            try EncoderShapeTests.pattern(width: 7, height: 5, opaque: false),
            try RoundTripTests.translucentFrame(),
            try EncoderShapeTests.pattern(width: 1, height: 1, opaque: true),
            try EncoderShapeTests.pattern(width: 300, height: 200, opaque: false),
            try RoundTripTests.opaqueFrame(),
        ]
    }

    /// Frames that grow, shrink and switch between RGB and RGBA: the same bytes as the
    /// static encoder gives each alone.
    @Test func aReusedEncoderWritesWhatAFreshOneWrites() throws {
        let encoder = try PNGEncoder()
        var png: [UInt8] = []
        for frame in try Self.frames() + Self.frames() {
            try encoder.encode(frame, into: &png)
            #expect(png == (try PNGEncoder.encode(frame)))
            #expect(try PNGDecoder.decode(png) == frame)
        }
    }

    /// After the first frame the array's storage is reused, not replaced.
    @Test func theOutputArrayKeepsItsStorage() throws {
        let encoder = try PNGEncoder(options: .init(compressionLevel: 6))
        let frames = try (0..<8).map { i in
            try framebuffer(width: 120, height: 90) { x, y in (UInt8((x * i) & 0xFF), UInt8(y), UInt8(i), 255) }
        }
        var png: [UInt8] = []
        png.reserveCapacity(64 * 1024)
        let storage = png.withUnsafeBufferPointer { $0.baseAddress }
        for frame in frames {
            try encoder.encode(frame, into: &png)
            #expect(png.withUnsafeBufferPointer { $0.baseAddress } == storage)
            #expect(try PNGDecoder.decode(png) == frame)
        }
    }

    /// Encoders on several threads at once write the same bytes as one alone.
    @Test func encodersOnManyThreadsAgree() async throws {
        let frames = try Self.frames()
        let expected = try frames.map { try PNGEncoder.encode($0) }
        let results = try await withThrowingTaskGroup(of: [[UInt8]].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let encoder = try PNGEncoder()
                    var files: [[UInt8]] = []
                    for frame in frames {
                        var png: [UInt8] = []
                        try encoder.encode(frame, into: &png)
                        files.append(png)
                    }
                    return files
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 4)
        for files in results { #expect(files == expected) }
    }

    /// `write(_:to:)` of an encoder writes what the static `encode` returns, frame after frame.
    @Test func aReusedEncoderWritesFiles() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let encoder = try PNGEncoder(options: .init(compressionLevel: 1, filter: .sub))
        for (i, frame) in try Self.frames().enumerated() {
            let path = folder + "/\(i).png"
            try encoder.write(frame, to: path)
            #expect(try FileReader.readAll(path) == (try PNGEncoder.encode(frame, options: encoder.options)))
            #expect(try PNGDecoder.decode(contentsOf: path) == frame)
        }
    }

    @Test func levelsAreCheckedWhenTheEncoderIsMade() {
        let error = #expect(throws: PNGError.self) { try PNGEncoder(options: .init(compressionLevel: 13)) }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.description == "PNG: compression level 13 is outside 0…12")
    }
}
