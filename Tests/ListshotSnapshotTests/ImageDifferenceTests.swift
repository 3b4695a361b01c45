import ListshotRaster
import ListshotSnapshot
import Testing

/// The verdict: which pixels differ, how many may, and what the summary says.
@Suite struct ImageDifferenceTests {
    @Test func theDefaultToleranceIsExact() throws {
        #expect(SnapshotTolerance() == .exact)
        #expect(SnapshotTolerance.exact.colorThreshold == 0)
        #expect(!SnapshotTolerance.exact.ignoresAntialiasing)
        #expect(SnapshotTolerance.exact.differingPixels == .count(0))
        // One level of one channel is a difference.
        let difference = ImageDifference(
            expected: try image(), actual: try image(dot: Color(red: 255, green: 255, blue: 254), at: [(5, 1)]))
        #expect(difference.differingPixels == 1)
        #expect(difference.maximumDistance > 0 && difference.maximumDistance < 0.002)
        #expect(!difference.matches(.exact))
        #expect(difference.summary.contains("largest colour distance 0.00127;"))
    }

    @Test func identicalImagesMatch() throws {
        let difference = ImageDifference(expected: try image(dot: .red, at: [(1, 1)]), actual: try image(dot: .red, at: [(1, 1)]))
        #expect(difference.differingPixels == 0 && difference.antialiasedPixels == 0)
        #expect(difference.comparedPixels == 48)
        #expect(difference.maximumDistance == 0)
        #expect(difference.boundingBox == nil)
        #expect(difference.sizesMatch && difference.matches(.exact))
        #expect(difference.summary == "0 of 48 pixels differ (allowed: 0); largest colour distance 0")
    }

