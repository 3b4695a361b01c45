@testable import ListshotScenes
@testable import ListshotScenes
@testable import ListshotStructuredText
import ListshotText
import Testing

/// The font spec scene files use (`{family, weight, size}`): defaults, case-blind family
/// names, scaling with the text size, and whole error messages.
@Suite struct FontSpecTests {
    static func spec(_ json: String) throws(SceneFileProblem) -> FontSpec {
        let value = try! StructuredText.parse(Array(json.utf8), path: "font.json")
        return try SceneFile.fontSpec(JSONNode(value: value, path: JSONPath.root.appending("font")))
    }

    static func message(_ json: String) -> String? {
        do {
            _ = try spec(json)
            return nil
        } catch {
            return "\(error.path): \(error.message)"
        }
    }

    @Test func everyKeyIsOptional() throws {
        #expect(try Self.spec("{}") == FontSpec(family: .inter, weight: .regular, size: 17))
    }

    @Test func familiesMatchIgnoringCase() throws {
        #expect(try Self.spec(#"{"family": "dejavu sans"}"#).family == .dejaVuSans)
        #expect(try Self.spec(#"{"family": "DROID SANS FALLBACK", "size": 12}"#) == FontSpec(family: .droidSansFallback, weight: .regular, size: 12))
        #expect(try Self.spec(#"{"family": "Inter", "weight": "semibold", "size": 15}"#).bundledFont == .semibold)
    }

    @Test func theSizeScalesWithTheTextSize() throws {
        let spec = try Self.spec(#"{"weight": "semibold", "size": 15}"#)
        #expect(spec.font(scaledFor: .large) == (try Font.bundled(.semibold, size: 15)))
        #expect(spec.font(scaledFor: .accessibilityLarge)?.size == TextSize.accessibilityLarge.scaled(15))
    }

    /// `style` sizes the font from the style's column of the Dynamic Type table, in the
    /// style's weight unless one is given; a size given with a style grows as the style does.
    @Test func aStyleSizesTheFontFromItsTable() throws {
        let title = try Self.spec(#"{"style": "title1"}"#)
        #expect(title.font(scaledFor: .large)?.size == 28)
        #expect(title.font(scaledFor: .accessibilityExtraExtraExtraLarge)?.size == 58)
        #expect(title.font(scaledFor: .accessibilityExtraExtraExtraLarge)?.textStyle == .title1)
        #expect(try Self.spec(#"{"style": "Headline"}"#).bundledFont == .semibold)
        #expect(try Self.spec(#"{"style": "headline", "weight": "regular"}"#).bundledFont == .regular)
        let footnote = try Self.spec(#"{"style": "footnote"}"#)
        #expect([TextSize.extraSmall, .large, .accessibilityExtraLarge].map { footnote.font(scaledFor: $0)?.size } == [12, 13, 33])
        // 26 pt grows as title 1 does, 58 / 28 at AX5: 53.75 pt to the quarter point.
        #expect(try Self.spec(#"{"style": "title1", "size": 26}"#).font(scaledFor: .accessibilityExtraExtraExtraLarge)?.size == 53.75)
        #expect(try Self.spec(#"{"size": 17}"#).font(scaledFor: .large)?.textStyle == nil)
    }

    @Test func anUnknownStyleSuggestsTheNearest() {
        #expect(Self.message(#"{"style": "titel1"}"#)
            == #"font.style: unknown text style "titel1"; did you mean "title1"? (use "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2")"#)
    }

    /// `maximumSize` stops the scaling there, as `UIFontMetrics.scaledFont(for:maximumPointSize:)`
    /// does, and never shrinks the font below its own size.
    @Test func theMaximumSizeCapsTheScaling() throws {
        let spec = try Self.spec(#"{"weight": "semibold", "size": 56, "maximumSize": 64}"#)
        #expect(spec.font(scaledFor: .large)?.size == 56)
        #expect(spec.font(scaledFor: .extraLarge)?.size == TextSize.extraLarge.scaled(56))
        #expect(spec.font(scaledFor: .extraExtraLarge)?.size == 64)
        #expect(spec.font(scaledFor: .accessibilityExtraExtraExtraLarge)?.size == 64)
        #expect(spec.font(scaledFor: .extraSmall)?.size == TextSize.extraSmall.scaled(56), "smaller sizes still shrink")
    }

    @Test(arguments: [
        (#"{"family": "Intr"}"#,
         #"font.family: unknown font family "Intr"; did you mean "Inter"? (use "Inter", "DejaVu Sans", "Droid Sans Fallback")"#),
        (#"{"family": "DejaVu Sans", "weight": "semibold"}"#,
         #"font.weight: DejaVu Sans has no weight "semibold"; the bundled DejaVu Sans has "regular""#),
        (#"{"weight": "bold"}"#,
         #"font.weight: unknown weight "bold"; the bundled Inter has "regular", "semibold""#),
        (#"{"size": 0}"#, "font.size: expected a size in points > 0 and ≤ 1000, got 0"),
        (#"{"size": 1001}"#, "font.size: expected a size in points > 0 and ≤ 1000, got 1001"),
        (#"{"size": "big"}"#, #"font.size: expected a size in points > 0 and ≤ 1000, got "big""#),
        (#"{"famly": "Inter"}"#, #"font.famly: unknown key; did you mean "family"? (a font takes "style", "family", "weight", "size", "maximumSize")"#),
        (#"{"size": 56, "maximumSize": 40}"#, "font.maximumSize: must be at least the font's size, 56, got 40"),
        (#"{"maximumSize": 0}"#, "font.maximumSize: expected a size in points > 0 and ≤ 1000, got 0"),
        (#""Inter""#, #"font: expected an object (a font), got "Inter""#),
    ])
    func badSpecsSaySo(json: String, expected: String) {
        #expect(Self.message(json) == expected)
    }
}
