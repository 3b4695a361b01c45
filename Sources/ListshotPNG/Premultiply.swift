/// Conversions between the framebuffer's premultiplied pixels and PNG's straight alpha,
/// in exact integer arithmetic.
///
/// Premultiplying is `div255(c × a)` (rounded to nearest), as the rasterizer does;
/// un-premultiplying is `c × 255 / a` rounded to nearest (0, 0, 0, 0 when a = 0).
/// For every premultiplied pixel the rasterizer can produce (c ≤ a), un-premultiplying
/// then premultiplying gives back the same bytes.
enum Premultiply {
    /// `x / 255` rounded to nearest in each 16-bit lane (lanes hold at most 65_025).
    @inline(__always)
    static func div255Lanes(_ x: UInt32) -> UInt32 {
        let t = x &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Straight RGBA8 bytes (`count` pixels) to premultiplied little-endian pixels.
    static func premultiplied(straightRGBA source: UnsafePointer<UInt8>, count: Int) -> [UInt32] {
        let raw = UnsafeRawPointer(source)
        return [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            for i in 0..<count {
                let stored = raw.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                let v = UInt32(littleEndian: stored)
                let a = v >> 24
                if a == 255 {
                    out[i] = stored
                } else if a == 0 {
                    out[i] = 0
                } else {
                    let rb = div255Lanes((v & 0x00FF_00FF) &* a)
                    let g = div255Lanes(((v >> 8) & 0xFF) &* a)
                    out[i] = (rb | g << 8 | a << 24).littleEndian
                }
            }
            initialized = count
        }
    }

    /// `straight[a << 8 | c]` = `c × 255 / a` rounded to nearest, at most 255; 0 when a = 0.
    static let straightTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return table
    }()

    /// Premultiplied pixels to straight R, G, B, A bytes.
    static func straightRGBA(_ pixels: [UInt32]) -> [UInt8] {
        let count = pixels.count
        return straightTable.withUnsafeBufferPointer { table in
            pixels.withUnsafeBufferPointer { source in
                [UInt8](unsafeUninitializedCapacity: count &* 4) { out, initialized in
                    let raw = UnsafeMutableRawPointer(out.baseAddress!)
                    for i in 0..<count {
                        let stored = source[i]
                        let v = UInt32(littleEndian: stored)
                        let a = v >> 24
                        var result = stored
                        if a == 0 {
                            result = 0
                        } else if a != 255 {
                            let row = Int(a) << 8
                            let r = UInt32(table[row | Int(v & 0xFF)])
                            let g = UInt32(table[row | Int((v >> 8) & 0xFF)])
                            let b = UInt32(table[row | Int((v >> 16) & 0xFF)])
                            result = (r | g << 8 | b << 16 | a << 24).littleEndian
                        }
                        raw.storeBytes(of: result, toByteOffset: i &* 4, as: UInt32.self)
                    }
                    initialized = count &* 4
                }
            }
        }
    }

    /// Opaque premultiplied pixels to R, G, B bytes (alpha dropped).
    static func rgb(_ pixels: [UInt32]) -> [UInt8] {
        let count = pixels.count
        return pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: count &* 3) { out, initialized in
                for i in 0..<count {
                    let v = UInt32(littleEndian: source[i])
                    let o = i &* 3
                    out[o] = UInt8(truncatingIfNeeded: v)
                    out[o &+ 1] = UInt8(truncatingIfNeeded: v >> 8)
                    out[o &+ 2] = UInt8(truncatingIfNeeded: v >> 16)
                }
                initialized = count &* 3
            }
        }
    }
}
