import ListshotGeometry
import ListshotText
import ListshotViews

extension BaselineTextView: VisibleContentReporting {
    /// The line drawn, as a label: from its start to its end, from its ascender above the
    /// baseline to its descender below. The view draws its whole text on one line, so only
    /// a clip can cut it.
    var visibleContent: VisibleView? {
        guard let line else { return nil }
        let top = baseline - line.ascender
        return VisibleView(
            kind: .label, frame: Rect(x: lineX(for: line), y: top, width: line.width, height: line.ascender - line.descender), text: text)
    }
}
