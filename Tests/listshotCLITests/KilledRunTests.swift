#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotRaster
import Testing

/// Issue 13, item 3: `listshot render --offsets` and `listshot docs` killed with SIGKILL in
/// the middle of a large run leave every output file either its old complete version or its
/// new complete version, and the next run leaves no temporary file behind.
///
/// Each test makes the old versions with one complete run, the new versions with another
/// complete run into a second folder, then starts the new run over the old versions and
/// kills it as soon as one new version is in place. While it runs, and after it is killed,
/// every file is compared, byte for byte, with its two versions; and a second (hard) link
/// to each old file, as a reader that had opened it, still reads the old version: a file is
/// replaced, never written into.
@Suite(.serialized) struct KilledRunTests {
    /// `render contacts` at these offsets: 151 frames, several seconds on two cores.
    static let offsets = "0:15000:100"

    @Test func aKilledRenderLeavesOldOrNewFilesAndTheNextRunNoTemporaryFile() throws {
        let dir = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = ["render", "contacts", "--offsets", Self.offsets, "--jobs", "2", "--out-dir"]
        for folder in ["out", "new"] { try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: false) }
        let old = try Self.completeRun(render + ["out", "--appearance", "dark"], in: dir, folder: "out")
        let new = try Self.completeRun(render + ["new"], in: dir, folder: "new")
        try Self.expectDistinctVersions(old: old, new: new)

        try Self.killMidRun(render + ["out"], in: dir, folder: "out", old: old, new: new)

        let again = try CommandLineTool.run(render + ["out"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        let after = try Self.files(in: dir + "/out")
        #expect(after.keys.filter { $0.contains(".tmp-") }.isEmpty, "no temporary file is left")
        #expect(after.keys.sorted() == new.keys.sorted())
        #expect(Self.differences(after, from: new, old: old) == [], "the next run completes the new version")
    }

    /// A docs manifest of many images, and its state file, which is written last.
    @Test func aKilledDocsBuildLeavesOldOrNewFilesAndTheNextRunNoTemporaryFile() throws {
        let dir = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let manifest = """
            output: out
            images:
              - scene: scenes/people.json
                output: frames/{scene}-{offset}.png
                offsets: "0:11000:100"
            """
        func scene(_ text: String) -> String {
            #"{"viewport": {"width": 390, "height": 844, "scale": 2}, "rowHeight": 44, "sections": [{"generate": {"count": 400, "text": "\#(text) {i}", "detail": "Row {i}"}}]}"#
        }
        for project in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: dir + "/\(project)/scenes", withIntermediateDirectories: true)
            try manifest.write(toFile: dir + "/\(project)/docs.yaml", atomically: true, encoding: .utf8)
        }
        try scene("Person").write(toFile: dir + "/a/scenes/people.json", atomically: true, encoding: .utf8)
        let old = try Self.completeRun(["docs", "docs.yaml"], in: dir + "/a", folder: "out")
        try scene("Human").write(toFile: dir + "/a/scenes/people.json", atomically: true, encoding: .utf8)
        try scene("Human").write(toFile: dir + "/b/scenes/people.json", atomically: true, encoding: .utf8)
        let new = try Self.completeRun(["docs", "docs.yaml"], in: dir + "/b", folder: "out")
        try Self.expectDistinctVersions(old: old, new: new)
        #expect(old.keys.contains(".listshot-docs-state.json"))

        try Self.killMidRun(["docs", "docs.yaml"], in: dir + "/a", folder: "out", old: old, new: new)
        let state = try #require(try Self.files(in: dir + "/a/out")[".listshot-docs-state.json"])
        #expect((try? JSONSerialization.jsonObject(with: Data(state))) != nil, "the state file parses")

