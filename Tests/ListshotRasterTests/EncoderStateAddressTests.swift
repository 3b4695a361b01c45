#if canImport(Glibc)
import Glibc
#endif
import CListshotPNG
import Testing

@testable import ListshotRaster

/// The encoder's bytes do not depend on where in memory ISA-L's stream state lies.
///
/// ISA-L 2.30 (Debian 12's), starting a stream with no history, hashes the third byte from a
/// register that still holds the address of the `isal_zstream`: one entry of its level 1 hash
/// table (8,192 buckets, each `crc32c(address >> 16) & 0x1FFF`) lands in a bucket chosen by
/// where the stream lies. For about one bucket in 600, a later match finds that entry and the
/// file comes out with other (valid) bytes. ASLR moves the stream on every run, so about one
/// process in 600 wrote other bytes. The encoder now starts each stream so that ISA-L never
/// takes that path (lspng_deflate.c). This test moves the state to an address for each of the
/// 8,192 buckets, encodes the top of a dark `cells` frame (where the old encoder wrote other
/// bytes for 10 of them), and expects the same file every time.
@Suite struct EncoderStateAddressTests {
    /// ISA-L's hash: CRC-32C (Castagnoli, reflected, no final inversion) of four bytes, as
    /// x86's `crc32` instruction computes it from 0.
    static func crc32c(_ value: UInt32) -> UInt32 {
        var crc: UInt32 = 0
        var rest = value
        for _ in 0..<4 {
            crc ^= rest & 0xFF
            rest >>= 8
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
        }
        return crc
    }

    @Test func theHashIsISALs() {
        // Two stream addresses watched in a debugger, and the buckets ISA-L hashed them to.
        #expect(Self.crc32c(0x2D13_A76A) & 0x1FFF == 0x1820)
        #expect(Self.crc32c(0x2D13_A76B) & 0x1FFF == 0x1298)
    }

    /// `.fast` is the one compression ISA-L writes (`.balanced`, the screen matcher, and
    /// `.small`, libdeflate, keep no state of ISA-L's).
    @Test(arguments: [PNGCompression.fast])
    func theBytesDoNotDependOnWhereISALsStateLies(compression: PNGCompression) throws {
        let frame = try PNGDecoder.decode(contentsOf: fixturePath("cells-dark-ax2-top.png"))
        let encoder = try PNGEncoder(options: PNGEncodingOptions(compression: compression, filter: .none))
        var reference: [UInt8] = []
        try encoder.encode(frame, into: &reference)

        // 2^15 windows of 64 KiB, 2^15-aligned, cover every bucket (2^13 do not: the hash
        // of their 13 varying bits takes 4,096 values). Address space only: nothing is
        // touched outside the one window in use.
        let window = 1 << 16
        let windows = 1 << 15
        let span = window * windows
        let reserved = mmap(nil, span * 2, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        try #require(reserved != MAP_FAILED, "cannot reserve \(span * 2) bytes of address space")
        defer { munmap(reserved, span * 2) }
        let base = (UInt(bitPattern: reserved) + UInt(span) - 1) & ~(UInt(span) - 1)
        let size = lspng_encoder_fast_state_size()

        var buckets = Set<UInt32>()
        var differing: [String] = []
        for index in 0..<windows {
            let address = base + UInt(index * window)
            let bucket = Self.crc32c(UInt32(truncatingIfNeeded: address >> 16)) & 0x1FFF
            guard buckets.insert(bucket).inserted else { continue }
            let state = mmap(UnsafeMutableRawPointer(bitPattern: address), size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            try #require(state == UnsafeMutableRawPointer(bitPattern: address))
            lspng_encoder_use_fast_state(encoder.encoder, state)
            var png: [UInt8] = []
            try encoder.encode(frame, into: &png)
            lspng_encoder_use_fast_state(encoder.encoder, nil)
            // Back to reserved address space, its memory given back.
            _ = mmap(state, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED | MAP_NORESERVE, -1, 0)
            if png != reference { differing.append("0x\(String(bucket, radix: 16)): \(png.count) bytes") }
        }
        #expect(buckets.count == 8192)
        #expect(differing.isEmpty, "other bytes than the \(reference.count) for the state in buckets \(differing)")
        #expect(try PNGDecoder.decode(reference) == frame)
    }
}
