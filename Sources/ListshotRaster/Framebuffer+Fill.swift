extension Framebuffer {
    /// Replaces the pixels of `rect` (the part inside the framebuffer) with `color`, without
    /// blending: how a golden-image assertion masks a view.
    public mutating func fill(_ rect: PixelRect, with color: Color) {
        let part = rect.intersection(bounds)
        guard !part.isEmpty else { return }
        let value = PixelMath.premultiplied(color), width = self.width
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in part.y..<part.maxY {
                let start = y * width + part.x
                Self.fill(UnsafeMutableBufferPointer(rebasing: pixels[start..<start + part.width]), with: value)
            }
        }
    }
}
