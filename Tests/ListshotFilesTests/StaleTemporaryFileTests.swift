#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import ListshotFiles
import ListshotTestSupport

/// Issue 13, item 3: the temporary files of writers killed before their rename are removed
/// by the next writer into the folder, and nothing else is.
@Suite("Stale temporary files")
struct StaleTemporaryFileTests {
    /// A process that has exited and been reaped: its id is free (until the system reuses it).
    static func deadProcess() -> pid_t {
        let pid = spawn(["/bin/true"])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return pid
    }

    /// A running `sleep`; end it with `end(_:)`.
    static func liveProcess() -> pid_t { spawn(["/bin/sleep", "600"]) }

    static func end(_ pid: pid_t) {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    static func spawn(_ arguments: [String]) -> pid_t {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        precondition(posix_spawn(&pid, arguments[0], nil, nil, &argv, environ) == 0, "posix_spawn \(arguments[0])")
        return pid
    }

    @Test func onlyExactNamesOfDeadWritersAreRemoved() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let dead = Self.deadProcess(), live = Self.liveProcess()
        defer { Self.end(live) }
        let removable = [".a.png.tmp-\(dead)-1f", ".b b.json.tmp-\(dead)-0123456789abcdef", "..png.tmp-\(dead)-0"]
        let kept = [
            ".a.png.tmp-\(live)-2e",  // a live writer
            ".a.png.tmp-\(getpid())-3d",  // this process
            "a.png.tmp-\(dead)-1f",  // no leading dot
            "..tmp-\(dead)-1f",  // no name
            ".a.png.tmp-0\(dead)-1f",  // a leading zero
            ".a.png.tmp-0-1f",  // process 0 (kill(0, 0) would ask about the process group)
            ".a.png.tmp-99999999999-1f",  // not a process id
            ".a.png.tmp--1f",
            ".a.png.tmp-\(dead)-",  // no random part
            ".a.png.tmp-\(dead)-1F",  // upper case
            ".a.png.tmp-\(dead)-0123456789abcdef0",  // 17 digits
            ".a.png.tmp-\(dead)-1f.png",
            ".a.png.tmp-\(dead)-1f~",
            ".a.png.tmq-\(dead)-1f",
            ".a.png-\(dead)-1f",
            "a.png",
        ]
        for name in removable + kept { writePlain([1, 2, 3], to: folder + "/" + name) }
        let removed = AtomicFile.removeStaleTemporaryFiles(in: folder)
        #expect(removed.sorted() == removable.sorted())
        #expect(listFolder(folder) == kept.sorted())
        #expect(AtomicFile.removeStaleTemporaryFiles(in: folder) == [], "a second pass finds nothing")
    }

