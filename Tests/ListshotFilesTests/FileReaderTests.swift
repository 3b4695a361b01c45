#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles
import ListshotTestSupport
import Testing

/// Whole-file reads with a bound: a file's bytes, and clear refusals for what is too large
/// or not a regular file.
@Suite struct FileReaderTests {
    @Test func readsEveryByteOfFilesOfManySizes() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        for count in [0, 1, 65_535, 65_536, 65_537, 300_000] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            writePlain(bytes, to: folder + "/f")
            #expect(try FileReader.readAll(folder + "/f") == bytes, "\(count) bytes")
            #expect(try FileReader.readAll(folder + "/f", limit: count, regularFileOnly: true) == bytes, "\(count) bytes")
        }
    }

    @Test func aFileOverTheLimitIsRefusedNamingTheLimit() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain([UInt8](repeating: 1, count: 2_049), to: folder + "/f")
        let error = #expect(throws: FileError.self) { try FileReader.readAll(folder + "/f", limit: 2_048) }
        #expect(error?.kind == .tooLarge(limit: 2_048))
        #expect(error?.description == "\(folder)/f: the file is larger than 2 KiB")
    }

    @Test func aDeviceThatNeverEndsStopsAtTheLimit() {
        // /dev/zero has no size: the bound holds while reading.
        let error = #expect(throws: FileError.self) { try FileReader.readAll("/dev/zero", limit: 1 << 20) }
        #expect(error?.description == "/dev/zero: the file is larger than 1 MiB")
    }

    @Test func somethingThatIsNotARegularFileIsRefusedBeforeItIsRead() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        // Without O_NONBLOCK, opening a FIFO with no writer would wait for ever.
        let fifo = #expect(throws: FileError.self) { try FileReader.readAll(folder + "/fifo", regularFileOnly: true) }
        #expect(fifo?.kind == .notRegularFile(what: "a FIFO"))
        #expect(fifo?.description == "\(folder)/fifo: not a regular file (it is a FIFO)")
        let dir = #expect(throws: FileError.self) { try FileReader.readAll(folder, regularFileOnly: true) }
        #expect(dir?.description == "\(folder): not a regular file (it is a folder)")
        #expect(dir?.code == EINVAL)
    }

    @Test func aMissingFileGivesTheSystemsReason() {
        let error = #expect(throws: FileError.self) { try FileReader.readAll("/tmp/listshot-no-such-file") }
        #expect(error?.kind == .system(code: ENOENT))
        #expect(error?.description == "/tmp/listshot-no-such-file: cannot read file: No such file or directory")
    }
}
