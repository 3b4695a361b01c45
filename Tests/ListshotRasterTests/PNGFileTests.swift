import ListshotFiles
import ListshotTestSupport
import Testing

@testable import ListshotRaster

/// Writing and reading PNG files: the encoder's bytes go through the atomic writer, and its
/// errors name the path.
@Suite struct PNGFileTests {
    @Test func encoderWritesAFileThatDecodes() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let frame = try RoundTripTests.translucentFrame()
        let path = folder + "/frame.png"
        try PNGEncoder.write(frame, to: path)
        #expect(listFolder(folder) == ["frame.png"])
        #expect(try PNGDecoder.decode(contentsOf: path) == frame)
    }

    @Test func encoderErrorsNameThePath() throws {
        let frame = try RoundTripTests.opaqueFrame()
        let error = #expect(throws: PNGError.self) {
            try PNGEncoder.write(frame, to: "/tmp/never.png", options: .init(compressionLevel: 42))
        }
        #expect(error?.description == "/tmp/never.png: compression level 42 is outside 0…12")
        #expect(!exists("/tmp/never.png"))
    }

    /// A failed write is the files layer's error; encoding problems stay PNGError (issue 23 item 6).
    @Test func aFailedWriteIsAFileErrorNamingThePath() throws {
        let frame = try RoundTripTests.opaqueFrame()
        let path = "/tmp/listshot-no-such-folder/frame.png"
        let error = #expect(throws: FileError.self) { try PNGEncoder.write(frame, to: path) }
        #expect(error == FileError(.system(code: 2), path: path, message: "cannot write file: No such file or directory"))
        let animation = #expect(throws: FileError.self) {
            try APNGEncoder.write(frames: [frame], delays: [APNGDelay(framesPerSecond: 10)], to: path)
        }
        #expect(animation?.description == path + ": cannot write file: No such file or directory")
    }

    @Test func aMissingFileIsAnIOErrorNamingIt() {
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOf: "/tmp/listshot-no-such-file.png") }
        #expect(error?.kind == .io(code: 2))
        #expect(error?.description == "/tmp/listshot-no-such-file.png: cannot read file: No such file or directory")
    }
}
