// The report's pictures of one failed check: the three images, the slider between expected
// and actual, and the changed region zoomed in.

extension SnapshotReport {
    /// The expected, actual and diff images and the slider, in a row that scales them by one
    /// factor. `test` is already escaped.
    static func images(of failure: SnapshotFailure, test: String) -> String {
        "<div class=\"images fit\">\n"
            + figure("expected", "Expected", failure.expected, test: test)
            + figure("actual", "Actual", failure.actual, test: test)
            + figure("diff", "Diff", failure.diff, test: test)
            + slider(expected: failure.expected, actual: failure.actual, test: test)
            + "</div>\n"
    }

    /// A labelled image that opens at full size when clicked, or a note when there is none.
    /// `test` is already escaped.
    static func figure(_ kind: String, _ label: String, _ path: String?, test: String) -> String {
        guard let path else {
            return """
                <figure class="\(kind) missing"><figcaption>\(label)</figcaption>\
                <div class="none">No \(label.lowercased()) image</div></figure>

                """
        }
        let source = escapeURLPath(path)
        return """
            <figure class="\(kind)"><figcaption>\(label)</figcaption>\
            <a href="\(source)"><img src="\(source)" alt="\(kind) image of \(test)"></a></figure>

            """
    }

    /// Expected under actual, the actual clipped to the right of the range input's value;
    /// a note when one of the two is missing. `test` is already escaped.
    static func slider(expected: String?, actual: String?, test: String) -> String {
        guard let expected, let actual else {
            return """
                <figure class="compare missing"><figcaption>Slider</figcaption>\
                <div class="none">No slider: it needs both the expected and the actual image</div></figure>

                """
        }
        return """
            <figure class="compare"><figcaption class="sides"><span>◀ Expected</span><span>slider</span><span>Actual ▶</span></figcaption>
            <div class="stage fit">\
            <img class="under" src="\(escapeURLPath(expected))" alt="expected image of \(test)">\
            <div class="over"><img src="\(escapeURLPath(actual))" alt="actual image of \(test)"></div>\
            <div class="divider"></div></div>
            <input type="range" class="slider" min="0" max="100" step="0.5" value="50" \
            aria-label="Left of the line: expected; right of the line: actual" \
            title="Left of the line: expected; right of the line: actual">
            </figure>

            """
    }

    /// The changed region of expected, actual and diff, cropped and enlarged side by side,
    /// when the failure knows it (``SnapshotFailure/changedRegion``); the page's script
    /// scales each crop to fill its panel, up to 8 × and as tall as the full images or 360 px,
    /// and hides the zoom when that would not show the region at least 1.25 × as large as the
    /// full images beside it do, so that the enlarged region is never smaller than the full
    /// image (without the script, the crops show at 1 ×, at most 8 × and 360 px high).
    /// `test` is already escaped.
    static func zoom(of failure: SnapshotFailure, test: String) -> String {
        guard let region = failure.changedRegion else { return "" }
        let images = [("expected", failure.expected), ("actual", failure.actual), ("diff", failure.diff)]
            .compactMap { kind, path in path.map { (kind, $0) } }
        guard !images.isEmpty else { return "" }
        let box = "\(region.x) \(region.y) \(region.width) \(region.height)"
        // At most 8 × and 360 px high, so that a tall region does not push the next failure far down.
        let maxWidth = min(8 * region.width, 360 * region.width / region.height)
        var html = """
            <figure class="zoom"><figcaption>Where they differ, enlarged: x \(region.x)…\(region.x + region.width - 1), \
            y \(region.y)…\(region.y + region.height - 1) (\(region.width) × \(region.height) px)</figcaption>
            <div class="crops">

            """
        for (kind, path) in images {
            html += """
                <div class="crop-panel"><span>\(kind.prefix(1).uppercased() + kind.dropFirst())</span>\
                <div class="crop" data-region="\(box)" style="aspect-ratio: \(region.width) / \(region.height); max-width: \(maxWidth)px">\
                <img src="\(escapeURLPath(path))" alt="\(kind) image of \(test), the changed region" \
                style="left: -\(region.x)px; top: -\(region.y)px"></div></div>

                """
        }
        return html + "</div></figure>\n"
    }
}
