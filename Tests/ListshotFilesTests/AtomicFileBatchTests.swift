#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Testing

@testable import ListshotFiles
import ListshotTestSupport

/// Issue 9, item 4: a run of many files puts each in place at once and syncs them together
/// at the end, not twice a file.
@Suite("Atomic file batches")
struct AtomicFileBatchTests {
    @Test func eachFileIsInPlaceAtOnceAndSyncedAtTheEnd() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let batch = AtomicFile.Batch()
        try batch.write([1, 2, 3], to: folder + "/a.png")
        try batch.write([4, 5], to: folder + "/b.png")
        #expect(try readFile(folder + "/a.png") == [1, 2, 3], "readable before the batch finishes")
        #expect(listFolder(folder) == ["a.png", "b.png"], "renamed into place, no temporary file")
        try batch.write([6], to: folder + "/a.png")
        #expect(try readFile(folder + "/a.png") == [6])
        #expect(batch.unsyncedFileCount == 2, "a file written twice is synced once")
        try batch.finish()
        #expect(batch.unsyncedFileCount == 0)
        try batch.finish()
    }

    /// A file removed before the end is skipped, not an error.
    @Test func aFileRemovedBeforeTheEndIsSkipped() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let batch = AtomicFile.Batch()
        try batch.write([1], to: folder + "/gone.png")
        try batch.write([2], to: folder + "/kept.png")
        unlink(folder + "/gone.png")
        try batch.finish()
        #expect(listFolder(folder) == ["kept.png"])
    }

    @Test func aBatchWriteFailsAsASingleWriteDoesAndLeavesNothing() {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let batch = AtomicFile.Batch()
        let path = folder + "/missing/a.png"
        let error = #expect(throws: FileError.self) { try batch.write([1], to: path) }
        #expect(error?.description == "\(path): cannot write file: No such file or directory")
        mkdir(folder + "/taken", 0o755)
        let folderError = #expect(throws: FileError.self) { try batch.write([1], to: folder + "/taken") }
        #expect(folderError?.description == "\(folder)/taken: cannot write file: Is a directory")
        #expect(listFolder(folder) == ["taken"], "no temporary file")
        #expect(batch.unsyncedFileCount == 0)
    }

    /// A link is followed and its target replaced, as by a single write; the target is what
    /// the batch syncs.
    @Test func aLinkIsFollowed() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        mkdir(folder + "/real", 0o755)
        #expect(symlink("real/frame.png", folder + "/link.png") == 0)
        let batch = AtomicFile.Batch()
        try batch.write([9, 9], to: folder + "/link.png")
        try batch.finish()
        #expect(readLink(folder + "/link.png") == "real/frame.png")
        #expect(try readFile(folder + "/real/frame.png") == [9, 9])
    }

    @Test(.enabled(if: canMakeDeviceNodes, "needs mknod (root)"))
    func aDeviceIsWrittenInPlaceAndNotSynced() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        makeCharacterDevice(folder + "/null", major: 1, minor: 3)
        let batch = AtomicFile.Batch()
        try batch.write([1, 2, 3], to: folder + "/null")
        #expect(batch.unsyncedFileCount == 0)
        #expect(fileType(folder + "/null") == S_IFCHR)
        try batch.finish()
    }

    /// Workers write through one batch at once.
    @Test func manyThreadsWriteThroughOneBatch() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let batch = AtomicFile.Batch()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            try? batch.write([UInt8(i)], to: folder + "/f\(i).bin")
        }
        #expect(batch.unsyncedFileCount == 64)
        try batch.finish()
        #expect(listFolder(folder).count == 64)
        #expect(try readFile(folder + "/f63.bin") == [63])
    }

    // MARK: Syncing in the background

    /// A sync function that records what it synced and fails with `failing` for names
    /// ending in `failingName`.
    final class Recorder: Sendable {
        let synced = Lock<[String]>([])
        let failingName: String?
        let failing: Int32

        init(failingName: String? = nil, failing: Int32 = EIO) {
            self.failingName = failingName
            self.failing = failing
        }

        var sync: @Sendable (String) -> Int32 {
            { [self] target in
                synced.withLock { $0.append(target) }
                if let failingName, target.hasSuffix(failingName) { return failing }
                return AtomicFile.Batch.fsyncFile(target)
            }
        }

        var names: [String] { synced.withLock { $0.map { String($0.split(separator: "/").last!) } } }
    }

    /// Polls `condition` up to 10 s; the background thread syncs soon, not at once.
    func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<1000 {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    @Test func atFinishNothingIsSyncedBeforeFinish() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let recorder = Recorder()
        let batch = AtomicFile.Batch(syncing: .atFinish, sync: recorder.sync)
        try batch.write([1], to: folder + "/a.png")
        try batch.write([2], to: folder + "/b.png")
        usleep(50_000)
        #expect(recorder.names.isEmpty)
        #expect(batch.unsyncedFileCount == 2)
        try batch.finish()
        #expect(recorder.names == ["a.png", "b.png"])
    }

    @Test func inTheBackgroundEachFileIsSyncedOnceBeforeFinishReturns() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let recorder = Recorder()
        let batch = AtomicFile.Batch(syncing: .inBackground, sync: recorder.sync)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            try? batch.write([UInt8(i)], to: folder + "/f\(i).bin")
        }
        try batch.finish()
        #expect(batch.unsyncedFileCount == 0)
        #expect(recorder.names.sorted() == (0..<64).map { "f\($0).bin" }.sorted())
        #expect(listFolder(folder).count == 64)
    }

    @Test func inTheBackgroundFilesAreSyncedBeforeFinish() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let recorder = Recorder()
        let batch = AtomicFile.Batch(syncing: .inBackground, sync: recorder.sync)
        try batch.write([1], to: folder + "/a.png")
        #expect(eventually { recorder.names == ["a.png"] && batch.unsyncedFileCount == 0 }, "synced without finish()")
        // Written again after its sync: synced again.
        try batch.write([2], to: folder + "/a.png")
        try batch.finish()
        #expect(recorder.names == ["a.png", "a.png"])
        #expect(try readFile(folder + "/a.png") == [2])
        // The batch is written through again after finish(): a new thread syncs.
        try batch.write([3], to: folder + "/b.png")
        #expect(eventually { recorder.names.count == 3 })
        try batch.finish()
        #expect(recorder.names == ["a.png", "a.png", "b.png"])
    }

    @Test func aSyncThatFailsInTheBackgroundIsReportedByFinish() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let recorder = Recorder(failingName: "b.png")
        let batch = AtomicFile.Batch(syncing: .inBackground, sync: recorder.sync)
        for name in ["a.png", "b.png", "c.png"] { try batch.write([1], to: folder + "/" + name) }
        let error = #expect(throws: FileError.self) { try batch.finish() }
        #expect(error?.description == "\(folder)/b.png: cannot write file (fsync): Input/output error")
        #expect(recorder.names == ["a.png", "b.png", "c.png"], "every file tried")
        // A file gone before its sync is skipped, not an error.
        let gone = Recorder(failingName: "a.png", failing: ENOENT)
        let next = AtomicFile.Batch(syncing: .inBackground, sync: gone.sync)
        try next.write([1], to: folder + "/a.png")
        try next.finish()
    }
}
