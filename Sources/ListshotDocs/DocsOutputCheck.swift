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
