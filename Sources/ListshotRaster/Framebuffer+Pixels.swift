extension Framebuffer {
    /// A framebuffer holding `premultipliedPixels`: premultiplied RGBA8, one little-endian
    /// `UInt32` per pixel (bytes R, G, B, A), row-major with stride `width`.
    ///
    /// Throws the same errors as ``init(width:height:color:)`` for sizes it refuses.
    /// - Precondition: `premultipliedPixels.count == width * height`.
    public init(width: Int, height: Int, premultipliedPixels: [UInt32]) throws(FramebufferError) {
        try self.init(width: width, height: height)
        precondition(
            premultipliedPixels.count == width * height,
            "\(premultipliedPixels.count) pixels given for a \(width) × \(height) framebuffer")
        pixels = premultipliedPixels
        uniformPixel = nil  // an initializer does not call `didSet`
    }

    /// A framebuffer whose pixels `body` writes, every one of them (premultiplied RGBA8 as
    /// ``init(width:height:premultipliedPixels:)`` takes them): for code that makes a whole
    /// image in one pass, such as a C loop, with no pixel written twice.
    ///
    /// Throws the same errors as ``init(width:height:color:)``, before `body` is called.
    public init(width: Int, height: Int, initializingPixelsWith body: (UnsafeMutableBufferPointer<UInt32>) -> Void) throws(FramebufferError) {
        let count = try Self.pixelCount(width: width, height: height)
        self.width = width
        self.height = height
        pixels = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            body(buffer)
            initialized = count
        }
        uniformPixel = nil
    }
}

extension Color {
    /// The colour as a framebuffer stores it: premultiplied, one little-endian `UInt32`
    /// (bytes R, G, B, A), as ``Framebuffer/init(width:height:premultipliedPixels:)`` takes pixels.
    public var premultipliedPixel: UInt32 { PixelMath.premultiplied(self) }
}
