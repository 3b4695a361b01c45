import CListshotPNG
#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A rectangle of whole device pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixels both rectangles cover (empty when they share none).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Why a framebuffer could not be made.
public enum FramebufferError: Error, Equatable, CustomStringConvertible {
    /// Width or height is zero or negative.
    case emptySize(width: Int, height: Int)
    /// The pixels would need more memory than `Framebuffer.maximumByteCount`.
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .emptySize(w, h):
            return "a framebuffer needs a positive size, got \(w) × \(h) pixels"
        case let .tooLarge(w, h):
            return "\(w) × \(h) pixels would need more than \(Framebuffer.maximumByteCount >> 20) MiB "
                + "(the limit is \(Framebuffer.maximumDimension) pixels a side and "
                + "\(Framebuffer.maximumByteCount >> 20) MiB in all)"
        }
    }
}

/// Premultiplied RGBA8 pixels, row after row with no padding (stride = width × 4 bytes).
///
/// A value type: copies share storage until one of them is written.
/// Pixels are stored as little-endian `UInt32`s, so their bytes read R, G, B, A.
public struct Framebuffer: Sendable, Equatable {
    /// The largest width or height accepted.
    public static let maximumDimension = 32_768
    /// The most memory one framebuffer may take: 1 GiB.
    public static let maximumByteCount = 1 << 30

    public let width: Int
    public let height: Int
    /// One premultiplied pixel per element, row-major.
    public internal(set) var pixels: [UInt32] {
        // Any write may break the uniform fill; the writer that knows better sets it again.
        didSet { uniformPixel = nil }
    }

    /// The premultiplied pixel every pixel holds, when that is known: from
    /// ``init(width:height:color:)`` or ``clear(to:)`` until the next write. A fill that
    /// would write it again over whole pixels can then skip the work: the renderer's white
    /// and an opaque white table background clear the frame once, not twice.
    var uniformPixel: UInt32?

    /// A framebuffer of the given size filled with `color` (transparent by default).
    public init(width: Int, height: Int, color: Color = .clear) throws(FramebufferError) {
        let count = try Self.pixelCount(width: width, height: height)
        self.width = width
        self.height = height
        let value = PixelMath.premultiplied(color)
        self.pixels = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            // Before the first touch: a frame's pixels in a few huge pages, not 1,300 small ones.
            if let base = buffer.baseAddress { lspng_advise_huge_pages(base, count * MemoryLayout<UInt32>.stride) }
            Self.fill(buffer, with: value)
            initialized = count
        }
        self.uniformPixel = value
    }

    /// The pixels of a `width` × `height` framebuffer, or why there can be none.
    static func pixelCount(width: Int, height: Int) throws(FramebufferError) -> Int {
        guard width > 0, height > 0 else { throw .emptySize(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, width <= maximumDimension, height <= maximumDimension, count <= maximumByteCount / 4
        else { throw .tooLarge(width: width, height: height) }
        return count
    }

    /// Writes `value` into every element of `buffer` (initialized or not: `UInt32` is
    /// trivial). A value of four equal bytes (white, black, clear) is one `memset`.
    /// Another is written once, then copied onto what follows, doubling up to a block of
    /// `fillBlock` pixels that stays in the L1 cache, then a block at a time: each copy
    /// reads what the cache holds and only writes memory. (Doubling all the way read as
    /// many bytes from memory as it wrote.) In a debug build the generic
    /// `initialize(repeating:count:)` copies pixel by pixel through the type's value witness:
    /// 55 million instructions a frame under callgrind.
    @inline(__always)
    static func fill(_ buffer: UnsafeMutableBufferPointer<UInt32>, with value: UInt32) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        let byte = UInt8(truncatingIfNeeded: value)
        if value == UInt32(byte) &* 0x0101_0101 {
            memset(base, Int32(byte), buffer.count * MemoryLayout<UInt32>.stride)
            return
        }
        base.pointee = value
        var filled = 1
        while filled < buffer.count {
            let count = min(filled, fillBlock, buffer.count - filled)
            memcpy(base + filled, base, count * MemoryLayout<UInt32>.stride)
            filled += count
        }
    }

    /// The pixels ``fill(_:with:)`` copies at a time: 4 KB.
    static let fillBlock = 1024

    /// Same size and same pixels (what is known about them aside).
    ///
    /// The pixels are compared with `memcmp`: every passing golden-image check asks this of
    /// a whole frame, in a debug build, where `Array`'s `==` takes 80 instructions a pixel.
    public static func == (lhs: Framebuffer, rhs: Framebuffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.pixels.count == rhs.pixels.count else { return false }
        return lhs.pixels.withUnsafeBytes { a in
            rhs.pixels.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// The whole framebuffer as a pixel rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The premultiplied pixel at column `x`, row `y`, as (r, g, b, a).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = UInt32(littleEndian: pixels[y * width + x])
        return (UInt8(p & 0xFF), UInt8((p >> 8) & 0xFF), UInt8((p >> 16) & 0xFF), UInt8(p >> 24))
    }

    /// The colour at column `x`, row `y`, un-premultiplied.
    public func color(x: Int, y: Int) -> Color {
        let (r, g, b, a) = pixel(x: x, y: y)
        guard a > 0 else { return .clear }
        func straight(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a))) }
        return Color(red: straight(r), green: straight(g), blue: straight(b), alpha: a)
    }

    /// Replaces the pixel at column `x`, row `y` with `color` (no blending).
    public mutating func setColor(_ color: Color, x: Int, y: Int) {
        pixels[y * width + x] = PixelMath.premultiplied(color)
    }

    /// True when every pixel is fully opaque.
    public var isOpaque: Bool {
        if let uniformPixel { return UInt32(littleEndian: uniformPixel) >> 24 == 255 }
        // The alphas ANDed together, a block at a time (which vectorizes), stopping at the
        // first block with a pixel that is not opaque.
        let alpha = UInt32(0xFF00_0000).littleEndian
        return pixels.withUnsafeBufferPointer { px in
            var start = 0
            while start < px.count {
                let end = min(px.count, start + 4096)
                var all = alpha
                for i in start..<end { all &= px[i] }
                if all != alpha { return false }
                start = end
            }
            return true
        }
    }

    /// Replaces every pixel with `color`; nothing to do when every pixel is known to hold it
    /// (a new framebuffer of that colour: a worker's first frame is not cleared twice).
    public mutating func clear(to color: Color) {
        let value = PixelMath.premultiplied(color)
        if uniformPixel == value { return }
        pixels.withUnsafeMutableBufferPointer { Self.fill($0, with: value) }
        uniformPixel = value
    }

    /// The pixels as R, G, B, A bytes, premultiplied, row-major.
    public func withUnsafePremultipliedBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes(body)
    }
}