    /// A link planted at a temporary name is removed as a link: its target, a file or a
    /// folder, is not opened, changed or removed.
    @Test func aLinkWithATemporaryNameIsRemovedWithoutTouchingItsTarget() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let dead = Self.deadProcess()
        writePlain(Array("precious".utf8), to: folder + "/victim")
        mkdir(folder + "/keep", 0o755)
        writePlain([9], to: folder + "/keep/inside")
        symlink(folder + "/victim", folder + "/.a.png.tmp-\(dead)-1")
        symlink("keep", folder + "/.b.png.tmp-\(dead)-2")
        symlink("nowhere", folder + "/.c.png.tmp-\(dead)-3")
        let removed = AtomicFile.removeStaleTemporaryFiles(in: folder)
        #expect(removed.sorted() == [".a.png.tmp-\(dead)-1", ".b.png.tmp-\(dead)-2", ".c.png.tmp-\(dead)-3"])
        #expect(listFolder(folder) == ["keep", "victim"])
        #expect(try readFile(folder + "/victim") == Array("precious".utf8))
        #expect(listFolder(folder + "/keep") == ["inside"])
    }

    /// Only regular files and links are removed: a folder, FIFO or socket with a temporary
    /// name is none of listshot's.
    @Test func aFolderFIFOOrSocketWithATemporaryNameIsKept() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let dead = Self.deadProcess()
        mkdir(folder + "/.a.tmp-\(dead)-1", 0o755)
        writePlain([1], to: folder + "/.a.tmp-\(dead)-1/.x.tmp-\(dead)-1")
        mkfifo(folder + "/.b.tmp-\(dead)-2", 0o644)
        let socket = makeBoundSocket(folder + "/.c.tmp-\(dead)-3")
        defer { close(socket) }
        #expect(AtomicFile.removeStaleTemporaryFiles(in: folder) == [])
        #expect(listFolder(folder) == [".a.tmp-\(dead)-1", ".b.tmp-\(dead)-2", ".c.tmp-\(dead)-3"])
        #expect(listFolder(folder + "/.a.tmp-\(dead)-1") == [".x.tmp-\(dead)-1"], "nothing inside is looked at")
    }

    /// A writer in another PID namespace looks dead; its `flock` on the file keeps it.
    @Test func aLockedTemporaryFileIsKept() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let dead = Self.deadProcess()
        let name = ".a.png.tmp-\(dead)-1"
        writePlain([1], to: folder + "/" + name)
        let held = open(folder + "/" + name, O_RDONLY | O_CLOEXEC)
        #expect(held >= 0 && flock(held, LOCK_EX) == 0)
        #expect(AtomicFile.removeStaleTemporaryFiles(in: folder) == [])
        #expect(listFolder(folder) == [name])
        close(held)
        #expect(AtomicFile.removeStaleTemporaryFiles(in: folder) == [name])
        #expect(listFolder(folder) == [])
    }

    /// The first write of a process into a folder removes what dead writers left there;
    /// later writes into it do not look again.
    @Test func theFirstWriteIntoAFolderCleansIt() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let dead = Self.deadProcess()
        writePlain([1], to: folder + "/.out.png.tmp-\(dead)-1")
        writePlain([1], to: folder + "/keep.txt")
        try AtomicFile.write([7], to: folder + "/out.png")
        #expect(listFolder(folder) == ["keep.txt", "out.png"])
        writePlain([1], to: folder + "/.out.png.tmp-\(dead)-2")
        try AtomicFile.write([8], to: folder + "/out.png")
        #expect(listFolder(folder) == [".out.png.tmp-\(dead)-2", "keep.txt", "out.png"], "once per folder and process")
    }

    /// A batch's writes clean the folder too, as single writes do.
    @Test func aBatchWriteCleansItsFolder() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let dead = Self.deadProcess()
        writePlain([1], to: folder + "/.f-0.png.tmp-\(dead)-abc")
        let batch = AtomicFile.Batch()
        try batch.write([1], to: folder + "/f-0.png")
        try batch.finish()
        #expect(listFolder(folder) == ["f-0.png"])
    }

    /// The names ``AtomicFile`` makes are the names the cleaner recognises.
    @Test func theWritersNamesAreTheCleanersNames() {
        for (name, random) in [("a.png", UInt64(0)), ("b", UInt64.max), (String(repeating: "é", count: 150), 0x1234)] {
            let temporary = AtomicFile.temporaryName(forFileNamed: name, pid: 4242, random: random)
            #expect(AtomicFile.writerProcess(ofTemporaryName: Array(temporary.utf8)) == 4242, "\(temporary)")
        }
        #expect(AtomicFile.temporaryName(forFileNamed: "a.png", pid: 17, random: 0x9f3c) == ".a.png.tmp-17-9f3c")
    }
}

/// Issue 13, item 6: a symbolic link planted at the temporary name is never followed.
@Suite("Atomic file output: a link at the temporary name")
struct PlantedTemporaryLinkTests {
    /// The first temporary name is taken by a link to a file the attacker wants overwritten:
    /// the write does not open it (`O_EXCL | O_NOFOLLOW`), takes the next name, and leaves
    /// the link and its target as they were.
    @Test func aLinkAtTheTemporaryNameIsNeverFollowed() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain(Array("precious".utf8), to: folder + "/victim")
        let planted = folder + "/" + AtomicFile.temporaryName(forFileNamed: "out.png", pid: getpid(), random: 0xbad)
        symlink(folder + "/victim", planted)
        var draws: [UInt64] = [0xbad, 0x900d]
        try AtomicFile.write(Array("new".utf8), to: folder + "/out.png", batch: nil, random: { draws.removeFirst() })
        #expect(draws.isEmpty, "the second name was used")
        #expect(try readFile(folder + "/out.png") == Array("new".utf8))
        #expect(try readFile(folder + "/victim") == Array("precious".utf8))
        #expect(readLink(planted) == folder + "/victim", "the planted link is this process's name: left alone")
        #expect(listFolder(folder) == [".out.png.tmp-\(getpid())-bad", "out.png", "victim"])
    }

    /// A dangling link at the temporary name (which `O_CREAT` alone would follow, creating
    /// its target) is not followed either; when every name is taken the write fails, and
    /// nothing is created anywhere.
    @Test func aDanglingLinkAtEveryTemporaryNameFailsTheWrite() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let planted = folder + "/" + AtomicFile.temporaryName(forFileNamed: "out.png", pid: getpid(), random: 0xbad)
        symlink(folder + "/created-by-following", planted)
        #expect(throws: FileError(.system(code: EEXIST), path: folder + "/out.png", message: "cannot write file: File exists")) {
            try AtomicFile.write(Array("new".utf8), to: folder + "/out.png", batch: nil, random: { 0xbad })
        }
        #expect(listFolder(folder) == [".out.png.tmp-\(getpid())-bad"])
    }
}
