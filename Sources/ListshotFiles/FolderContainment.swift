#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a path stays inside a folder once every link on the way is followed: the check
/// a writer makes before it writes a file whose name it was given by someone else (a
/// failure log naming a golden), so that `../x`, an absolute path or a link planted in the
/// folder cannot send the bytes elsewhere.
///
/// ```swift
/// switch FolderContainment.check("Snapshots/T/a.png", in: "Snapshots") {
/// case .inside: // write it
/// case let .outside(resolved): // refuse, naming where it leads
/// case let .unresolvable(reason): // refuse, saying why
/// }
/// ```
public enum FolderContainment: Equatable, Sendable {
    /// The path, with its links followed, is in the folder (or below it).
    case inside
    /// The path leads to `resolved`, which is not in the folder.
    case outside(resolved: String)
    /// The path cannot be followed: a link on the way leads nowhere, or a folder on the way
    /// cannot be searched; `reason` says which, as "a link that leads nowhere (x.png)".
    case unresolvable(reason: String)

    /// Where `path` leads and whether that is inside `folder`: both are resolved the same
    /// way (``resolvingLinks(_:)``), so a folder that is itself a link is followed for both.
    /// The folder itself is not inside itself.
    public static func check(_ path: String, in folder: String) -> FolderContainment {
        let resolvedFolder: String, resolvedPath: String
        switch (resolvingLinks(folder), resolvingLinks(path)) {
        case let (.failure(reason), _), let (_, .failure(reason)):
            return .unresolvable(reason: reason.text)
        case let (.success(one), .success(two)):
            (resolvedFolder, resolvedPath) = (one, two)
        }
        let prefix = resolvedFolder == "/" ? "/" : resolvedFolder + "/"
        return resolvedPath.hasPrefix(prefix) && resolvedPath.count > prefix.count ? .inside : .outside(resolved: resolvedPath)
    }

    /// Why a path cannot be resolved, in words.
    public struct Reason: Error, Equatable, Sendable {
        /// "a link that leads nowhere (Snapshots/T)".
        public var text: String
    }

    /// `path` as an absolute path with every link followed: `realpath(3)` of the longest
    /// part of it that exists, then the rest as written (`.` dropped, `..` taking away the
    /// part before it). Fails when a part that exists is a link leading nowhere (a writer
    /// would create the file where it points) or a folder on the way cannot be searched.
    public static func resolvingLinks(_ path: String) -> Result<String, Reason> {
        var head = path.isEmpty ? "." : path
        var rest: [Substring] = []
        while true {
            if let resolved = realpath(head, nil) {
                defer { free(resolved) }
                var parts = String(cString: resolved).split(separator: "/")
                for part in rest.reversed() where part != "." {
                    if part == ".." { _ = parts.popLast() } else { parts.append(part) }
                }
                return .success("/" + parts.joined(separator: "/"))
            }
            let code = errno
            var info = stat()
            if code == ENOENT, lstat(head, &info) == 0 {
                return .failure(Reason(text: "a link that leads nowhere (\(head))"))
            }
            guard code == ENOENT else {
                let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
                return .failure(Reason(text: "\(head): \(reason)"))
            }
            // The last part does not exist yet: resolve what holds it.
            let trimmed = head.hasSuffix("/") && head.count > 1 ? String(head.dropLast()) : head
            guard let slash = trimmed.lastIndex(of: "/") else {
                rest.append(Substring(trimmed))
                head = "."
                continue
            }
            rest.append(trimmed[trimmed.index(after: slash)...])
            head = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        }
    }
}
