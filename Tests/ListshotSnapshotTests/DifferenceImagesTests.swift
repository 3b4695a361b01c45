import ListshotRaster
import ListshotSnapshot
import Testing

/// The diff and composite pictures: one colour per class of pixel, on the union canvas.
@Suite struct DifferenceImagesTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let yellow = Color(red: 255, green: 255, blue: 0)
    static let magenta = Color(red: 255, green: 0, blue: 255)

    @Test func equalPixelsAreTheExpectedImageFadedAndDifferencesRed() throws {
        let expected = try image(dot: .black, at: [(1, 1)]), actual = try image(dot: .black, at: [(1, 1), (3, 2)])
        let diff = try DifferenceImages.diff(expected: expected, actual: actual)
        #expect(diff.width == 8 && diff.height == 6 && diff.isOpaque)
        #expect(diff.color(x: 3, y: 2) == Self.red)
        // White stays white; black fades to 90 % white (pixelmatch's alpha 0.1).
        #expect(diff.color(x: 0, y: 0) == .white)
        #expect(diff.color(x: 1, y: 1) == Color(red: 230, green: 230, blue: 230))
        // A transparent pixel fades to white as well.
        #expect(try DifferenceImages.diff(expected: try image(color: .clear), actual: try image(color: .clear)).color(x: 0, y: 0) == .white)
    }

    @Test func theDiffCountsWhatTheVerdictCounts() throws {
        // Pixels within the threshold are drawn as equal, beyond it red: the same line as the verdict's.
        let expected = try image(), actual = try image(dot: Color(red: 250, green: 255, blue: 255), at: [(3, 2)])
        for (threshold, counted) in [(0.0106, true), (0.0107, false)] {
            let tolerance = SnapshotTolerance(colorThreshold: threshold)
            let diff = try DifferenceImages.diff(expected: expected, actual: actual, tolerance: tolerance)
            #expect((diff.color(x: 3, y: 2) == Self.red) == counted)
            #expect((ImageDifference(expected: expected, actual: actual, tolerance: tolerance).differingPixels == 1) == counted)
        }
    }

    @Test func antialiasingIsYellowWhenIgnored() throws {
        var square = try image(9, 9)
        for y in 2...6 { for x in 2...4 { square.setColor(.black, x: x, y: y) } }
        var blended = square
        blended.setColor(Color(red: 128, green: 128, blue: 128), x: 5, y: 4)
        let ignoring = try DifferenceImages.diff(expected: square, actual: blended, tolerance: SnapshotTolerance(ignoresAntialiasing: true))
        #expect(ignoring.color(x: 5, y: 4) == Self.yellow)
        #expect(try DifferenceImages.diff(expected: square, actual: blended).color(x: 5, y: 4) == Self.red)
    }

    @Test func pixelsOutsideOneImageAreMagentaOnTheUnionCanvas() throws {
        let diff = try DifferenceImages.diff(expected: try image(8, 6), actual: try image(10, 5, at: [(2, 2)]))
        #expect(diff.width == 10 && diff.height == 6)
        #expect(diff.color(x: 9, y: 0) == Self.magenta)  // only in the actual image
        #expect(diff.color(x: 0, y: 5) == Self.magenta)  // only in the expected image
        #expect(diff.color(x: 9, y: 5) == Self.magenta)  // in neither
        #expect(diff.color(x: 2, y: 2) == Self.red)
        #expect(diff.color(x: 0, y: 0) == .white)
    }
}
