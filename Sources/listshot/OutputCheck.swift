#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ListshotFiles
import ListshotScenes

/// Checks, before any work, that an output can be written: its folder exists, is a folder
/// and may be written in; `-o -` is standard output, which must not be a terminal.
enum OutputCheck {
    static func validate(_ output: String?) throws {
        if output == "-" {
            guard isatty(1) == 0 else {
                throw ValidationError("-o -: standard output is a terminal; send it to a file or a pipe (listshot render -o - > frame.png)")
            }
            return
        }
        if output?.isEmpty == true { throw ValidationError("-o/--output needs a file name") }
        try validate(file: output, flag: output.map { "-o \($0)" } ?? "the output (by default in the current folder)")
    }

    /// Checks, before any work, that the file at `path` (`nil`: a name in the current
    /// folder) can be written, naming `flag` (`-o out/a.png`) in the message.
    static func validate(file path: String?, flag: String, example: String = "frame.png") throws {
        var info = stat()
        if let path, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw ValidationError("\(flag) is a folder; give a file name in it, e.g. \(path)/\(example)")
        }
        let folder = path.map(Self.folder(of:)) ?? "."
        let named = path == nil ? "the current folder" : "the folder '\(folder)'"
        guard stat(folder, &info) == 0 else {
            throw ValidationError("\(flag): \(named) \(errno == ENOENT ? "does not exist" : "cannot be read: \(reason(errno))")")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw ValidationError("\(flag): '\(folder)' is not a folder") }
        guard access(folder, W_OK | X_OK) == 0 else { throw ValidationError("\(flag): cannot write in \(named): \(reason(errno))") }
    }

    /// Checks, before any work, that `--out-dir` is a folder that exists and may be written in.
    static func validate(folder: String) throws {
        guard !folder.isEmpty else { throw ValidationError("--out-dir needs a folder name") }
        let flag = "--out-dir \(folder)"
        var info = stat()
        guard stat(folder, &info) == 0 else {
            throw ValidationError("\(flag): the folder '\(folder)' \(errno == ENOENT ? "does not exist" : "cannot be read: \(reason(errno))")")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw ValidationError("\(flag): '\(folder)' is not a folder") }
        guard access(folder, W_OK | X_OK) == 0 else { throw ValidationError("\(flag): cannot write in the folder '\(folder)': \(reason(errno))") }
    }

    /// Refuses, before anything is written, an output that is one of the run's inputs (the
    /// scene file, an image it shows, a compared image), however the two paths are spelt:
    /// the same device and inode. Before, `render s.yaml -o s.yaml` replaced the scene file
    /// with a PNG.
    ///
    /// - Throws: `CommandError` naming the flag, with ``CommandProblem/outputIsInput(output:input:)``.
    static func refuseReplacing(inputs: [String], with outputs: [String], flag: String) throws {
        guard let clash = FileIdentity.firstClash(outputs: outputs.filter { $0 != "-" }, inputs: inputs) else { return }
        throw CommandError(CommandProblem.outputIsInput(output: clash.output, input: clash.input), subject: .flag(flag))
    }

    /// `name` in `folder`: `out` + `a.png` → `out/a.png`; `out/` + `a.png` → `out/a.png`.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `out/a.png` → `out`, `a.png` → `.`, `/a.png` → `/`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
