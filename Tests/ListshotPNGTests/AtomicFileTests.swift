#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotPNG
import ListshotRaster
import Testing

@Suite("Atomic file output")
struct AtomicFileTests {
    @Test func writesAndReplacesLeavingNoTemporaryFiles() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/out.bin"
        try AtomicFile.write([1, 2, 3], to: path)
        try AtomicFile.write(Array(repeating: 7, count: 100_000), to: path)
        #expect(listFolder(folder) == ["out.bin"])
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_size == 100_000)
    }

    @Test func emptyFileIsWritten() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        try AtomicFile.write([], to: folder + "/empty")
        #expect(listFolder(folder) == ["empty"])
    }

    @Test func dotComponentsInThePathWork() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        try AtomicFile.write([42], to: folder + "/./rel.bin")
        #expect(listFolder(folder) == ["rel.bin"])
    }

    @Test func missingFolderThrowsAndLeavesNothing() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/missing/out.png"
        let error = #expect(throws: PNGError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(error?.path == path)
        #expect(error?.kind == .io(code: ENOENT))
        #expect(error?.description == "\(path): cannot write file: No such file or directory")
        #expect(!exists(folder + "/missing"))
        #expect(listFolder(folder).isEmpty)
    }

    @Test func parentIsARegularFileThrows() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain([0], to: folder + "/plain")
        let path = folder + "/plain/out.png"
        let error = #expect(throws: PNGError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.description == "\(path): cannot write file: Not a directory")
        #expect(listFolder(folder) == ["plain"])
    }

    @Test func targetIsAFolderThrowsAndRemovesTheTemporaryFile() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        mkdir(folder + "/taken", 0o755)
        let path = folder + "/taken"
        let error = #expect(throws: PNGError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.path == path)
        #expect(error?.message == "cannot write file (rename into place): Is a directory")
        #expect(listFolder(folder) == ["taken"], "the temporary file was removed")
    }

    @Test func pathEndingInSlashThrows() {
        let error = #expect(throws: PNGError.self) { try AtomicFile.write([1], to: "/tmp/") }
        #expect(error?.description == "/tmp/: cannot write file: Is a directory")
    }

    /// Root ignores directory permissions, so this only means something for other users;
    /// `parentIsARegularFileThrows` and `missingFolderThrowsAndLeavesNothing` cover the
    /// failure paths when running as root.
    @Test(.enabled(if: geteuid() != 0, "root bypasses directory permissions"))
    func readOnlyFolderThrowsPermissionDenied() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        chmod(folder, 0o555)
        let path = folder + "/out.png"
        let error = #expect(throws: PNGError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.description == "\(path): cannot write file: Permission denied")
        chmod(folder, 0o755)
        #expect(listFolder(folder).isEmpty)
    }

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
        #expect(error?.description == "/tmp/never.png: compression level 42 is outside 0…9")
        #expect(!exists("/tmp/never.png"))
    }
}
