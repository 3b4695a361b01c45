import ListshotGeometry

extension Canvas {
    /// Draws `image` (premultiplied pixels) stretched over `rect` (in points), sampling
    /// bilinearly at each device pixel's centre in 1/256-pixel fixed point.
    ///
    /// Pixels of the destination are covered whole: `rect` is snapped to device pixels.
    public mutating func draw(_ image: Framebuffer, in rect: Rect) {
        let p = pixelRect(for: rect)
        guard p.width > 0, p.height > 0, p.minX.isFinite, p.minY.isFinite, p.maxX.isFinite, p.maxY.isFinite else { return }
        let x0 = Int(p.minX.rounded()), y0 = Int(p.minY.rounded())
        let x1 = Int(p.maxX.rounded()), y1 = Int(p.maxY.rounded())
        let target = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(clipBounds)
        guard !target.isEmpty else { return }
        let opacity = UInt32((min(max(self.opacity, 0), 1) * 255).rounded())
        guard opacity > 0 else { return }
        // Source position of a destination pixel centre, in 1/256 source pixels.
        let stepX = (image.width << 8) / max(1, x1 - x0), stepY = (image.height << 8) / max(1, y1 - y0)
        let imageWidth = image.width, imageHeight = image.height
        let src = image.pixels
        withMutablePixels { px, fbWidth in
            src.withUnsafeBufferPointer { s in
                for row in target.y..<target.maxY {
                    let sy = max(0, (row - y0) * stepY + stepY / 2 - 128)
                    let syi = min(imageHeight - 1, sy >> 8), fy = UInt32(sy & 255)
                    let syn = min(imageHeight - 1, syi + 1)
                    for column in target.x..<target.maxX {
                        let sx = max(0, (column - x0) * stepX + stepX / 2 - 128)
                        let sxi = min(imageWidth - 1, sx >> 8), fx = UInt32(sx & 255)
                        let sxn = min(imageWidth - 1, sxi + 1)
                        let top = Self.lerp(s[syi * imageWidth + sxi], s[syi * imageWidth + sxn], fx)
                        let bottom = Self.lerp(s[syn * imageWidth + sxi], s[syn * imageWidth + sxn], fx)
                        var pixel = Self.lerp(top, bottom, fy)
                        if opacity < 255 { pixel = PixelMath.scale(pixel, by: opacity) }
                        let i = row * fbWidth + column
                        px[i] = PixelMath.sourceOver(pixel, onto: px[i])
                    }
                }
            }
        }
    }

    /// Linear interpolation between two premultiplied pixels, `t` in 0…256.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        if t == 0 { return a }
        let a = UInt32(littleEndian: a), b = UInt32(littleEndian: b)
        var out: UInt32 = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let ca = (a >> shift) & 0xFF, cb = (b >> shift) & 0xFF
            let c = (ca * (256 - t) + cb * t + 128) >> 8
            out |= c << shift
        }
        return out.littleEndian
    }
}
