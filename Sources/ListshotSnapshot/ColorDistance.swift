/// pixelmatch's perceptual colour difference: the squared distance of two colours in the
/// YIQ space, weighted as in "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications" (Kotsarenko and Ramos, 2010).
///
/// listshot works on premultiplied pixels, so a colour is read as the pixel composited over
/// white (pixelmatch's only background) and over black, and the larger delta is taken: a
/// change of colour or of opacity alone both show on one of the two backgrounds, and the
/// delta is 0 exactly when the premultiplied pixels are equal.
enum ColorDistance {
    /// The largest delta two colours can have (pixelmatch's constant): a distance of 1.
    static let maximumDelta = 35215.0

    /// The delta between premultiplied pixels `a` and `b`, 0…``maximumDelta``.
    @inline(__always)
    static func delta(_ a: UInt32, _ b: UInt32) -> Double {
        if a == b { return 0 }
        let a = Channels(a), b = Channels(b)
        return max(delta(a.overWhite, b.overWhite), delta(a.overBlack, b.overBlack))
    }

    /// The delta converted to a distance 0…1 comparable with a colour threshold: pixelmatch
    /// counts a pixel when `delta > 35215 × threshold²`, that is when the distance
    /// `√(delta / 35215)` is greater than the threshold.
    static func distance(delta: Double) -> Double {
        min(1, (delta / maximumDelta).squareRoot())
    }

    /// The smallest delta that counts as a difference at `threshold`.
    static func countedDelta(threshold: Double) -> Double {
        maximumDelta * threshold * threshold
    }

    /// Brightness (Y) of pixel `a` minus that of pixel `b`, both over white: what
    /// pixelmatch's anti-aliasing detector compares neighbours by.
    @inline(__always)
    static func brightnessDelta(_ a: UInt32, _ b: UInt32) -> Double {
        if a == b { return 0 }
        let a = Channels(a).overWhite, b = Channels(b).overWhite
        return brightness(a) - brightness(b)
    }

    /// One colour as three channel values, 0…255.
    typealias RGB = (r: Double, g: Double, b: Double)

    @inline(__always)
    private static func delta(_ c1: RGB, _ c2: RGB) -> Double {
        // The same operations in the same order as pixelmatch, so that opaque images are
        // counted exactly as pixelmatch counts them.
        let y = brightness(c1) - brightness(c2)
        let i = inPhase(c1) - inPhase(c2)
        let q = quadrature(c1) - quadrature(c2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    @inline(__always)
    private static func brightness(_ c: RGB) -> Double { c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223 }
    @inline(__always)
    private static func inPhase(_ c: RGB) -> Double { c.r * 0.59597799 - c.g * 0.27417610 - c.b * 0.32180189 }
    @inline(__always)
    private static func quadrature(_ c: RGB) -> Double { c.r * 0.21147017 - c.g * 0.52261711 + c.b * 0.31114694 }

    /// The brightness of premultiplied pixel `p` over white, as pixelmatch's diff image
    /// draws an unchanged pixel: faded toward white, keeping `opacity` of its contrast.
    static func fadedBrightness(_ p: UInt32, opacity: Double) -> Double {
        // pixelmatch: 255 + (Y(straight) − 255) × opacity × alpha / 255, with
        // Y(straight) × alpha / 255 = Y(premultiplied).
        let c = Channels(p)
        return 255 + (brightness(c.overBlack) - c.alpha) * opacity
    }

    /// A premultiplied pixel's channels, and the colours it shows over white and over black.
    private struct Channels {
        let overBlack: RGB
        let alpha: Double

        @inline(__always)
        init(_ pixel: UInt32) {
            let p = UInt32(littleEndian: pixel)
            overBlack = (Double(p & 0xFF), Double((p >> 8) & 0xFF), Double((p >> 16) & 0xFF))
            alpha = Double(p >> 24)
        }

        /// Premultiplied over white: `c + 255 × (1 − alpha / 255)`.
        var overWhite: RGB {
            let white = 255 - alpha
            return (overBlack.r + white, overBlack.g + white, overBlack.b + white)
        }
    }
}
