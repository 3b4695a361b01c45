import Foundation

/// `pngcheck` (Debian's `pngcheck` package), the independent PNG validator, run on files.
///
/// Tests that use it fail, never skip, when it is missing: the README's Quick start and
/// `.ci/run` install it.
public enum PNGCheck {
    /// What `pngcheck` said about the files.
    public struct Report: Sendable {
        /// Its exit status: 0 when every file is valid.
        public let status: Int32
        /// Its standard output and error, one line per file (`OK: …` or the problem).
        public let output: String
        /// The output's lines.
        public var lines: [Substring] { output.split(separator: "\n") }
    }

    /// Why `pngcheck` could not be run.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String {
            "pngcheck is not installed, so the encoder's files cannot be validated: "
                + "install it with `sudo apt-get install pngcheck` (the README's Quick start and .ci/run install it)"
        }
    }

    /// The `pngcheck` executable on `PATH`, if there is one.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/pngcheck" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs `pngcheck` on `paths`.
    ///
    /// - Throws: ``Missing`` when `pngcheck` is not installed, or the error starting it.
    public static func run(_ paths: [String]) throws -> Report {
        guard let executable else { throw Missing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Report(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