        let again = try CommandLineTool.run(["docs", "docs.yaml"], in: dir + "/a")
        #expect(again.status == 0, "\(again.stderr)")
        var after = try Self.files(in: dir + "/a/out")
        #expect(after.keys.filter { $0.contains(".tmp-") }.isEmpty, "no temporary file is left")
        #expect(after.keys.sorted() == new.keys.sorted())
        // The state file records each file's stamp (its inode and times), which differ between the two folders.
        let stamp = #/, "stamp": "[^"]*"/#
        #expect(String(decoding: after[".listshot-docs-state.json"] ?? [], as: UTF8.self).replacing(stamp, with: "")
            == String(decoding: new[".listshot-docs-state.json"] ?? [], as: UTF8.self).replacing(stamp, with: ""))
        after[".listshot-docs-state.json"] = new[".listshot-docs-state.json"]
        #expect(Self.differences(after, from: new, old: old) == [], "the next run completes the new version")
    }

    // MARK: - Helpers

    /// Runs `arguments` to the end and returns the files it left in `folder`.
    static func completeRun(_ arguments: [String], in dir: String, folder: String) throws -> [String: [UInt8]] {
        let run = try CommandLineTool.run(arguments, in: dir)
        try #require(run.status == 0, "\(arguments): \(run.stderr)")
        return try files(in: dir + "/" + folder)
    }

    /// Each file of `after` that is not byte for byte its `new` version, and how it differs:
    /// `"frames/a.png: the old version"`, `"…: other bytes, the same pixels"` (an encoder that
    /// is not deterministic) or `"…: other pixels"`.
    static func differences(_ after: [String: [UInt8]], from new: [String: [UInt8]], old: [String: [UInt8]]) -> [String] {
        after.keys.sorted().compactMap { name in
            let bytes = after[name]!
            guard bytes != new[name] else { return nil }
            if bytes == old[name] { return "\(name): the old version" }
            let pixels = try? PNGDecoder.decode(bytes), newPixels = new[name].flatMap { try? PNGDecoder.decode($0) }
            return "\(name): " + (pixels != nil && pixels == newPixels ? "other bytes, the same pixels" : "other pixels")
        }
    }

    /// Both runs wrote the same many names, and every file differs between them.
    static func expectDistinctVersions(old: [String: [UInt8]], new: [String: [UInt8]]) throws {
        try #require(old.count > 100 && Set(old.keys) == Set(new.keys), "\(old.count) old files, \(new.count) new")
        for (name, bytes) in new where !name.hasPrefix(".") {
            try #require(old[name] != bytes, "\(name) is the same in both versions")
            try #require((try? PNGDecoder.decode(bytes)) != nil, "\(name) is a PNG")
        }
    }

    /// Starts `arguments` in `dir` over the old versions in `folder`, watches the files while
    /// it runs, kills it with SIGKILL once a new version is in place, and checks that every
    /// file is the old or the new version, both while it ran and after. Then plants the
    /// temporary file that a kill between a file's creation and its rename leaves (the
    /// process's own id in its name), for the next run to remove.
    static func killMidRun(
        _ arguments: [String], in dir: String, folder: String, old: [String: [UInt8]], new: [String: [UInt8]],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = dir + "/" + folder
        // A second name for each old file: a reader that opened the old version. Replacing
        // a file by renaming leaves what it reads alone; writing into the file would not.
        let held = dir + "/held-" + folder.replacingOccurrences(of: "/", with: "-")
        for name in old.keys {
            let link = held + "/" + name
            try FileManager.default.createDirectory(atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try #require(Glibc.link(path + "/" + name, link) == 0, "link \(name)")
        }
        defer { try? FileManager.default.removeItem(atPath: held) }
        let process = Process()
        process.executableURL = CommandLineTool.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier

        // Poll until a new version is in place; a file is read again only when what stat says
        // about it changed. No time is asserted: the deadline only stops a run that hangs.
        var seen: [String: String] = [:]
        var versions: [String: String] = [:]
        var problems: [String] = []
        let deadline = Date().addingTimeInterval(600)
        var killedMidRun = false
        while Date() < deadline {
            let running = process.isRunning
            for name in Self.names(in: path) where !name.contains(".tmp-") {
                let full = path + "/" + name
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                let key = "\(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
                guard seen[name] != key else { continue }
                seen[name] = key
                guard let bytes = try? readFile(full) else { continue }
                let version = bytes == new[name] ? "new" : bytes == old[name] ? "old" : "neither (\(bytes.count) bytes)"
                if version.hasPrefix("neither") { problems.append("\(name) while running: \(version)") }
                versions[name] = version
            }
            if versions.values.contains("new") && running {
                kill(pid, SIGKILL)
                killedMidRun = true
                break
            }
            if !running { break }
            usleep(2_000)
        }
        if !killedMidRun { kill(pid, SIGKILL) }
        process.waitUntilExit()
        #expect(killedMidRun, "the run was killed after a new file appeared", sourceLocation: sourceLocation)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL, sourceLocation: sourceLocation)
        #expect(problems == [], sourceLocation: sourceLocation)

        // After the kill: every file is complete, the old version or the new.
        let after = try files(in: path)
        var counts = ["old": 0, "new": 0]
        for (name, bytes) in after where !name.contains(".tmp-") {
            if bytes == new[name] {
                counts["new"]! += 1
            } else if bytes == old[name] {
                counts["old"]! += 1
            } else {
                Issue.record("\(name) after the kill: neither version (\(bytes.count) bytes)", sourceLocation: sourceLocation)
            }
        }
        #expect(Set(after.keys.filter { !$0.contains(".tmp-") }) == Set(old.keys), "no file lost or added", sourceLocation: sourceLocation)
        #expect(counts["new"]! >= 1 && counts["old"]! >= 1, "killed mid-run: \(counts)", sourceLocation: sourceLocation)
        let changed = try old.keys.filter { try readFile(held + "/" + $0) != old[$0] }
        #expect(changed.sorted() == [], "an old file was written into, not replaced", sourceLocation: sourceLocation)

        // What a kill between a temporary file's creation and its rename leaves.
        let frame = old.keys.filter { !$0.hasPrefix(".") }.sorted()[0]
        let (subfolder, name) = frame.contains("/")
            ? (String(frame[...frame.lastIndex(of: "/")!]), String(frame[frame.index(after: frame.lastIndex(of: "/")!)...]))
            : ("", frame)
        try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: path + "/" + subfolder + ".\(name).tmp-\(pid)-5eed"))
    }

    /// The files under `folder` (recursively, as relative paths; not folders), or none if it cannot be read.
    static func names(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var names: [String] = []
        while let name = enumerator.nextObject() as? String {
            var info = stat()
            if lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { names.append(name) }
        }
        return names
    }

    /// Every file under `folder` (recursively, relative paths) and its bytes.
    static func files(in folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in names(in: folder) { files[name] = try readFile(folder + "/" + name) }
        return files
    }

    static func readFile(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
