/// A file's name and the SHA-256 of its bytes: enough to tell whether two machines used the
/// same file (a font, say) without comparing the files.
public struct FileFingerprint: Sendable, Hashable {
    /// The file's name, without its folder: `"Inter-Regular.otf"`.
    public var file: String
    /// The SHA-256 of the file's bytes in 64 lowercase hexadecimal digits, as `sha256sum`
    /// prints it.
    public var sha256: String

    /// A fingerprint of `file` with digest `sha256`.
    public init(file: String, sha256: String) {
        self.file = file
        self.sha256 = sha256
    }

    /// The fingerprint of the file at `path`, named by the last component of `path`.
    ///
    /// - Throws: ``FileError`` naming `path` when it cannot be read.
    public init(contentsOf path: String) throws(FileError) {
        let bytes = try FileReader.readAll(path)
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        self.init(file: String(name), sha256: SHA256.hexDigest(bytes))
    }
}
