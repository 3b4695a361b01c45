import ListshotGeometry
import ListshotRaster
import ListshotText
import ListshotViews

/// Pictures drawn by listshot itself, so that scenes need no image files: a landscape
/// "photo" and a round avatar with initials. The same arguments give the same pixels.
enum SyntheticImages {
    /// A landscape of `width` × `height` pixels: a sky gradient, a sun and two hills,
    /// tinted by `hue` (0…5).
    static func landscape(width: Int, height: Int, hue: Int) -> Framebuffer {
        let palettes: [(Color, Color, Color, Color)] = [
            (Color(rgb: 0x7FB3D5), Color(rgb: 0xFDEBD0), Color(rgb: 0x52796F), Color(rgb: 0x354F52)),
            (Color(rgb: 0xF5B041), Color(rgb: 0xFAD7A0), Color(rgb: 0xA04000), Color(rgb: 0x6E2C00)),
            (Color(rgb: 0x85C1E9), Color(rgb: 0xEBF5FB), Color(rgb: 0x7D8F69), Color(rgb: 0x4F5D2F)),
            (Color(rgb: 0x2E4053), Color(rgb: 0x5D6D7E), Color(rgb: 0x1C2833), Color(rgb: 0x17202A)),
            (Color(rgb: 0x48C9B0), Color(rgb: 0xD1F2EB), Color(rgb: 0x1E8449), Color(rgb: 0x145A32)),
            (Color(rgb: 0xC39BD3), Color(rgb: 0xF4ECF7), Color(rgb: 0x6C3483), Color(rgb: 0x4A235A)),
        ]
        let (skyTop, skyBottom, near, far) = palettes[hue % palettes.count]
        var canvas = Canvas(framebuffer: try! Framebuffer(width: width, height: height, color: skyBottom), scale: 1)
        let w = Double(width), h = Double(height)
        for row in 0..<height {
            let t = Double(row) / Double(max(1, height - 1))
            canvas.fill(Rect(x: 0, y: Double(row), width: w, height: 1), color: mix(skyTop, skyBottom, t))
        }
        canvas.fillEllipse(in: Rect(x: w * 0.68, y: h * 0.14, width: h * 0.22, height: h * 0.22), color: Color(rgb: 0xFFF5D6))
        canvas.fillEllipse(in: Rect(x: -w * 0.3, y: h * 0.55, width: w * 1.1, height: h * 0.9), color: far)
        canvas.fillEllipse(in: Rect(x: w * 0.25, y: h * 0.68, width: w * 1.1, height: h * 0.8), color: near)
        return canvas.framebuffer
    }

    /// A circle of `diameter` pixels in `color` with white `initials` in Inter SemiBold.
    static func avatar(initials: String, diameter: Int, color: Color) -> Framebuffer {
        var canvas = Canvas(framebuffer: try! Framebuffer(width: diameter, height: diameter), scale: 1)
        let d = Double(diameter)
        canvas.fillEllipse(in: Rect(x: 0, y: 0, width: d, height: d), color: color)
        if let font = try? Font.bundled(.semibold, size: d * 0.4) {
            let x = (d - font.width(of: initials)) / 2
            let baseline = (d - font.lineHeight) / 2 + font.ascender
            canvas.drawText(initials, font: font, at: Point(x: x, y: baseline), color: .white)
        }
        return canvas.framebuffer
    }

    private static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - t) + Double(y) * t).rounded()) }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue))
    }
}
