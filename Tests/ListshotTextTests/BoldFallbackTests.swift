import Testing
@testable import ListshotText

/// Issue 22 item 5: Hebrew and Arabic in semibold text (headers, initials) keep their weight:
/// they come from the bundled Noto Sans Hebrew Bold and Noto Sans Arabic UI Bold, not from
/// DejaVu Sans Book as regular text in those scripts does.
@Suite struct BoldFallbackTests {
    /// The family and OS/2 weight class of each run of `text`.
    func faces(_ text: String, font: Font) -> [(family: String, weight: Int)] {
        Shaper.shape(text, font: font).runs.map { ($0.font.face.familyName, $0.font.face.weightClass) }
    }

    @Test(arguments: [("נועה לוי", "Noto Sans Hebrew"), ("ליילה חדאד", "Noto Sans Hebrew"),
                      ("ليلى حداد", "Noto Sans Arabic UI"), ("مرحبا", "Noto Sans Arabic UI")])
    func semiboldHebrewAndArabicAreDrawnInABoldFace(text: String, family: String) throws {
        let semibold = try Font.bundled(.semibold, size: 17)
        #expect(semibold.face.weightClass == 600)
        // The space between two words is Inter's own.
        let found = faces(text, font: semibold).filter { $0.family != "Inter" }
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.family == family && $0.weight == 700 }, "\(text): \(found)")
        #expect(Shaper.shape(text, font: semibold).glyphs.allSatisfy { $0.glyph != 0 })
    }

    /// Regular text keeps DejaVu Sans Book; Latin in semibold stays in Inter.
    @Test func regularTextKeepsDejaVuAndLatinStaysInInter() throws {
        let regular = try Font.bundled(size: 17)
        #expect(regular.face.weightClass == 400)
        #expect(faces("שלום", font: regular).map(\.family) == ["DejaVu Sans"])
        #expect(faces("مرحبا", font: regular).map(\.family) == ["DejaVu Sans"])
        let semibold = try Font.bundled(.semibold, size: 17)
        #expect(faces("Noa נועה", font: semibold).map(\.family) == ["Inter", "Noto Sans Hebrew"])
        // Georgian, which the bold faces lack, still falls back to DejaVu Sans.
        #expect(faces("ქართული", font: semibold).map(\.family) == ["DejaVu Sans"])
    }

    /// The bold faces' lines reach 1.068–1.069 em above the baseline and 0.292–0.293 em below (Inter
    /// 0.969 and 0.241), so a semibold line of Hebrew or Arabic is 0.152 em taller, not the
    /// 0.9 em that Noto Sans Arabic's (not UI) metrics would add.
    @Test func aBoldArabicLineIsAsTallAsAHebrewOne() throws {
        let semibold = try Font.bundled(.semibold, size: 100)
        let hebrew = Shaper.shape("נועה", font: semibold), arabic = Shaper.shape("ليلى", font: semibold)
        #expect(abs(hebrew.lineHeight - arabic.lineHeight) <= 0.2 + 1e-9)
        #expect(abs(arabic.lineHeight - (106.9 + 29.3)) < 0.1)
    }
}
