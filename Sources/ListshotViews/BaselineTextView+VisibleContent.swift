import ListshotGeometry
import ListshotText

extension BaselineTextView: VisibleContentReporting {
    /// The line drawn, as a label: from its start to its end, from its ascender above the
    /// baseline to its descender below, with the text shown ("…" at its end when it was cut
    /// to the frame).
    package var visibleContent: VisibleView? { content(visible: nil) }

    /// The line drawn when `visible` shows: cut at the screen's edge, as ``draw(in:)`` cuts
    /// it, when the view ``truncatesAtScreenEdges``.
    package func visibleContent(within visible: Rect) -> VisibleView? {
        content(visible: max(0, visible.minX)...max(max(0, visible.minX), min(frame.width, visible.maxX)))
    }

    private func content(visible: ClosedRange<Double>?) -> VisibleView? {
        guard let whole = line, let (shown, drawn, x) = drawnLine(visible: visible) else { return nil }
        // A line the screen's edge leaves no room for, not even "…" (a wheel's row curving
        // off screen), shows nothing: not listed, as a view scrolled away is not.
        if shown.isEmpty, truncatesAtScreenEdges, let visible, visible.upperBound - visible.lowerBound < frame.width { return nil }
        let top = baseline - drawn.ascender
        return VisibleView(
            kind: .label, frame: Rect(x: x, y: top, width: drawn.width, height: drawn.ascender - drawn.descender), text: shown,
            isTruncated: drawn.width < whole.width - 1e-6, font: font, textColor: color)
    }
}
