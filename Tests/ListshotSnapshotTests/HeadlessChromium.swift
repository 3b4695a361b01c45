import Foundation
import ListshotTestSupport

/// Debian's `chromium`, run headless on a page: a screenshot, or the DOM after the page's
/// scripts ran. `.ci/run` installs it; tests that need it are skipped where it is missing.
enum HeadlessChromium {
    /// The `chromium` executable on `PATH`, if there is one.
    static let executable = executableOnPath("chromium")

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes a `width` × `height` screenshot of `page` (a file path) to `screenshot`; with
    /// `dark`, the page is told the reader prefers a dark appearance (`prefers-color-scheme`).
    static func screenshot(of page: String, to screenshot: String, width: Int = 1200, height: Int = 900, dark: Bool = false) throws {
        _ = try run(
            (dark ? ["--force-dark-mode"] : [])
                + ["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(screenshot)", url(page)])
    }

    /// The page's DOM, serialised after it loaded and its scripts ran.
    static func dumpDOM(of page: String) throws -> String {
        try run(["--dump-dom", url(page)])
    }

    private static func url(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// Runs chromium headless with `arguments` in a profile of its own (tests run in
    /// parallel), and returns its standard output. Output goes to files, not pipes, so
    /// that helper processes holding them open cannot block the test.
    private static func run(_ arguments: [String], timeout: TimeInterval = 120) throws -> String {
        guard let executable else { throw Failure(description: "chromium is not installed") }
        let folder = NSTemporaryDirectory() + "listshot-chromium-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stdout = folder + "/stdout", stderr = folder + "/stderr"
        for file in [stdout, stderr] { _ = FileManager.default.createFile(atPath: file, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder)/profile"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(forWritingAtPath: stdout)
        process.standardError = FileHandle(forWritingAtPath: stderr)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "chromium \(arguments.joined(separator: " ")) took more than \(Int(timeout)) s")
        }
        let output = (try? String(contentsOfFile: stdout, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOfFile: stderr, encoding: .utf8)) ?? ""
            throw Failure(description: "chromium exited with \(process.terminationStatus): \(errors)")
        }
        return output
    }
}
