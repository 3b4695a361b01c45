#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, as the system knows it: its device and inode. Two paths name
/// the same file exactly when their identities are equal, however they are spelt
/// (`a.json`, `./a.json`, `/tmp/x/a.json`, a link to it, a hard link).
///
/// Used to refuse an output that is one of the run's inputs before anything is written:
///
/// ```swift
/// if let clash = FileIdentity.firstClash(outputs: ["out.png"], inputs: ["scene.yaml"]) {
///     // clash.output, clash.input: the two paths, as given
/// }
/// ```
public struct FileIdentity: Hashable, Sendable {
    /// The device the file is on (`st_dev`).
    public var device: UInt64
    /// The file's inode on that device (`st_ino`).
    public var inode: UInt64

    /// The identity of the file `path` names, following links (`stat(2)`); nil when there is
    /// no such file (nothing there, a dangling link, or a folder on the way that cannot be
    /// searched): a file that does not exist yet is no other file.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity of the file open at descriptor `fd` (`fstat(2)`); nil when `fd` is not open.
    public init?(descriptor fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity in `info`, as `stat(2)` fills it.
    public init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// Whether `first` and `second` name one existing file.
    public static func same(_ first: String, _ second: String) -> Bool {
        guard let one = FileIdentity(path: first) else { return false }
        return one == FileIdentity(path: second)
    }

    /// The first output, in the order given, that is the same file as one of `inputs`, and
    /// that input (the first such, in the order given): both as given, for a message naming
    /// both. Nil when no output exists yet or none is an input. One `stat` a path.
    public static func firstClash(outputs: [String], inputs: [String]) -> (output: String, input: String)? {
        var byIdentity: [FileIdentity: String] = [:]
        for input in inputs {
            guard let identity = FileIdentity(path: input), byIdentity[identity] == nil else { continue }
            byIdentity[identity] = input
        }
        guard !byIdentity.isEmpty else { return nil }
        for output in outputs {
            if let identity = FileIdentity(path: output), let input = byIdentity[identity] { return (output, input) }
        }
        return nil
    }
}
