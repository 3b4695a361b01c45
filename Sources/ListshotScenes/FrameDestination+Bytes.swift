import ListshotFiles
import ListshotPNG

extension FrameDestination {
    /// Writes an encoded file (a strip's PNG, an animation) here, as
    /// ``RenderedFrame/write(to:options:)`` writes a frame: a file through ``AtomicFile``
    /// (nothing half-written is left), or standard output.
    ///
    /// - Throws: ``PNGError`` of kind `.io` naming the file, or `"standard output: …"`.
    public func write(_ bytes: [UInt8]) throws(PNGError) {
        do {
            switch self {
            case let .file(path): try AtomicFile.write(bytes, to: path)
            case .standardOutput: try AtomicFile.writeToStandardOutput(bytes)
            }
        } catch {
            throw PNGError(error)
        }
    }
}
