#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotRaster
import ListshotTestSupport

/// The path of a file in the Fixtures folder next to this file.
func fixturePath(_ name: String) -> String {
    let file = #filePath
    return file[..<file.lastIndex(of: "/")!] + "/Fixtures/" + name
}

/// The PngSuite folder next to this file.
let pngSuiteFolder = fixturePath("pngsuite")

/// The path of a PngSuite file.
func suitePath(_ name: String) -> String { pngSuiteFolder + "/" + name }

/// The PngSuite `.png` files whose names start with `x` (deliberately corrupt) or not.
func suiteFiles(corrupt: Bool) -> [String] {
    listFolder(pngSuiteFolder).filter { $0.hasSuffix(".png") && $0.hasPrefix("x") == corrupt }
}

/// FNV-1a 64 of the framebuffer's premultiplied RGBA bytes.
func digest(_ framebuffer: Framebuffer) -> UInt64 {
    framebuffer.withUnsafePremultipliedBytes { bytes in
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// The CRC-32 PNG uses for chunks.
func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

/// A chunk: length, type, data, CRC.
func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
}

let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// The chunk types of a PNG file, in order.
func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 12 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    return types
}

/// A framebuffer from premultiplied (r, g, b, a) values, row-major.
func framebuffer(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws -> Framebuffer {
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b, a) = pixel(x, y)
            pixels.append((UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian)
        }
    }
    return try Framebuffer(width: width, height: height, premultipliedPixels: pixels)
}
