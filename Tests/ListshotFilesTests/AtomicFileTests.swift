#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import ListshotFiles
import ListshotTestSupport

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
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(error?.path == path)
        #expect(error?.kind == .system(code: ENOENT))
        #expect(error?.description == "\(path): cannot write file: No such file or directory")
        #expect(!exists(folder + "/missing"))
        #expect(listFolder(folder).isEmpty)
    }

    @Test func parentIsARegularFileThrows() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain([0], to: folder + "/plain")
        let path = folder + "/plain/out.png"
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.description == "\(path): cannot write file: Not a directory")
        #expect(listFolder(folder) == ["plain"])
    }

    /// Refused before any temporary file is made (a folder that appears later makes the
    /// rename fail instead, and the temporary file is removed then).
    @Test func targetIsAFolderThrowsAndLeavesNoTemporaryFile() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        mkdir(folder + "/taken", 0o755)
        let path = folder + "/taken"
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.path == path)
        #expect(error?.kind == .system(code: EISDIR))
        #expect(error?.message == "cannot write file: Is a directory")
        #expect(listFolder(folder) == ["taken"], "no temporary file")
        #expect(listFolder(path).isEmpty)
    }

    @Test func pathEndingInSlashThrows() {
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: "/tmp/") }
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
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.description == "\(path): cannot write file: Permission denied")
        chmod(folder, 0o755)
        #expect(listFolder(folder).isEmpty)
    }

    // MARK: Devices, FIFOs and sockets: written in place or refused, never replaced

    /// Root only: `mknod` needs `CAP_MKNOD` (others get EPERM). The node is made in a
    /// temporary folder; `/dev` itself is never touched.
    @Test(.enabled(if: canMakeDeviceNodes, "mknod needs root (CAP_MKNOD)"))
    func nullDeviceStaysADeviceAndTakesTheBytes() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/null"
        makeCharacterDevice(path, major: 1, minor: 3)
        try AtomicFile.write(Array(repeating: 9, count: 200_000), to: path)
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFCHR, "still a character device")
        #expect(info.st_rdev == deviceNumber(major: 1, minor: 3))
        #expect(listFolder(folder) == ["null"], "no temporary file")
    }

    /// Root only (mknod), as above.
    @Test(.enabled(if: canMakeDeviceNodes, "mknod needs root (CAP_MKNOD)"))
    func fullDeviceFailsWithNoSpaceAndStaysADevice() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/full"
        makeCharacterDevice(path, major: 1, minor: 7)
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(error?.kind == .system(code: ENOSPC))
        #expect(error?.description == "\(path): cannot write file: No space left on device")
        #expect(fileType(path) == S_IFCHR, "still a character device")
        #expect(listFolder(folder) == ["full"], "no temporary file")
    }

    /// Root only (mknod). A link to a device (like `/dev/stdout` → `/proc/self/fd/1` → a
    /// terminal) is followed and the device written in place; both stay what they were.
    @Test(.enabled(if: canMakeDeviceNodes, "mknod needs root (CAP_MKNOD)"))
    func linkToADeviceWritesTheDeviceAndStaysALink() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        makeCharacterDevice(folder + "/full", major: 1, minor: 7)
        makeCharacterDevice(folder + "/null", major: 1, minor: 3)
        symlink("null", folder + "/out")
        try AtomicFile.write([1, 2, 3], to: folder + "/out")
        #expect(fileType(folder + "/out") == S_IFLNK)
        #expect(fileType(folder + "/null") == S_IFCHR)

        symlink(folder + "/full", folder + "/out-full")
        let path = folder + "/out-full"
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(error?.description == "\(path): cannot write file: No space left on device")
        #expect(fileType(path) == S_IFLNK)
        #expect(fileType(folder + "/full") == S_IFCHR)
        #expect(listFolder(folder) == ["full", "null", "out", "out-full"], "no temporary file")
    }

    /// Root only (mknod). Major 240 is reserved for local use and registered by no driver
    /// here, so opening the node fails (ENXIO, or EPERM under a device cgroup) and no real
    /// disk is ever written. What matters: the open is tried and the node is not replaced.
    @Test(.enabled(if: canMakeDeviceNodes, "mknod needs root (CAP_MKNOD)"))
    func blockDeviceIsOpenedInPlaceNotReplaced() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/disk"
        #expect(mknod(path, S_IFBLK | 0o600, deviceNumber(major: 240, minor: 0)) == 0)
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
        #expect(error?.description.hasPrefix("\(path): cannot write file: ") == true)
        #expect(fileType(path) == S_IFBLK, "still a block device")
        #expect(listFolder(folder) == ["disk"], "no temporary file")
    }

    @Test func fifoReceivesTheBytesAndStaysAFIFO() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        let reader = BackgroundReader(path: path)
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }  // more than a pipe holds
        try AtomicFile.write(bytes, to: path)
        #expect(reader.finished(within: 10), "the reader saw the end of the data")
        let received = reader.bytes
        let same = received == bytes  // a Bool, so a failure does not print 300,000 elements
        #expect(same, "the reader got \(received.count) bytes, not the \(bytes.count) written")
        #expect(fileType(path) == S_IFIFO, "still a FIFO")
        #expect(listFolder(folder) == ["fifo"], "no temporary file")
    }

    /// The reader goes away after 10 bytes: the write fails with EPIPE and the SIGPIPE it
    /// raises neither ends the test process nor stays pending or blocked afterwards.
    @Test func fifoWhoseReaderLeavesFailsWithBrokenPipe() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        let reader = BackgroundReader(path: path, limit: 10)
        let error = #expect(throws: FileError.self) {
            try AtomicFile.write(Array(repeating: 1, count: 1_000_000), to: path)
        }
        #expect(error?.kind == .system(code: EPIPE))
        #expect(error?.description == "\(path): cannot write file: Broken pipe")
        #expect(reader.finished(within: 10))
        #expect(reader.bytes.count == 10)
        #expect(!sigpipeIsPending())
        #expect(!sigpipeIsBlocked())
        #expect(fileType(path) == S_IFIFO, "still a FIFO")
        #expect(listFolder(folder) == ["fifo"], "no temporary file")
    }

    @Test func socketIsRefused() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/socket"
        let fd = makeBoundSocket(path)
        defer { close(fd) }
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.kind == .system(code: ENXIO))
        #expect(error?.description == "\(path): cannot write file: Is a socket, not a file")
        #expect(fileType(path) == S_IFSOCK, "still a socket")
        #expect(listFolder(folder) == ["socket"], "no temporary file")
    }

    // MARK: Symbolic links: followed; the final target is replaced and the link kept

    @Test func linkToAFileReplacesTheTargetAndStaysALink() throws {
        let linkFolder = makeTemporaryFolder()
        let targetFolder = makeTemporaryFolder()
        defer { removeTree(linkFolder); removeTree(targetFolder) }
        let target = targetFolder + "/real.png"
        writePlain([0, 0], to: target)
        let oldInode = inodeNumber(target)
        let path = linkFolder + "/out.png"
        symlink(target, path)
        try AtomicFile.write([5, 6, 7], to: path)
        #expect(fileType(path) == S_IFLNK, "still a link")
        #expect(readLink(path) == target, "pointing where it did")
        #expect(fileType(target) == S_IFREG)
        #expect(try readFile(target) == [5, 6, 7])
        #expect(inodeNumber(target) != oldInode, "the target was replaced by rename, not rewritten")
        #expect(listFolder(linkFolder) == ["out.png"], "no temporary file beside the link")
        #expect(listFolder(targetFolder) == ["real.png"], "no temporary file beside the target")
    }

    @Test func danglingLinkCreatesTheFileWhereItPoints() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        mkdir(folder + "/shots", 0o755)
        let path = folder + "/out.png"
        symlink("shots/new.png", path)
        try AtomicFile.write([1, 2], to: path)
        #expect(fileType(path) == S_IFLNK)
        #expect(readLink(path) == "shots/new.png")
        #expect(try readFile(folder + "/shots/new.png") == [1, 2])
        #expect(listFolder(folder) == ["out.png", "shots"])
        #expect(listFolder(folder + "/shots") == ["new.png"])
    }

    /// `alias` → `real/sub`; `real/sub/out` → `../new.png` means `real/new.png`, not the
    /// `new.png` that `alias/../new.png` would name as text.
    @Test func danglingLinkIsResolvedFromItsRealFolder() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        mkdir(folder + "/real", 0o755)
        mkdir(folder + "/real/sub", 0o755)
        symlink("real/sub", folder + "/alias")
        symlink("../new.png", folder + "/real/sub/out")
        try AtomicFile.write([3], to: folder + "/alias/out")
        #expect(try readFile(folder + "/real/new.png") == [3])
        #expect(listFolder(folder) == ["alias", "real"])
        #expect(listFolder(folder + "/real") == ["new.png", "sub"])
        #expect(listFolder(folder + "/real/sub") == ["out"])
    }

    @Test func chainOfLinksReplacesTheFinalTarget() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain([0], to: folder + "/c")
        symlink("c", folder + "/b")
        symlink(folder + "/b", folder + "/a")
        try AtomicFile.write([4, 4], to: folder + "/a")
        #expect(fileType(folder + "/a") == S_IFLNK)
        #expect(fileType(folder + "/b") == S_IFLNK)
        #expect(try readFile(folder + "/c") == [4, 4])
        #expect(listFolder(folder) == ["a", "b", "c"])
    }

    @Test func danglingChainCreatesTheFinalTarget() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        symlink("c", folder + "/b")
        symlink("b", folder + "/a")
        try AtomicFile.write([8], to: folder + "/a")
        #expect(fileType(folder + "/a") == S_IFLNK)
        #expect(fileType(folder + "/b") == S_IFLNK)
        #expect(try readFile(folder + "/c") == [8])
        #expect(listFolder(folder) == ["a", "b", "c"])
    }

    @Test func linkLoopThrowsTooManyLevels() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        symlink("b", folder + "/a")
        symlink("a", folder + "/b")
        let path = folder + "/a"
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.kind == .system(code: ELOOP))
        #expect(error?.description == "\(path): cannot write file: Too many levels of symbolic links")
        #expect(fileType(folder + "/a") == S_IFLNK)
        #expect(fileType(folder + "/b") == S_IFLNK)
        #expect(listFolder(folder) == ["a", "b"], "no temporary file")
    }

    @Test func linkToAFolderThrowsIsADirectory() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        mkdir(folder + "/shots", 0o755)
        symlink("shots", folder + "/out")
        let path = folder + "/out"
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.kind == .system(code: EISDIR))
        #expect(error?.description == "\(path): cannot write file: Is a directory")
        #expect(fileType(path) == S_IFLNK)
        #expect(listFolder(folder) == ["out", "shots"], "no temporary file")
        #expect(listFolder(folder + "/shots").isEmpty)
    }

    // MARK: Links into /proc/self/fd, as /dev/stdout is

    /// `out` → `/proc/self/fd/N` → a pipe: like `-o /dev/stdout | …`. The link leads to no
    /// path (`pipe:[…]`), so the pipe is opened through the link and written in place.
    @Test func linkToAPipeThroughProcIsWrittenInPlace() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let reader = BackgroundReader(descriptor: ends[0])
        let path = folder + "/stdout"
        symlink("/proc/self/fd/\(ends[1])", path)
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try AtomicFile.write(bytes, to: path)
        close(ends[1])
        #expect(reader.finished(within: 10))
        let same = reader.bytes == bytes
        #expect(same, "the reader got \(reader.bytes.count) bytes, not \(bytes.count)")
        #expect(fileType(path) == S_IFLNK)
        #expect(listFolder(folder) == ["stdout"], "no temporary file")
    }

    /// `out` → `/proc/self/fd/N` → a regular file: like `-o /dev/stdout > file`. The file is
    /// replaced at its real path; the link stays.
    @Test func linkToAFileThroughProcReplacesThatFile() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let file = folder + "/redirected.png"
        writePlain([0], to: file)
        let fd = open(file, O_WRONLY | O_CLOEXEC)
        #expect(fd >= 0)
        defer { close(fd) }
        let path = folder + "/stdout"
        symlink("/proc/self/fd/\(fd)", path)
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(try readFile(file) == [1, 2, 3])
        #expect(fileType(path) == S_IFLNK)
        #expect(listFolder(folder) == ["redirected.png", "stdout"], "no temporary file")
    }

    // MARK: Writing to a descriptor (what writeToStandardOutput does with fd 1)
    //
    // `writeToStandardOutput` is `fflush(nil)` and then `write(_:toDescriptor: 1, naming:)`.
    // These tests use a pipe rather than fd 1: Swift Testing prints its progress to standard
    // output from other threads, so redirecting fd 1 here would collect that too.

    @Test func descriptorWriteDeliversEveryByte() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let reader = BackgroundReader(descriptor: ends[0])
        let bytes = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        try AtomicFile.write(bytes, toDescriptor: ends[1], naming: "standard output")
        close(ends[1])
        #expect(reader.finished(within: 10))
        let same = reader.bytes == bytes
        #expect(same, "the reader got \(reader.bytes.count) bytes, not \(bytes.count)")
    }

    /// A non-blocking descriptor that fills up (EAGAIN) is waited on, not reported.
    @Test func nonBlockingDescriptorWaitsWhenFull() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        #expect(fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK) == 0)
        let reader = BackgroundReader(descriptor: ends[0])
        let bytes = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 5) }
        try AtomicFile.write(bytes, toDescriptor: ends[1], naming: "standard output")
        close(ends[1])
        #expect(reader.finished(within: 10))
        let same = reader.bytes == bytes
        #expect(same, "the reader got \(reader.bytes.count) bytes, not \(bytes.count)")
    }

    /// Like `listshot render -o - | head -c 10` once head has exited: EPIPE is an error; the
    /// SIGPIPE does not end the test process and is neither left pending nor left blocked.
    @Test func brokenPipeOnADescriptorIsAnErrorNotASignal() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let error = #expect(throws: FileError.self) {
            try AtomicFile.write([1, 2, 3], toDescriptor: ends[1], naming: "standard output")
        }
        #expect(error?.kind == .system(code: EPIPE))
        #expect(error?.description == "standard output: cannot write: Broken pipe")
        #expect(!sigpipeIsPending())
        #expect(!sigpipeIsBlocked())
    }

    /// A caller that blocks SIGPIPE itself keeps it blocked; the SIGPIPE the write raised is
    /// still taken away, so the caller does not find a stray one pending.
    @Test func callersOwnSIGPIPEMaskIsRestored() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        #expect(throws: FileError.self) {
            try AtomicFile.write([1], toDescriptor: ends[1], naming: "standard output")
        }
        #expect(sigpipeIsBlocked())
        #expect(!sigpipeIsPending())
    }

    /// fd -1 stands in for a closed fd 1: a number just closed here could be reused at once by
    /// a test running in parallel.
    @Test func closedDescriptorThrowsBadFileDescriptor() {
        let error = #expect(throws: FileError.self) {
            try AtomicFile.write([1], toDescriptor: -1, naming: "standard output")
        }
        #expect(error?.description == "standard output: cannot write: Bad file descriptor")
    }
}
