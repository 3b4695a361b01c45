import ListshotPreview
import ListshotScenes
import ListshotText
import Testing

/// The query a frame request takes, read as `render` reads the same flags (issue 26, item 5):
/// a bad value is refused with a message naming the parameter and the value.
@Suite struct PreviewRequestTests {
    @Test func readsEveryParameterAndIgnoresOthers() throws {
        let request = try PreviewRequest(query: [
            ("offset", "-33.5"), ("textSize", "AX2"), ("appearance", "dark"), ("device", "iphone-se-3"), ("v", "7"), ("zoom", "2"),
        ])
        #expect(request == PreviewRequest(offset: -33.5, overrides: SceneOverrides(appearance: "dark", textSize: "AX2", device: "iphone-se-3")))
    }

    @Test func anEmptyQueryIsTheScenesOwnFrameAtTheStart() throws {
        #expect(try PreviewRequest(query: []) == PreviewRequest())
        #expect(try PreviewRequest(query: [("textSize", ""), ("device", "")]) == PreviewRequest())
    }

    @Test(arguments: [
        ("offset", "nan", "offset: 'nan' is not a decimal number (such as 120, -33.5 or 1e3)"),
        ("offset", "inf", "offset: 'inf' is not a decimal number (such as 120, -33.5 or 1e3)"),
        ("offset", "0x10", "offset: '0x10' is not a decimal number (such as 120, -33.5 or 1e3)"),
        ("offset", "1e999", "offset: '1e999' is too large"),
        ("offset", "", "offset: '' is not a decimal number (such as 120, -33.5 or 1e3)"),
        ("appearance", "dusk", #"appearance: unknown appearance "dusk" (use "light", "dark")"#),
        ("device", "iphone15", #"device: unknown device "iphone15"; did you mean "iphone-15"? (use "#),
    ])
    func refusesABadValueNamingTheParameterAndTheValue(parameter: String, value: String, message: String) {
        #expect(throws: (any Error).self) { try PreviewRequest(query: [(parameter, value)]) }
        do {
            _ = try PreviewRequest(query: [(parameter, value)])
        } catch {
            if parameter == "device" {
                #expect(error.description.hasPrefix(message), "\(error.description)")
            } else {
                #expect(error.description == message)
            }
        }
    }

    @Test func refusesAnUnknownTextSizeWithTheCommandLinesWords() {
        #expect(throws: PreviewQueryError(
            parameter: "textSize",
            message: #"unknown text size "huge" (use "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge")"#
        )) {
            try PreviewRequest(query: [("textSize", "huge")])
        }
    }

    /// Issue 33, item 9: a value is quoted as the names' messages quote theirs, cut after 40
    /// code points and with its control characters escaped: a 10,000-digit offset made a 10 KB
    /// body, and `offset=%00` put a NUL in it.
    @Test func aLongOrControlValueIsCutAndEscapedInTheMessage() {
        let digits = String(repeating: "1", count: 10_000)
        #expect(throws: PreviewQueryError(parameter: "offset", message: "'\(String(repeating: "1", count: 40))…' is too large")) {
            try PreviewRequest(query: [("offset", digits)])
        }
        #expect(throws: PreviewQueryError(parameter: "offset", message: #"'\u0000' is not a decimal number (such as 120, -33.5 or 1e3)"#)) {
            try PreviewRequest(query: [("offset", "\u{0}")])
        }
        #expect(throws: PreviewQueryError(parameter: "offset", message: #"'1\n2\t' is not a decimal number (such as 120, -33.5 or 1e3)"#)) {
            try PreviewRequest(query: [("offset", "1\n2\t")])
        }
        // 40 code points are quoted whole.
        let forty = "0." + String(repeating: "0", count: 37) + "x"
        #expect(throws: PreviewQueryError(parameter: "offset", message: "'\(forty)' is not a decimal number (such as 120, -33.5 or 1e3)")) {
            try PreviewRequest(query: [("offset", forty)])
        }
        // The names were already cut: the same 40 code points.
        #expect(throws: PreviewQueryError(parameter: "appearance", message: #"unknown appearance "\#(String(repeating: "d", count: 40))…" (use "light", "dark")"#)) {
            try PreviewRequest(query: [("appearance", String(repeating: "d", count: 10_000))])
        }
        #expect(throws: PreviewQueryError(parameter: "appearance", message: #"unknown appearance "\u0000" (use "light", "dark")"#)) {
            try PreviewRequest(query: [("appearance", "\u{0}")])
        }
    }

    @Test func refusesAParameterGivenTwice() {
        #expect(throws: PreviewQueryError(parameter: "offset", message: "given more than once; give one value")) {
            try PreviewRequest(query: [("offset", "1"), ("offset", "2")])
        }
    }
}
