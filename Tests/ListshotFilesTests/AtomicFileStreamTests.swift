#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import ListshotFiles
import ListshotTestSupport

/// Issue 21, item 8: a file written a piece at a time (an animation) appears whole or not at
/// all, through the same temporary file, lock and rename as a single write.
@Suite("Atomic file streams")
struct AtomicFileStreamTests {
    /// Pieces go to the temporary file as they come; the path keeps its old file until the
    /// commit, then holds exactly the pieces; no temporary file is left.
    @Test func piecesAppearAtTheCommit() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/a.png"
        try AtomicFile.write([9, 9], to: path)
        let stream = try AtomicFile.Stream(path: path, random: { 0xabc })
        try stream.write([1, 2, 3])
        try stream.write(Array(repeating: 7, count: 100_000))
        #expect(stream.byteCount == 100_003)
        // The bytes are on disk already, beside the file, under the temporary name.
        let temporary = folder + "/" + AtomicFile.temporaryName(forFileNamed: "a.png", pid: getpid(), random: 0xabc)
        #expect(try readFile(temporary).count == 100_003)
        #expect(try readFile(path) == [9, 9])
        try stream.commit()
        #expect(try readFile(path) == [1, 2, 3] + Array(repeating: 7, count: 100_000))
        #expect(listFolder(folder) == ["a.png"])
        // Nothing more can be written.
        #expect(throws: FileError.self) { try stream.write([1]) }
    }

    /// Abandoned, released, or failed: the old file stays and nothing else is left.
    @Test func anUncommittedStreamLeavesNothing() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/a.png"
        try AtomicFile.write([9, 9], to: path)
        let abandoned = try AtomicFile.Stream(path: path)
        try abandoned.write([1, 2, 3])
        abandoned.abandon()
        #expect(listFolder(folder) == ["a.png"])
        do {
            let released = try AtomicFile.Stream(path: folder + "/b.png")
            try released.write([1])
            #expect(listFolder(folder).count == 2)
        }
        #expect(listFolder(folder) == ["a.png"])
        #expect(try readFile(path) == [9, 9])
    }

    /// A missing folder, a folder at the path: refused when the stream is opened, naming the path.
    @Test func badPathsAreRefusedAtOnce() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        #expect { try AtomicFile.Stream(path: folder + "/missing/a.png") } throws: { error in
            (error as? FileError)?.description == folder + "/missing/a.png: cannot write file: No such file or directory"
        }
        #expect { try AtomicFile.Stream(path: folder) } throws: { error in (error as? FileError)?.code == EISDIR }
        #expect { try AtomicFile.Stream(path: "") } throws: { error in (error as? FileError)?.code == ENOENT }
    }

    /// A device or FIFO is written at the commit, in one go, from a spool: a FIFO's reader
    /// gets every byte, and nothing before the commit.
    @Test func aFIFOGetsTheWholeFileAtTheCommit() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let stream = try AtomicFile.Stream(path: fifo)
        let piece = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
        try stream.write(piece)
        try stream.write(piece)
        #expect(listFolder(folder) == ["fifo"])
        let reader = BackgroundReader(path: fifo)
        try stream.commit()
        #expect(reader.finished(within: 10))
        #expect(reader.bytes == piece + piece)
        #expect(fileType(fifo) == S_IFIFO)
        // /dev/null takes it too, and stays a device.
        let null = try AtomicFile.Stream(path: "/dev/null")
        try null.write(piece)
        try null.commit()
        #expect(fileType("/dev/null") == S_IFCHR)
    }
}
