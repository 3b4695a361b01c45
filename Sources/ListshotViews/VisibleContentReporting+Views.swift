import ListshotGeometry
import ListshotText

extension Label: VisibleContentReporting {
    /// The lines ``drawnTextLayout`` draws: their box, their text, and whether the layout
    /// left text out.
    public var visibleContent: VisibleView? {
        guard let (layout, origin) = drawnTextLayout, let first = layout.lines.first else { return nil }
        var minX = first.x, maxX = first.x + first.width
        for line in layout.lines.dropFirst() {
            minX = min(minX, line.x)
            maxX = max(maxX, line.x + line.width)
        }
        return VisibleView(
            kind: .label, frame: Rect(x: origin.x + minX, y: origin.y, width: maxX - minX, height: layout.size.height),
            text: layout.lines.map(\.text).joined(separator: "\n"), isTruncated: layout.isTruncated, font: layout.font,
            textColor: textColor)
    }
}

extension ImageView: VisibleContentReporting {
    /// The part of the bounds ``imageRect()`` covers, while the view has an image.
    public var visibleContent: VisibleView? {
        let natural = intrinsicContentSize
        guard natural.width > 0, natural.height > 0,
            let drawn = imageRect().intersection(Rect(origin: .zero, size: frame.size))
        else { return nil }
        return VisibleView(kind: .image, frame: drawn)
    }
}

extension TextField: VisibleContentReporting {
    /// The line ``drawnText`` draws, truncated when it ends in the "…" the field put in, or
    /// when it does not fit ``textClipRect`` across.
    public var visibleContent: VisibleView? {
        guard let (drawn, box) = drawnText else { return nil }
        let cut = drawn != (text.isEmpty ? placeholder : text)
        return VisibleView(
            kind: .label, frame: box, text: drawn, isTruncated: cut || box.leaves(textClipRect), font: resolvedFont,
            textColor: text.isEmpty ? placeholderColor : textColor)
    }
}
