import Foundation

/// The executable `name` in a folder of `PATH` (`/usr/local/bin:/usr/bin:/bin` when unset),
/// as a shell finds it; nil when there is none. Tests that need a tool (pngcheck, chromium,
/// curl) look it up here and say which is missing.
public func executableOnPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
