import Foundation

/// `pngcheck` (Debian's `pngcheck` package), the independent PNG validator, run on files.
///
/// Tests that use it fail, never skip, when it is missing: the README's first command and
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
                + "install it with `sudo apt-get install pngcheck` (the README's first command and .ci/run install it)"
        }
    }

    /// The `pngcheck` executable on `PATH`, if there is one.
    public static let executable = executableOnPath("pngcheck")

    /// Runs `pngcheck` on `paths`.
    ///
    /// - Throws: ``Missing`` when `pngcheck` is not installed, or the error starting it.
    public static func run(_ paths: [String]) throws -> Report {
        guard let executable else { throw Missing() }
        let (status, output) = try runTool(executable, paths)
        return Report(status: status, output: output)
    }
}

/// Runs the program at `executable` with `arguments`; its exit status, and its standard
/// output and error together.
public func runTool(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// `sha256sum`'s digests of `paths` (coreutils, always installed), in order.
public func sha256sum(_ paths: [String]) throws -> [String] {
    let (status, output) = try runTool("/usr/bin/env", ["sha256sum", "--"] + paths)
    precondition(status == 0, "sha256sum failed: \(output)")
    return output.split(separator: "\n").map { String($0.prefix(64)) }
}
