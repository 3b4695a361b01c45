import Foundation
import Glibc

/// A command run as a whole process for `listshot bench --compare-peers`, timed from just
/// before it is spawned to just after it is reaped.
///
/// Spawned with `posix_spawnp` and reaped with `waitpid` rather than with Foundation's
/// `Process`, whose `waitUntilExit` polls a run loop and could add tens of milliseconds to a
/// run that takes a tenth of a second.
struct TimedProcess {
    /// The program (looked up on `PATH` when it has no slash) and its arguments.
    let command: [String]
    /// The working directory.
    let folder: String

    /// How a run ended.
    struct Outcome {
        let duration: Duration
        /// "" when the process exited with status 0, else how it ended ("exit status 3",
        /// "signal 9").
        let failure: String
        /// The last lines of what it wrote on standard error.
        let standardError: String
    }

    /// A program that could not be started, and why ("No such file or directory").
    struct SpawnFailure: Error, CustomStringConvertible {
        let program: String
        let reason: String
        var description: String { "cannot run \(program): \(reason)" }
    }

    /// Runs the command with standard input and output on /dev/null and standard error in
    /// `log` (a file, replaced), and waits for it.
    ///
    /// - Throws: ``SpawnFailure`` when the program cannot be started (not found, not executable).
    func run(standardErrorIn log: String) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard let addChdir = Self.addChdir else {
            throw SpawnFailure(program: command[0], reason: "this C library has no posix_spawn_file_actions_addchdir_np (glibc 2.29 and later have it)")
        }
        _ = addChdir(&actions, folder)
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, command[0], &actions, nil, arguments, environ)
        guard spawned == 0 else {
            throw SpawnFailure(program: command[0], reason: String(cString: strerror(spawned)))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let duration = clock.now - start

        let signal = status & 0x7f, exitStatus = (status >> 8) & 0xff
        let failure = signal != 0 ? "signal \(signal)" : exitStatus != 0 ? "exit status \(exitStatus)" : ""
        return Outcome(duration: duration, failure: failure, standardError: Self.tail(of: log))
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np`, which Swift's Glibc module does not
    /// declare (it is a GNU extension), looked up at run time.
    private static let addChdir: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self)
    }()

    /// The last 20 lines (at most 2,000 characters) of the file at `path`, without the final newline.
    static func tail(of path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var text = lines.suffix(21).joined(separator: "\n")
        while text.hasSuffix("\n") { text.removeLast() }
        return String(text.suffix(2000))
    }

    /// How many regular files the folder holds, in it and below it, and their bytes.
    static func contents(of folder: String) -> (files: Int, bytes: Int) {
        var files = 0, bytes = 0
        let manager = FileManager.default
        guard let names = manager.enumerator(atPath: folder) else { return (0, 0) }
        for case let name as String in names {
            guard let attributes = try? manager.attributesOfItem(atPath: OutputCheck.join(folder, name)),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            files += 1
            bytes += (attributes[.size] as? NSNumber)?.intValue ?? 0
        }
        return (files, bytes)
    }
}
