#if canImport(Glibc)
import Glibc
#endif
import ListshotFiles

/// What is on disk where a docs build writes, checked when it plans (the whole build is
/// refused before anything is written) and again just before each file is written.
///
/// A build writes only regular files, only inside its output folder, and never over one of
/// its inputs:
/// - A link on the way to an output (a folder or the file itself) is followed when it stays
///   inside the output folder (its real path is in the folder's real path), and refused when
///   it leads outside or nowhere.
/// - A FIFO, device or socket at an output's path is refused: opening a FIFO for writing
///   waits for a reader, forever, while the build holds the folder's lock.
/// - An output that is the manifest, a scene file or an image a scene shows (the same file by
///   device and inode, ``FileIdentity``, however it is spelt) is refused.
/// - Two outputs that are one file, or an output that is the state file (a link from one to
///   the other, a hard link, or a link to a folder on the way), are refused: each run would
///   make one of them again, and one would always hold the other's bytes.
enum DocsOutputCheck {
    /// Why the output `name` (a path relative to `folder`) cannot be written, or nil.
    ///
    /// Each part of the path that exists is looked at with `lstat`, from the folder down;
    /// the first part that does not exist ends the check (what is created under it is new).
    static func problem(name: String, in folder: String) -> String? {
        guard let realFolder = realPath(folder) else { return nil }
        var path = folder
        let parts = name.split(separator: "/")
        for (index, part) in parts.enumerated() {
            path = DocsManifest.join(path, String(part))
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT == S_IFLNK {
                guard let target = realPath(path) else {
                    return "'\(path)' is a link that leads nowhere; listshot docs follows links only to files and folders inside the output folder"
                }
                guard target == realFolder || target.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/") else {
                    return "'\(path)' is a link to '\(target)', outside the output folder '\(folder)'; "
                        + "listshot docs follows links only to files and folders inside it"
                }
                guard stat(path, &info) == 0 else { return nil }
            }
            let type = info.st_mode & S_IFMT
            if index == parts.count - 1, type != S_IFREG, type != S_IFDIR {
                return "'\(path)' is \(kind(type)), not a regular file; listshot docs writes only regular files"
            }
        }
        return nil
    }

    /// The first of `outputs` that is the same file as one of `inputs`, and a message naming
    /// both; nil when none is.
    ///
    /// - Parameters:
    ///   - outputs: each output's path and where it comes from, e.g. "images[2] (dark)".
    ///   - inputs: each input's path and what it is, e.g. "the scene file of images[2]".
    static func clash(outputs: [(path: String, source: String)], inputs: [(path: String, what: String)]) -> (source: String, message: String)? {
        guard let clash = FileIdentity.firstClash(outputs: outputs.map(\.path), inputs: inputs.map(\.path)),
            let output = outputs.first(where: { $0.path == clash.output }), let input = inputs.first(where: { $0.path == clash.input })
        else { return nil }
        return (output.source, "'\(clash.output)' (\(output.source)) is \(input.what) '\(clash.input)'; an output must not replace an input")
    }

    /// The first output that is the same file as an earlier one, or as the state file at
    /// `stateFile`, and a message naming both; nil when none is. A file that does not exist
    /// yet is known by the folder it would be made in and its name there
    /// (``Destination``), so that `out/a.png` and `out/same/a.png`, with `same` a link to
    /// `.`, clash before either is made.
    ///
    /// - Parameters:
    ///   - outputs: each output's path and where it comes from, e.g. "images[2] (dark)", in
    ///     the manifest's order; none written twice by path (``DocsManifest/images()``
    ///     refuses that).
    ///   - stateFile: the state file's path.
    /// - Returns: the source of the later output of the two, and the message.
    static func sameFile(outputs: [(path: String, source: String)], stateFile: String) -> (source: String, message: String)? {
        var earlier: [Destination: (path: String, source: String?)] = [:]
        if let destination = Destination(of: stateFile) { earlier[destination] = (stateFile, nil) }
        for output in outputs {
            guard let destination = Destination(of: output.path) else { continue }
            if let other = earlier[destination] {
                guard let otherSource = other.source else {
                    return (output.source, "'\(output.path)' (\(output.source)) is the same file as the state file '\(other.path)', "
                        + "by a link or a hard link; an output must not replace the state file")
                }
                return (output.source, "'\(output.path)' (\(output.source)) is the same file as '\(other.path)' (\(otherSource)), "
                    + "by a link or a hard link; give each image a file of its own")
            }
            earlier[destination] = (output.path, output.source)
        }
        return nil
    }

    /// The file a write to a path lands on: the file there (``FileIdentity``, with `rest`
    /// empty), or, when there is none yet, the deepest folder of the path that exists and the
    /// names below it that a write would create.
    struct Destination: Hashable {
        var folder: FileIdentity
        var rest: String

        /// Where a write to `path` lands; nil when no part of the path exists (not even `.`).
        init?(of path: String) {
            if let identity = FileIdentity(path: path) {
                self.init(folder: identity, rest: "")
                return
            }
            var names: [Substring] = []
            var current = path
            while true {
                let parent = DocsManifest.folder(of: current)
                names.insert(current.split(separator: "/").last ?? "", at: 0)
                if let identity = FileIdentity(path: parent) {
                    self.init(folder: identity, rest: names.joined(separator: "/"))
                    return
                }
                guard parent != current, parent != "/", parent != "." else { return nil }
                current = parent
            }
        }

        init(folder: FileIdentity, rest: String) {
            self.folder = folder
            self.rest = rest
        }
    }

    /// `path` with every link and `.`/`..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// "a FIFO", "a character device", … for a file type that is not a regular file or a folder.
    private static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
