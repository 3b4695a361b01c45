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
}
