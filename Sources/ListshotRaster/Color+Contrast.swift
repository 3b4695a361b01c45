/// WCAG 2.x colour contrast: the relative luminance of an sRGB colour and the contrast ratio
/// of two, as success criterion 1.4.3 (Contrast, Minimum) defines them.
extension Color {
    /// The colour's relative luminance, 0 for black to 1 for white: each channel linearised
    /// from sRGB (c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055)^2.4), then weighted
    /// 0.2126 R + 0.7152 G + 0.0722 B. Alpha is ignored: blend a translucent colour over
    /// what is under it first (``composited(over:)``).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : Self.power2point4((c + 0.055) / 1.055)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio of the two colours, (L1 + 0.05) / (L2 + 0.05) with L1 the
    /// lighter's relative luminance: from 1 (the same luminance) to 21 (black on white). The
    /// same whichever colour is given first.
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour seen where this one is drawn over the opaque `background` (source-over,
    /// rounded to 8 bits per channel as the framebuffer stores it); opaque.
    public func composited(over background: Color) -> Color {
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded()) }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// `x` to the power 2.4, for `x` in (0, 1]: x² times the fifth root of x², the root by
    /// Newton's method in correctly rounded arithmetic, so that every platform prints the same
    /// ratios (a C library's `pow` may differ in the last bit).
    static func power2point4(_ x: Double) -> Double {
        let square = x * x
        var root = 1.0
        for _ in 0..<64 {
            let next = (4 * root + square / (root * root * root * root)) / 5
            if next == root { break }
            root = next
        }
        return square * root
    }
}
