import Foundation
@testable import ListshotRaster
import Testing

/// WCAG 2.x's relative luminance and contrast ratio (success criterion 1.4.3), on the pairs
/// WCAG's own examples and iOS's system colours make famous.
@Suite struct ColorContrastTests {
    @Test func wcagsRelativeLuminanceAndContrastRatio() {
        #expect(Color.black.contrastRatio(with: .white) == 21)
        #expect(Color.white.contrastRatio(with: .white) == 1)
        #expect(abs(Color(rgb: 0x777777).contrastRatio(with: .white) - 4.478) < 0.001)
        #expect(abs(Color(rgb: 0x767676).contrastRatio(with: .white) - 4.542) < 0.001)
        #expect(abs(Color(rgb: 0x007AFF).contrastRatio(with: .white) - 4.017) < 0.001, "iOS's systemBlue under white text")
        #expect(Color(rgb: 0x767676).contrastRatio(with: .white) == Color.white.contrastRatio(with: Color(rgb: 0x767676)))
        #expect(Color(rgb: 0x000000, alpha: 64).composited(over: .white) == Color(rgb: 0xBFBFBF))
    }

    /// x^2.4 without the C library: the same to the last bit or two as `pow` over every
    /// channel value that reaches it (from 11 up).
    @Test func thePowerIsPowsToARoundingError() {
        for channel in 11...255 {
            let x = (Double(channel) / 255 + 0.055) / 1.055
            let exact = Foundation.pow(x, 2.4)
            #expect(abs(Color.power2point4(x) - exact) <= 4 * exact.ulp, "\(channel)")
        }
    }
}
