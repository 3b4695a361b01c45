#if canImport(Glibc)
import Glibc
import Testing

@testable import listshot
import ListshotTestSupport

/// Issue 37, item 2: what `Memory.mapLargeBuffers()` does. Glibc maps a large block on its
/// own and unmaps it when freed, but by default, once such a block is freed, it raises its
/// threshold to that block's size: later blocks below it come from the heap, which keeps
/// them when freed and fragments. With the threshold fixed at 1 MiB, a frame-sized block is
/// still a mapping of its own after a larger one was freed.
///
/// On the main thread (the main arena, which grows the heap): on other threads glibc mapped
/// the block either way in a C experiment, so only here does the test tell the two apart.
/// With `mapLargeBuffers()` left out, the block came from the heap and this test failed.
@Suite("Large buffers are mappings of their own")
struct LargeBufferMappingTests {
    @Test(.enabled(if: access("/proc/self/maps", R_OK) == 0, "needs Linux's /proc/self/maps"))
    @MainActor
    func aFrameSizedBlockIsItsOwnMappingAfterALargerOneWasFreed() throws {
        Memory.mapLargeBuffers()
        let larger = 6 << 20, size = 4 << 20
        let first = try #require(malloc(larger))
        memset(first, 1, larger)
        free(first)
        let block = try #require(malloc(size))
        defer { free(block) }
        memset(block, 1, size)
        let address = UInt(bitPattern: block)
        let mapping = try #require(try Self.mapping(containing: address))
        // A mapped block is one mapping: glibc's 16-byte header, then the block, to a page.
        #expect(mapping.lowerBound == (address - 16) & ~UInt(4095), "\(mapping) for a block at \(address)")
        #expect(mapping.count <= UInt(size) + 2 * 4096, "\(mapping.count) bytes mapped for \(size)")
    }

    /// The range of the mapping in /proc/self/maps that holds `address`.
    static func mapping(containing address: UInt) throws -> Range<UInt>? {
        let maps = String(decoding: try readFile("/proc/self/maps"), as: UTF8.self)  // (its size reads 0)
        for line in maps.split(separator: "\n") {
            guard let range = line.split(separator: " ").first else { continue }
            let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
            if bounds.count == 2, bounds[0] <= address, address < bounds[1] { return bounds[0]..<bounds[1] }
        }
        return nil
    }
}
#endif