    @Test func oneChangedPixelIsCountedWithItsBoundingBox() throws {
        let difference = ImageDifference(expected: try image(), actual: try image(at: [(3, 2)]))
        #expect(difference.differingPixels == 1)
        #expect(difference.boundingBox == PixelRect(x: 3, y: 2, width: 1, height: 1))
        #expect(!difference.matches(.exact))
        #expect(difference.summary
            == "1 of 48 pixels differ (allowed: 0); largest colour distance 0.966; differences within x 3…3, y 2…2 (1 × 1 px)")
    }

    @Test func theBoundingBoxHoldsEveryDifference() throws {
        let difference = ImageDifference(expected: try image(), actual: try image(at: [(6, 1), (2, 4), (4, 3)]))
        #expect(difference.differingPixels == 3)
        #expect(difference.boundingBox == PixelRect(x: 2, y: 1, width: 5, height: 4))
        #expect(difference.summary.hasSuffix("differences within x 2…6, y 1…4 (5 × 4 px)"))
    }

    /// (250, 255, 255) is 0.01066 from white.
    @Test func aChangeInsideTheColourThresholdPassesAndOneOutsideFails() throws {
        let expected = try image(), actual = try image(dot: Color(red: 250, green: 255, blue: 255), at: [(3, 2)])
        let exact = ImageDifference(expected: expected, actual: actual)
        #expect(abs(exact.maximumDistance - 0.01066) < 0.00001)
        #expect(exact.summary.contains("largest colour distance 0.0107;"))

        // The printed distance, rounded up, is a threshold that passes.
        let inside = SnapshotTolerance(colorThreshold: 0.0107)
        let passed = ImageDifference(expected: expected, actual: actual, tolerance: inside)
        #expect(passed.differingPixels == 0 && passed.matches(inside))
        #expect(passed.maximumDistance == exact.maximumDistance, "the distance is reported even when within the threshold")

        let outside = SnapshotTolerance(colorThreshold: 0.0106)
        let failed = ImageDifference(expected: expected, actual: actual, tolerance: outside)
        #expect(failed.differingPixels == 1 && !failed.matches(outside))
    }

    @Test func aBudgetByCountAllowsUpToItsCount() throws {
        let expected = try image(), actual = try image(at: [(0, 0), (1, 1), (2, 2)])
        let atTheEdge = SnapshotTolerance(differingPixels: .count(3))
        let difference = ImageDifference(expected: expected, actual: actual, tolerance: atTheEdge)
        #expect(difference.matches(atTheEdge))
        #expect(!difference.matches(SnapshotTolerance(differingPixels: .count(2))))
        #expect(difference.summary.hasPrefix("3 of 48 pixels differ (allowed: 3);"))
        let pastTheEdge = ImageDifference(expected: expected, actual: try image(at: [(0, 0), (1, 1), (2, 2), (3, 3)]), tolerance: atTheEdge)
        #expect(!pastTheEdge.matches(atTheEdge))
    }

    @Test func aBudgetByRatioAllowsThatFractionOfThePixels() throws {
        let expected = try image(10, 10)
        func differing(_ count: Int) throws -> Framebuffer { try image(10, 10, at: (0..<count).map { ($0 % 10, $0 / 10) }) }
        let threePercent = SnapshotTolerance(differingPixels: .ratio(0.03))
        let atTheEdge = ImageDifference(expected: expected, actual: try differing(3), tolerance: threePercent)
        #expect(atTheEdge.matches(threePercent))
        #expect(atTheEdge.summary.hasPrefix("3 of 100 pixels differ (allowed: 3 = 3 %);"))
        #expect(!ImageDifference(expected: expected, actual: try differing(4)).matches(threePercent))
        // 0.29 × 100 is 28.999999999999996 in binary: still 29 pixels.
        let ratio = SnapshotTolerance(differingPixels: .ratio(0.29))
        let twentyNine = ImageDifference(expected: expected, actual: try differing(29), tolerance: ratio)
        #expect(twentyNine.matches(ratio))
        #expect(twentyNine.summary.hasPrefix("29 of 100 pixels differ (allowed: 29 = 29 %);"))
        #expect(!ImageDifference(expected: expected, actual: try differing(30)).matches(ratio))
        #expect(PixelBudget.ratio(0.29).allowedPixels(of: 100) == 29)
        #expect(PixelBudget.ratio(0.001).allowedPixels(of: 1_316_640) == 1_316)
        #expect(PixelBudget.ratio(1).allowedPixels(of: 100) == 100)
        #expect(PixelBudget.ratio(.nan).allowedPixels(of: 100) == 0 && !PixelBudget.ratio(.nan).allows(0, of: 100))
    }

    @Test func transparencyChangesCount() throws {
        // Transparent black and opaque white: equal over white, far apart over black.
        let clear = try image(color: .clear), white = try image(color: .white)
        let clearVersusWhite = ImageDifference(expected: clear, actual: white)
        #expect(clearVersusWhite.differingPixels == 48)
        #expect(clearVersusWhite.summary == "48 of 48 pixels differ (allowed: 0); largest colour distance 0.966; differences within x 0…7, y 0…5 (8 × 6 px)")
        // Transparent and opaque black: equal over black, far apart over white.
        #expect(ImageDifference(expected: clear, actual: try image(color: .black)).differingPixels == 48)
        // Half-transparent black over nothing: a distance of about half.
        let half = ImageDifference(expected: clear, actual: try image(color: Color.black.withOpacity(0.5)))
        #expect(half.differingPixels == 48 && abs(half.maximumDistance - 0.48) < 0.01)
        #expect(!ImageDifference(expected: clear, actual: white, tolerance: SnapshotTolerance(colorThreshold: 0.9)).matches(.exact))
        // Colours hidden under alpha 0 are the same pixel: premultiplied, both are 0.
        #expect(ImageDifference(expected: clear, actual: try image(color: Color(red: 9, green: 9, blue: 9, alpha: 0))).matches(.exact))
    }

    @Test func imagesOfDifferentSizesAreComparedOnTheUnionCanvas() throws {
        // Columns 8 and 9 are only in the actual image, row 5 only in the expected one.
        let difference = ImageDifference(expected: try image(8, 6), actual: try image(10, 5))
        #expect(!difference.sizesMatch)
        #expect(difference.expectedSize == PixelSize(width: 8, height: 6) && difference.actualSize == PixelSize(width: 10, height: 5))
        #expect(difference.comparedPixels == 60)
        #expect(difference.differingPixels == 2 * 6 + 8)
        #expect(difference.maximumDistance == 1)
        #expect(difference.boundingBox == PixelRect(x: 0, y: 0, width: 10, height: 6))
        #expect(difference.summary == "expected is 8 × 6 px, actual 10 × 5 px; 20 of 60 pixels differ (allowed: 0); "
            + "largest colour distance 1; differences within x 0…9, y 0…5 (10 × 6 px)")
        // No budget makes different sizes match.
        #expect(!difference.matches(SnapshotTolerance(differingPixels: .ratio(1))))
    }

    /// The pixels outside one image are counted, not visited (issue 21: a 32768 × 1 image
    /// against a 1 × 32768 one visited 2³⁰ pixels); the count and the box are those a
    /// visit of every pixel gives, whichever sides differ.
    @Test(arguments: [(8, 6, 10, 6), (8, 6, 8, 9), (8, 6, 10, 9), (10, 4, 8, 6), (3, 3, 3, 3)])
    func pixelsOutsideOneImageCountAsAVisitOfEachWould(_ sizes: (Int, Int, Int, Int)) throws {
        var expected = try image(sizes.0, sizes.1), actual = try image(sizes.2, sizes.3)
        expected.setColor(.black, x: 1, y: 1)
        actual.setColor(.black, x: 2, y: 0)
        let difference = ImageDifference(expected: expected, actual: actual)
        var count = 0, box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        for y in 0..<max(sizes.1, sizes.3) {
            for x in 0..<max(sizes.0, sizes.2) {
                let inBoth = x < min(sizes.0, sizes.2) && y < min(sizes.1, sizes.3)
                guard !inBoth || (x, y) == (1, 1) || (x, y) == (2, 0) else { continue }
                count += 1
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        #expect(difference.differingPixels == count)
        #expect(difference.boundingBox == PixelRect(x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1))
    }

    /// pixelmatch's limit: a pixel with two neighbours of its own brightness can be on an
    /// edge's slope; with three it is in a flat area, and a change there always counts.
    @Test func aPixelWithThreeEqualNeighboursIsNeverAntialiasing() throws {
        // Black columns 0-2, a grey column 3, white columns 4-6; the grey pixel at (3, 3) turns
        // black. Its neighbours: three black, three white, two grey (above and below).
        var edge = try image(7, 7)
        let grey = Color(red: 128, green: 128, blue: 128)
        for y in 0..<7 {
            for x in 0...2 { edge.setColor(.black, x: x, y: y) }
            edge.setColor(grey, x: 3, y: y)
        }
        let tolerance = SnapshotTolerance(ignoresAntialiasing: true)
        func difference(_ expected: Framebuffer) -> ImageDifference {
            var actual = expected
            actual.setColor(.black, x: 3, y: 3)
            return ImageDifference(expected: expected, actual: actual, tolerance: tolerance)
        }
        let slope = difference(edge)
        #expect(slope.differingPixels == 0 && slope.antialiasedPixels == 1)
        // One more grey neighbour (up-left): three equal, a flat area, so the change counts.
        var flat = edge
        flat.setColor(grey, x: 2, y: 2)
        let counted = difference(flat)
        #expect(counted.differingPixels == 1 && counted.antialiasedPixels == 0)
    }

    @Test func antialiasingIsReportedApartWhenIgnored() throws {
        // A black square on white, and the same square with a grey pixel on its edge: the
        // grey pixel sits between a flat dark area and a flat light one.
        var square = try image(9, 9)
        for y in 2...6 { for x in 2...4 { square.setColor(.black, x: x, y: y) } }
        var blended = square
        blended.setColor(Color(red: 128, green: 128, blue: 128), x: 5, y: 4)
        let counted = ImageDifference(expected: square, actual: blended)
        #expect(counted.differingPixels == 1 && counted.antialiasedPixels == 0)
        let tolerance = SnapshotTolerance(ignoresAntialiasing: true)
        let ignored = ImageDifference(expected: square, actual: blended, tolerance: tolerance)
        #expect(ignored.differingPixels == 0 && ignored.antialiasedPixels == 1)
        #expect(ignored.boundingBox == nil && ignored.matches(tolerance))
        #expect(ignored.summary == "0 of 81 pixels differ (allowed: 0); 1 anti-aliased pixel not counted; largest colour distance 0.482")
        // A grey pixel in the middle of the white is no edge: it counts.
        var spot = square
        spot.setColor(Color(red: 128, green: 128, blue: 128), x: 7, y: 7)
        #expect(ImageDifference(expected: square, actual: spot, tolerance: tolerance).differingPixels == 1)
    }

    @Test func outOfRangeTolerancesAreRefusedNamingTheField() throws {
        #expect(throws: Never.self) { try SnapshotTolerance(colorThreshold: 1, differingPixels: .ratio(0)).validate() }
        #expect(throws: SnapshotToleranceError.colorThresholdOutOfRange(1.5)) { try SnapshotTolerance(colorThreshold: 1.5).validate() }
        #expect(throws: SnapshotToleranceError.self) { try SnapshotTolerance(colorThreshold: .nan).validate() }
        #expect(throws: SnapshotToleranceError.negativePixelCount(-1)) { try SnapshotTolerance(differingPixels: .count(-1)).validate() }
        #expect(throws: SnapshotToleranceError.pixelRatioOutOfRange(2)) { try SnapshotTolerance(differingPixels: .ratio(2)).validate() }
        #expect(SnapshotToleranceError.colorThresholdOutOfRange(-0.5).description == "colorThreshold must be from 0 to 1, got -0.5")
        #expect(SnapshotToleranceError.negativePixelCount(-3).description == "differingPixels: .count must be 0 or more, got -3")
        #expect(SnapshotToleranceError.pixelRatioOutOfRange(.nan).description == "differingPixels: .ratio must be from 0 to 1, got nan")
    }
}
