import Testing

@testable import ListshotPreview

/// The page is `PreviewPage.html`, filled in once per request.
@Suite struct PreviewPageTests {
    @Test func eachPlaceholderIsFilledOnceAndAValueIsNeverReadAsOne() {
        let page = PreviewPage.html(scene: "{{devices}} & <b>")
        #expect(page.contains("<title>listshot preview · {{devices}} &amp; &lt;b&gt;</title>"))
        #expect(page.contains("<h1>{{devices}} &amp; &lt;b&gt;</h1>"))
        #expect(page.contains(#"<option value="iphone-se-3">iphone-se-3</option>"#))
        #expect(page.contains(#"<option value="light">light</option><option value="dark">dark</option>"#))
        #expect(page.contains(#"<option value="AX3" data-name="accessibilityExtraLarge">AX3 · accessibilityExtraLarge</option>"#))
        #expect(!page.contains("{{scene}}") && !page.contains("{{textSizes}}") && !page.contains("{{appearances}}"))
    }

    @Test func anUnknownPlaceholderIsLeftAsWritten() {
        #expect(PreviewPage.filling("a {{x}} b {{y}} c {{", with: ["y": "Y"]) == "a {{x}} b Y c {{")
    }
}
