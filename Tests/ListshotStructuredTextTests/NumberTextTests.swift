import ListshotStructuredText
import Testing

/// How numbers read in every message, file name and `listshot layout` line.
@Suite struct NumberTextTests {
    @Test(arguments: [
        (120.0, "120"), (-4, "-4"), (33.5, "33.5"), (0, "0"), (-0.0, "0"), (0.1, "0.1"),
        (1e15, "1000000000000000.0"), (1e16, "1e+16"), (999_999_999_999_999, "999999999999999"), (1e-7, "1e-07"), (.infinity, "inf"),
    ])
    func plainNumbers(value: Double, text: String) {
        #expect(NumberText.plain(value) == text)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (10_000_000, "10,000,000"), (-1_234_567, "-1,234,567")])
    func groupedNumbers(value: Int, text: String) {
        #expect(NumberText.grouped(value) == text)
    }
}
