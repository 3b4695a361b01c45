/// pixelmatch's perceptual colour difference: the squared distance of two colours in the
/// YIQ space, weighted as in "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications" (Kotsarenko and Ramos, 2010).
///
/// listshot works on premultiplied pixels, so a colour is read as the pixel composited over
/// white (pixelmatch's only background) and over black, and the larger delta is taken: a
/// change of colour or of opacity alone both show on one of the two backgrounds, and the
/// delta is 0 exactly when the premultiplied pixels are equal. The delta itself is computed
/// pixel by pixel in `CListshotSnapshot` (`lssnap_pixel.h`), with the same operations in the
/// same order as pixelmatch, so that opaque images are counted exactly as pixelmatch counts
/// them; these are the figures around it.
enum ColorDistance {
    /// The largest delta two colours can have (pixelmatch's constant): a distance of 1.
    static let maximumDelta = 35215.0

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
}
