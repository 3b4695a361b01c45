import Foundation
import Glibc
import ListshotText

/// `listshot bench --compare-peers`: the contacts job as whole processes, this listshot
/// against the peer scripts (``PeerScripts``), timed by ``TimedProcess`` and reported by
/// ``PeerComparison``.
extension BenchCommand {
    /// `render`'s arguments for the contacts job the peers draw, its frames written into `folder`.
    static func contactsJob(into folder: String) -> [String] {
        ["render", "contacts", "--offsets", "0:35400:600", "--out-dir", folder]
    }

    /// The kind of build this listshot is: a debug build's times say nothing of listshot's speed.
    static var buildKind: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    static let debugWarning = """
        WARNING: this listshot is a debug build, unoptimized and much slower than a release build: \
        its times and ratios mean nothing. Build with `swift build -c release --product listshot` \
        and run .build/release/listshot bench --compare-peers.
        """

    func comparePeers() throws {
        try requireBundledFonts()
        // The peers read Fonts/ relative to their working directory: they run in the folder
        // that holds the fonts listshot draws with (the package's, in a checkout).
        let fonts: String
        do { fonts = try BundledFonts.directory() } catch { throw CommandError(error) }
        let root = OutputCheck.folder(of: fonts)
        let located = PeerScripts.locate(
            option: peerOptions.peers.map(Self.absolute), environment: ProcessInfo.processInfo.environment, packageRoot: root)
        let scripts = Self.realPath(located.folder).map { PeerScripts(folder: $0, namedBy: located.namedBy) } ?? located
        let missing = scripts.missingScripts { FileManager.default.fileExists(atPath: $0) }
        guard missing.isEmpty else { throw CommandError(CommandProblem.peerScriptsMissing(scripts, missing: missing)) }
        let python = peerOptions.python.map { $0.contains("/") ? Self.absolute($0) : $0 } ?? PeerOptions.defaultPython
        let scratch = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let log = OutputCheck.join(scratch, "stderr")
        try Self.requireModules(python: python, in: root, log: log)

        let listshot = Self.realPath("/proc/self/exe") ?? CommandLine.arguments[0]
        let commands: [(_ out: String) -> [String]] = [{ [listshot] + Self.contactsJob(into: $0) }]
            + PeerScripts.peers.map { peer in { [python, scripts.path(of: peer.script), $0] } }
        var comparison = PeerComparison(names: ["listshot"] + PeerScripts.peers.map(\.name), bytesReference: "Pillow")
        let rounds = peerOptions.rounds ?? PeerOptions.defaultRounds

        if Self.buildKind == "debug" { printError(Self.debugWarning) }
        print("listshot bench --compare-peers: the contacts job (60 frames at offsets 0, 600, … 35400, 780 × 1688 px, "
            + "each a PNG, into a new folder) as whole processes, \(rounds) round\(rounds == 1 ? "" : "s"), the order rotating; "
            + "a \(Self.buildKind) build of listshot")
        for (name, command) in zip(comparison.names, commands) {
            print("  \(name): \(command("OUT").joined(separator: " "))")
        }
        print("  in \(root)")
        for round in 0..<rounds {
            var times: [(name: String, duration: Duration)] = []
            for index in PeerComparison.order(round: round, contestants: commands.count) {
                let name = comparison.names[index]
                let out = OutputCheck.join(scratch, "\(name)-\(round + 1)")
                try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
                let outcome: TimedProcess.Outcome
                do {
                    outcome = try TimedProcess(command: commands[index](out), folder: root).run(standardErrorIn: log)
                } catch {
                    throw CommandError(error, subject: .peer(name))
                }
                guard outcome.failure.isEmpty else {
                    throw CommandError(
                        CommandProblem.peerFailed(name: name, failure: outcome.failure, round: round + 1, standardError: outcome.standardError))
                }
                let written = TimedProcess.contents(of: out)
                try? FileManager.default.removeItem(atPath: out)
                comparison.record(.init(duration: outcome.duration, files: written.files, bytes: written.bytes), contestant: index)
                times.append((name, outcome.duration))
            }
            print(PeerComparison.roundLine(round, times))
            fflush(nil)  // each round as it ends, also into a pipe
        }
        print("")
        comparison.table().forEach { print($0) }
        if Self.buildKind == "debug" { printError(Self.debugWarning) }
    }

    /// Fails, saying how to make one, unless `python` runs and imports every peer's module.
    static func requireModules(python: String, in folder: String, log: String) throws {
        var missing: [String] = []
        for peer in PeerScripts.peers {
            let outcome: TimedProcess.Outcome
            do {
                outcome = try TimedProcess(command: [python, "-c", "import \(peer.module)"], folder: folder).run(standardErrorIn: log)
            } catch let error as TimedProcess.SpawnFailure {
                throw CommandError(CommandProblem.pythonUnusable(python: python, problem: "cannot be run: " + error.reason))
            }
            if !outcome.failure.isEmpty { missing.append("\(peer.module) (pip package \(peer.package))") }
        }
        guard missing.isEmpty else {
            throw CommandError(CommandProblem.pythonUnusable(python: python, problem: "cannot import " + missing.joined(separator: " nor ")))
        }
    }

    /// A new empty folder in the temporary folder, for the frames and the standard error.
    static func scratchFolder() throws -> String {
        let path = OutputCheck.join(NSTemporaryDirectory(), "listshot-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `path` made absolute against the working directory: the peers run in another.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : OutputCheck.join(FileManager.default.currentDirectoryPath, path)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
