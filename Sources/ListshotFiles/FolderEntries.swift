#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder, read with `readdir` without reading past an entry.
///
/// C declares `dirent.d_name` as 256 bytes, but the kernel packs entries end to end, each
/// only as long as its name (`d_reclen`): the last entry in `readdir`'s buffer can end a few
/// bytes after its name's NUL. Swift imports the field as a 256-byte tuple, so
/// `entry.pointee.d_name` copies 256 bytes and reads past the buffer; in a folder of a few
/// thousand entries that read crossed into an unmapped page and crashed `listshot render`
/// (issue 21, item 1). Here a name is read through a pointer to the field, up to its NUL.
public enum FolderEntries {
    /// The names of `folder`'s entries, "." and ".." left out, in the order `readdir`
    /// gives them; `nil` when the folder cannot be opened.
    public static func names(in folder: String) -> [[UInt8]]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        return names(of: directory)
    }

    /// The names `readdir` gives for the open folder `directory` from where it stands,
    /// "." and ".." left out.
    public static func names(of directory: OpaquePointer) -> [[UInt8]] {
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = self.name(of: entry)
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names
    }

    /// The name of `entry`, its bytes up to (not including) the NUL, read no further.
    static func name(of entry: UnsafePointer<dirent>) -> [UInt8] {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let start = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
        let length = strlen(start)
        return UnsafeRawBufferPointer(start: start, count: length).map { $0 }
    }
}
