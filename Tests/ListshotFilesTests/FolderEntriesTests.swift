#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import ListshotFiles
import ListshotTestSupport

/// Issue 21, item 1: a folder's names are read up to each name's NUL and no further. Copying
/// `dirent.d_name` as Swift's 256-byte tuple read past `readdir`'s buffer and crashed
/// `listshot render` in a folder of about 2,300 entries.
@Suite("Folder entries")
struct FolderEntriesTests {
    /// An entry whose name ends the last byte before an unmapped page, as the last entry of
    /// `readdir`'s buffer can: reading 256 bytes from its name faults.
    @Test func aNameEndingAtAnUnmappedPageIsReadUpToItsNUL() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let memory = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        #expect(memory != MAP_FAILED)
        defer { munmap(memory, 2 * page) }
        #expect(mprotect(memory + page, page, PROT_NONE) == 0)
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        // Four letters and the NUL end the name on the page's last byte with the entry's
        // start aligned for `dirent` (the name is 19 bytes in on Linux).
        let name = Array("a.pn".utf8)
        let start = page - nameOffset - name.count - 1
        #expect(start % MemoryLayout<dirent>.alignment == 0)
        memset(memory + start, 0x41, page - start)
        (memory + start + nameOffset).copyMemory(from: name + [0], byteCount: name.count + 1)
        let read = FolderEntries.name(of: (memory + start).assumingMemoryBound(to: dirent.self))
        #expect(read == name)
    }

    /// Every name of a folder of 2,300 entries, as `listshot render` met in a busy /tmp, and
    /// the stale-file sweep over it removes only the dead writer's file.
    @Test func aBusyFolderListsEveryNameOnce() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        var expected: [String] = []
        for index in 0..<2_300 {
            // Names of every length up to 200 bytes, so entries end at every offset of the buffer.
            let name = "f\(index)-" + String(repeating: "x", count: index % 190)
            expected.append(name)
            let fd = open(folder + "/" + name, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            #expect(fd >= 0)
            close(fd)
        }
        let names = try #require(FolderEntries.names(in: folder)).map { String(decoding: $0, as: UTF8.self) }
        #expect(names.sorted() == expected.sorted())
        #expect(FolderEntries.names(in: folder + "/none") == nil)
    }
}
