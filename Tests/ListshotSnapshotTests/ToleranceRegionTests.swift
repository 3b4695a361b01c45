import ListshotRaster
import ListshotSnapshot
import Testing

/// Regions judged by tolerances of their own: the pixels of the views an assertion names in
/// `tolerances:`, counted apart from the rest of the frame.
@Suite struct ToleranceRegionTests {
    /// 3 × 3 pixels at 2, 1: the avatar.
    let avatar = [PixelRect(x: 2, y: 1, width: 3, height: 3)]

    @Test func pixelsInsideARegionAreJudgedByItsBudget() throws {
        let changed = try image(at: [(2, 1), (3, 1), (4, 1)])
        let lenient = ImageDifference(
            expected: try image(), actual: changed, regions: [ToleranceRegion(name: "avatar", tolerance: .pixels(3), rects: avatar)])
        #expect(lenient.matches(.exact))
        let region = try #require(lenient.regions.first)
        #expect(lenient.regions.count == 1 && region.name == "avatar" && region.tolerance == .pixels(3))
        #expect(region.differingPixels == 3 && region.antialiasedPixels == 0 && region.comparedPixels == 9 && region.matches)
        let strict = ImageDifference(
            expected: try image(), actual: changed, regions: [ToleranceRegion(name: "avatar", tolerance: .pixels(2), rects: avatar)])
        #expect(!strict.matches(.exact))
        #expect(strict.summary == """
            0 of 39 pixels outside "avatar" differ (allowed: 0); "avatar": 3 of 9 pixels differ (allowed: 2); \
            largest colour distance 0.966; differences within x 2…4, y 1…1 (3 × 1 px)
            """)
        #expect(!ImageDifference(expected: try image(), actual: changed).matches(.exact), "without the region, the rest's budget")
    }

    @Test func aPixelOutsideTheRegionsCountsAgainstTheAssertionsTolerance() throws {
        let changed = try image(at: [(2, 1), (0, 5)])
        let difference = ImageDifference(
            expected: try image(), actual: changed, tolerance: .exact,
            regions: [ToleranceRegion(name: "avatar", tolerance: .ratio(1), rects: avatar)])
        #expect(!difference.matches(.exact))
        #expect(difference.matches(.pixels(1)))
        #expect(difference.summary.hasPrefix(#"1 of 39 pixels outside "avatar" differ (allowed: 0); "avatar": 1 of 9 pixels differ (allowed: 9 = 100 %)"#))
    }

    @Test func aRatioIsAShareOfTheRegionsOwnPixels() throws {
        // One pixel of nine is 11 %: within 0.2 of the region, far more than 0.2 of the frame's 48.
        let difference = ImageDifference(
            expected: try image(), actual: try image(at: [(3, 2)]),
            regions: [ToleranceRegion(name: "avatar", tolerance: .ratio(0.2), rects: avatar)])
        #expect(difference.matches(.exact))
        #expect(difference.regions.first?.comparedPixels == 9)
    }

    @Test func whereRegionsOverlapTheLaterOneJudges() throws {
        let changed = try image(at: [(3, 2)])
        let overlapping = [
            ToleranceRegion(name: "row", tolerance: .exact, rects: [PixelRect(x: 0, y: 0, width: 8, height: 6)]),
            ToleranceRegion(name: "avatar", tolerance: .pixels(1), rects: avatar),
        ]
        let difference = ImageDifference(expected: try image(), actual: changed, regions: overlapping)
        #expect(difference.matches(.exact))
        #expect(difference.regions.map(\.comparedPixels) == [39, 9])
        #expect(!ImageDifference(expected: try image(), actual: changed, regions: overlapping.reversed()).matches(.exact))
    }

    @Test func theDiffImageClassifiesARegionsPixelsByItsThreshold() throws {
        let slight = Color(red: 250, green: 250, blue: 250)
        let expected = try image(), actual = try image(dot: slight, at: [(3, 2), (0, 5)])
        let regions = [ToleranceRegion(name: "avatar", tolerance: SnapshotTolerance(colorThreshold: 0.5), rects: avatar)]
        let diff = try DifferenceImages.diff(expected: expected, actual: actual, regions: regions)
        #expect(diff.color(x: 3, y: 2) != Color(red: 255, green: 0, blue: 0), "within the avatar's threshold: grey")
        #expect(diff.color(x: 0, y: 5) == Color(red: 255, green: 0, blue: 0), "outside it: counted")
        let difference = ImageDifference(expected: expected, actual: actual, regions: regions)
        #expect(difference.differingPixels == 1 && difference.regions.first?.differingPixels == 0)
    }

    @Test func regionsOutsideTheImageAreClipped() throws {
        let difference = ImageDifference(
            expected: try image(), actual: try image(at: [(7, 5)]),
            regions: [ToleranceRegion(name: "edge", tolerance: .pixels(1), rects: [PixelRect(x: 6, y: 4, width: 100, height: 100)])])
        #expect(difference.matches(.exact))
        #expect(difference.regions.first?.comparedPixels == 4)
    }
}
