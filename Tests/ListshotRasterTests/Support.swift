import ListshotGeometry
import ListshotRaster

/// A canvas over a framebuffer of `width` × `height` device pixels filled with `color`.
func makeCanvas(width: Int, height: Int, scale: Double = 1, color: Color = .clear) throws -> Canvas {
    Canvas(framebuffer: try Framebuffer(width: width, height: height, color: color), scale: scale)
}

/// FNV-1a over the pixels' bytes: a fingerprint of a whole framebuffer.
func checksum(_ framebuffer: Framebuffer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    framebuffer.withUnsafePremultipliedBytes { bytes in
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
    }
    return hash
}

/// The alpha of every pixel, row-major.
func alphas(_ framebuffer: Framebuffer) -> [UInt8] {
    framebuffer.pixels.map { UInt8(UInt32(littleEndian: $0) >> 24) }
}

/// The sum of alpha over the framebuffer, in units of a fully covered pixel.
func totalCoverage(_ framebuffer: Framebuffer) -> Double {
    Double(alphas(framebuffer).reduce(0) { $0 + Int($1) }) / 255
}

/// A deterministic test image: premultiplied pixels from a per-pixel function.
func makeImage(width: Int, height: Int, _ pixel: (Int, Int) -> Color) throws -> Framebuffer {
    var image = try Framebuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width { image.setColor(pixel(x, y), x: x, y: y) }
    }
    return image
}

/// A frame of every primitive that existed before paths, strokes and rounded clips:
/// its checksum was recorded before they were added, so it proves they changed nothing.
func legacySampleFrame() throws -> Framebuffer {
    var canvas = try makeCanvas(width: 300, height: 220, scale: 2, color: Color(rgb: 0x101010))
    canvas.fillClip(with: Color(rgb: 0x203040, alpha: 200))
    canvas.fill(Rect(x: 3.3, y: 2.7, width: 40.25, height: 12.6), color: .purple)
    canvas.fill(Rect(x: 10, y: 20, width: 50, height: 30), color: Color(rgb: 0x33AA55, alpha: 128))
    canvas.fill(Rect(x: 60.2, y: 5.1, width: 70, height: 40.3), cornerRadii: CornerRadii(all: 9.5), color: .blue)
    canvas.fill(
        Rect(x: 5, y: 55, width: 60, height: 30),
        cornerRadii: CornerRadii(topLeft: 12, topRight: 0, bottomLeft: 4, bottomRight: 20), color: .red)
    canvas.stroke(Rect(x: 70.5, y: 50.25, width: 60, height: 35), cornerRadii: CornerRadii(all: 8), lineWidth: 1.5, color: .white)
    canvas.fillEllipse(in: Rect(x: 100.3, y: 60.6, width: 40.7, height: 25.1), color: Color(rgb: 0xFFCC00, alpha: 220))
    canvas.fillHairline(atBottomOf: 90.2, from: 4.3, to: 140.6, color: Color(rgb: 0xC6C6C8))
    canvas.save()
    canvas.translateBy(dx: 7.25, dy: 3.5)
    canvas.multiplyOpacity(0.6)
    canvas.clip(to: Rect(x: 0, y: 88, width: 120.3, height: 20.7))
    canvas.fill(Rect(x: -5, y: 85, width: 200, height: 30), cornerRadii: CornerRadii(all: 6), color: .white)
    canvas.fillEllipse(in: Rect(x: 20, y: 90, width: 30, height: 30), color: .black)
    canvas.restore()
    // A coverage mask, as text draws through.
    var mask = [UInt8](repeating: 0, count: 23 * 17)
    for i in mask.indices { mask[i] = UInt8((i * 37) % 256) }
    mask.withUnsafeBufferPointer { m in
        canvas.blend(mask: m, width: 23, height: 17, rowBytes: 23, atPixelX: 250, y: 10, color: Color(rgb: 0xEEDDCC))
        canvas.blend(mask: m, width: 20, height: 17, rowBytes: 23, atPixelX: -5, y: 200, color: .white)
    }
    // Images: 1:1, upscaled, downscaled less than 2×, with opacity and clip.
    let image = try makeImage(width: 16, height: 12) { x, y in
        Color(red: UInt8(x * 16), green: UInt8(y * 20), blue: UInt8((x * y) % 256), alpha: UInt8(255 - x * 7))
    }
    canvas.draw(image, in: Rect(x: 100, y: 100, width: 8, height: 6))
    canvas.draw(image, in: Rect(x: 5.3, y: 95.2, width: 33.1, height: 21.7))
    canvas.draw(image, in: Rect(x: 50, y: 96, width: 5.5, height: 4.1))
    canvas.save()
    canvas.multiplyOpacity(0.5)
    canvas.clip(to: Rect(x: 60, y: 95, width: 10, height: 8))
    canvas.draw(image, in: Rect(x: 58, y: 94, width: 20, height: 15))
    canvas.restore()
    return canvas.framebuffer
}
