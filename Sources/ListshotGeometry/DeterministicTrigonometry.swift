/// Sine and cosine from `+ − × ÷` alone, which IEEE 754 rounds the same on every machine,
/// unlike the C library's `sin` and `cos`, whose last bits differ between libms. Paths
/// built from angles (``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``) are
/// therefore identical everywhere.
///
/// The angle is reduced to within π/4 of a multiple of π/2 (Cody–Waite, π/2 split in two),
/// then Taylor polynomials to the 17th power give about 1e-16 accuracy there.
public enum DeterministicTrigonometry {
    /// π rounded to the nearest `Double`.
    public static let pi = 3.141_592_653_589_793
    /// π/2 to 33 bits, so `k × pio2High` is exact for |k| < 2^20, and the rest of π/2.
    static let pio2High = 1.570_796_326_734_125_614_17
    static let pio2Low = 6.077_100_506_506_192_249_32e-11

    /// The sine and cosine of `angle` (radians), within about 1e-16 of the true values for
    /// angles of a few turns; NaN for infinite or NaN angles.
    public static func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
        guard angle.isFinite else { return (.nan, .nan) }
        let k = (angle * (2 / pi)).rounded()
        let r = (angle - k * pio2High) - k * pio2Low
        let r2 = r * r
        // Horner's rule on the Taylor series; each coefficient is 1/n!, exactly rounded.
        var s = 1.0 / 355_687_428_096_000  // 1/17!
        s = s * r2 - 1.0 / 1_307_674_368_000  // 1/15!
        s = s * r2 + 1.0 / 6_227_020_800  // 1/13!
        s = s * r2 - 1.0 / 39_916_800  // 1/11!
        s = s * r2 + 1.0 / 362_880  // 1/9!
        s = s * r2 - 1.0 / 5_040  // 1/7!
        s = s * r2 + 1.0 / 120  // 1/5!
        s = s * r2 - 1.0 / 6  // 1/3!
        let sine = r + r * r2 * s
        var c = 1.0 / 20_922_789_888_000  // 1/16!
        c = c * r2 - 1.0 / 87_178_291_200  // 1/14!
        c = c * r2 + 1.0 / 479_001_600  // 1/12!
        c = c * r2 - 1.0 / 3_628_800  // 1/10!
        c = c * r2 + 1.0 / 40_320  // 1/8!
        c = c * r2 - 1.0 / 720  // 1/6!
        c = c * r2 + 1.0 / 24  // 1/4!
        c = c * r2 - 1.0 / 2  // 1/2!
        let cosine = 1 + r2 * c
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4)) & 3
        switch quadrant {
        case 0: return (sine, cosine)
        case 1: return (cosine, -sine)
        case 2: return (-sine, -cosine)
        default: return (-cosine, sine)
        }
    }
}
