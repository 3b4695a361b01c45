#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles

extension AtomicFile {
    /// Removes the temporary files that writers killed mid-write left in `folder`, and
    /// returns their names, in the order found.
    ///
    /// A process killed between creating its temporary file and renaming it into place (by
    /// `SIGKILL`, a crash, a power cut) cannot remove it. ``write(_:to:)`` calls this once
    /// per folder and process, before its first write there, so the next run into a folder
    /// leaves none behind.
    ///
    /// An entry of `folder` is removed only when **all** of these hold:
    ///
    /// 1. Its name is exactly what ``write(_:to:)`` makes: `.` + a non-empty name +
    ///    `.tmp-` + a process id (decimal, no leading zero, at most 2³¹ − 1) + `-` + 1 to 16
    ///    lowercase hexadecimal digits. `.a.png.tmp-4242-9f3c` matches;
    ///    `a.png.tmp-4242-9f3c`, `.a.png.tmp-04242-9f3c` and `.a.png.tmp-4242-9F3C` do not.
    /// 2. That process is not running: `kill(pid, 0)` fails with `ESRCH`. A live process,
    ///    even one of another user (`EPERM`), and this process keep their files.
    /// 3. It is a regular file or a symbolic link (never a folder, device, FIFO or socket).
    /// 4. For a regular file: no process holds an `flock` on it. Every writer locks its
    ///    temporary file while it writes, so a writer whose process id this process cannot
    ///    see (another PID namespace, such as a container sharing the folder) keeps its file.
    ///
    /// Nothing is followed: the folder is read once, each entry is examined with
    /// `fstatat(AT_SYMLINK_NOFOLLOW)` and removed with `unlinkat` relative to the open
    /// folder, and a file is opened (to test its lock) only with `O_NOFOLLOW | O_NONBLOCK`
    /// after `fstatat` said it is a regular file. A symbolic link is removed as a link; what
    /// it points to is never opened, read or removed.
    ///
    /// Best effort: a folder that cannot be read, or an entry that cannot be removed
    /// (permissions), is left as it is, without an error.
    @discardableResult
    public static func removeStaleTemporaryFiles(in folder: String) -> [String] {
        let folderFD = systemOpen(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderFD >= 0 else { return [] }
        guard let directory = fdopendir(folderFD) else {
            close(folderFD)
            return []
        }
        defer { closedir(directory) }
        // Every name first, then the removals: unlinking while reading may skip entries.
        var candidates: [(name: [CChar], pid: pid_t)] = []
        for name in FolderEntries.names(of: directory) {
            if let pid = writerProcess(ofTemporaryName: name) {
                candidates.append((name.map { CChar(bitPattern: $0) }, pid))
            }
        }
        let own = getpid()
        var removed: [String] = []
        for candidate in candidates where candidate.pid != own && !isRunning(candidate.pid) {
            let name = candidate.name + [0]
            var info = stat()
            guard fstatat(folderFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            var lockFD: Int32 = -1
            if type == S_IFREG {
                lockFD = openat(folderFD, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
                // Locked: a writer this process cannot see is at work. Keep it.
                if lockFD >= 0, flock(lockFD, LOCK_EX | LOCK_NB) != 0 {
                    close(lockFD)
                    continue
                }
            } else if type != S_IFLNK {
                continue
            }
            if unlinkat(folderFD, name, 0) == 0 {
                removed.append(String(decoding: candidate.name.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            if lockFD >= 0 { close(lockFD) }
        }
        return removed
    }

    /// The process id in `name` if it is exactly a temporary file's name,
    /// `.<name>.tmp-<pid>-<hex>` (see ``removeStaleTemporaryFiles(in:)``), else nil.
    static func writerProcess(ofTemporaryName name: [UInt8]) -> pid_t? {
        let dot = UInt8(ascii: "."), dash = UInt8(ascii: "-")
        guard name.first == dot, let lastDash = name.lastIndex(of: dash) else { return nil }
        // The random part: 1 to 16 lowercase hexadecimal digits.
        let random = name[(lastDash + 1)...]
        guard (1...16).contains(random.count),
            random.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        // The process id: decimal digits, the first not 0, back to ".tmp-".
        var start = lastDash
        while start > 0, (0x30...0x39).contains(name[start - 1]) { start -= 1 }
        let digits = name[start..<lastDash]
        guard (1...10).contains(digits.count), digits.first != 0x30 else { return nil }
        let marker = Array(".tmp-".utf8)
        guard start >= marker.count + 2, Array(name[(start - marker.count)..<start]) == marker else { return nil }
        var pid: Int64 = 0
        for digit in digits { pid = pid * 10 + Int64(digit - 0x30) }
        guard pid <= Int64(Int32.max) else { return nil }
        return pid_t(pid)
    }

    /// Whether the process `pid` exists: anything but `ESRCH` from `kill(pid, 0)` says it does.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard pid > 0 else { return true }
        return kill(pid, 0) == 0 || errno != ESRCH
    }

    /// ``removeStaleTemporaryFiles(in:)``, the first time this process writes into `folder`
    /// (as the folder is spelt; a second spelling costs one more scan).
    static func removeStaleTemporaryFilesOnce(in folder: String) {
        guard cleanedFolders.withLock({ $0.insert(folder).inserted }) else { return }
        removeStaleTemporaryFiles(in: folder)
    }
}

/// The folders ``AtomicFile/removeStaleTemporaryFilesOnce(in:)`` has cleaned in this process.
private let cleanedFolders = Lock<Set<String>>([])
