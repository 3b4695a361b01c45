import Foundation
import Glibc
import Testing

/// Issue 37, item 2: a run of frames touches no new memory per frame. Each worker keeps its
/// framebuffer, its encoder's scanlines and its output buffer from one frame to the next,
/// so once the first frames are drawn, the kernel maps no new pages and resident memory stays
/// where it was: 40 frames cost no more page faults or memory than 8, past what the first
/// frames took. (A framebuffer made anew per frame here is 1.3 MB, about 320 pages; glibc
/// maps every buffer of 1 MiB or more on its own, `Memory.mapLargeBuffers()`, so a freed one
/// is unmapped and its successor faults its pages in again.)
@Suite struct FramePageFaultTests {
    /// The minor page faults and the peak resident memory (KiB) of one run of listshot.
    static func usage(_ arguments: [String]) throws -> (faults: Int, peakKiB: Int) {
        let path = CommandLineTool.executable.path
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        try #require(spawned == 0, "posix_spawn: \(spawned)")
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        try #require(status == 0, "listshot \(arguments.joined(separator: " ")) exited with \(status)")
        return (usage.ru_minflt, usage.ru_maxrss)
    }

    @Test(arguments: ["1", "2"])
    func moreFramesTouchNoNewMemory(jobs: String) throws {
        let dir = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func run(_ frames: Int) throws -> (faults: Int, peakKiB: Int) {
            let out = dir + "/out\(frames)"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
            return try Self.usage(["render", "contacts", "--scale", "1", "--offsets", "0:\(600 * (frames - 1)):600", "--out-dir", out, "--jobs", jobs])
        }
        let few = try run(8), many = try run(40)
        // Measured: 4 to 7 faults a frame more (small allocations). A framebuffer made anew
        // each frame is 1.3 MB, about 320 pages: 32 × 320 faults more.
        #expect(many.faults - few.faults < 32 * 40, "\(few.faults) minor faults for 8 frames, \(many.faults) for 40")
        // 256 KiB of slack: a 1.3 MB frame more would be 1,286 KiB.
        #expect(many.peakKiB - few.peakKiB < 256, "peak \(few.peakKiB) KiB for 8 frames, \(many.peakKiB) KiB for 40")
    }
}
