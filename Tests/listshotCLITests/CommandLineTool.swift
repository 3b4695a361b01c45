import Foundation
import Testing

/// Runs the built `listshot` executable as a user would, and captures what it says.
struct CommandLineTool {
    struct Output {
        let status: Int32
        /// Standard output as bytes, for commands that write binary data there (`-o -`).
        let stdoutBytes: [UInt8]
        let stderr: String

        /// Standard output as text.
        var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    }

    /// `listshot` beside the test bundle in the build products folder.
    static let executable: URL = {
        let products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return products.appendingPathComponent("listshot")
    }()

    /// Runs listshot with `arguments` in `directory`, with the test's environment and `environment` added to it.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Output {
        try runTool(executable.path, arguments, in: directory, environment: environment)
    }

    /// Runs the program at `path` (listshot, or a tool that runs it, such as strace).
    static func runTool(_ path: String, _ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdoutBytes: [UInt8](stdout),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A new empty folder for one test.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "listshot-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `listshot` with `arguments` in a new empty folder and checks that it was refused
    /// before any work: exit 64, `message` as the first line of standard error, nothing on
    /// standard output and nothing written.
    static func expectRefused(_ arguments: [String], message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let dir = try temporaryFolder()
        let result = try run(arguments, in: dir)
        #expect(result.status == 64, sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == message, "stderr was: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, sourceLocation: sourceLocation)
    }
}
