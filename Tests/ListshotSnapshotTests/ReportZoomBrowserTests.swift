import Foundation
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

/// The report's enlarged changed region, as Chromium lays it out: never smaller than the
/// full images beside it.
@Suite(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed: `apt-get install chromium` (.ci/run installs it)"))
struct ReportZoomBrowserTests {
    /// The DOM of a report of one failure of a tall 200 × 400 image whose changed region is `region`.
    static func dom(region: ChangedRegion) throws -> String {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let picture = try Framebuffer(width: 200, height: 400, color: Color(red: 30, green: 144, blue: 208))
        for name in ["expected", "actual", "diff"] { try PNGEncoder.write(picture, to: folder + "/\(name).png") }
        let failure = SnapshotFailure(
            test: "ZoomTests/tall()", sourceLocation: "Tests/ZoomTests/ZoomTests.swift:1", golden: "Snapshots/ZoomTests/tall.png",
            summary: "differs", expected: "expected.png", actual: "actual.png", diff: "diff.png", changedRegion: region)
        return try HeadlessChromium.dumpDOM(of: try SnapshotReport.write(failures: [failure], title: "t", to: folder))
    }

    /// The crops' widths the script set, in CSS pixels.
    static func cropWidths(in dom: String) -> [Double] {
        dom.components(separatedBy: #"<div class="crop" data-region="#).dropFirst().compactMap { crop in
            guard let start = crop.range(of: "max-width: none; width: ")?.upperBound,
                  let end = crop[start...].range(of: "px;")?.lowerBound else { return nil }
            return Double(crop[start..<end])
        }
    }

    /// A region of almost the whole image could not be shown larger than the image itself
    /// (its height alone would have shrunk it to 360 px): the zoom is hidden.
    @Test func aRegionOfNearlyTheWholeImageIsNotZoomed() throws {
        let dom = try Self.dom(region: ChangedRegion(x: 0, y: 2, width: 200, height: 396))
        #expect(dom.contains(#"<figure class="zoom" hidden="">"#), "\(dom)")
    }

    /// A small region fills its panel, enlarged.
    @Test func aSmallRegionIsEnlarged() throws {
        let dom = try Self.dom(region: ChangedRegion(x: 90, y: 190, width: 20, height: 20))
        #expect(dom.contains(#"<figure class="zoom">"#), "\(dom)")
        let widths = Self.cropWidths(in: dom)
        #expect(widths.count == 3)
        #expect(widths.allSatisfy { $0 == 160 }, "8 × 20 px: \(widths)")
    }
}
