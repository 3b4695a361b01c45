import ListshotFiles
import ListshotRaster

extension FrameDestination {
    /// Writes an encoded file (a strip's PNG, an animation) here, as
    /// ``RenderedFrame/write(to:options:)`` writes a frame: a file through `AtomicFile`
    /// (nothing half-written is left), or standard output.
    ///
    /// - Throws: `FileError` naming the file, or `"standard output: …"`.
    public func write(_ bytes: [UInt8]) throws(FileError) {
        switch self {
        case let .file(path): try AtomicFile.write(bytes, to: path)
        case .standardOutput: try AtomicFile.writeToStandardOutput(bytes)
        }
    }

    /// A stream to here, for a file too large to hold in memory (an animation): a file
    /// through `AtomicFile/Stream` (written beside its path and renamed into place at
    /// `commit`), or standard output (spooled, then copied at `commit`).
    ///
    /// - Throws: `FileError` naming the file, or `"standard output: …"`.
    public func openStream() throws(FileError) -> AtomicFile.Stream {
        switch self {
        case let .file(path): return try AtomicFile.Stream(path: path)
        case .standardOutput: return try AtomicFile.Stream.standardOutput()
        }
    }
}
