import ListshotGeometry
import ListshotRaster
import ListshotViews

extension AccessibilityAudit {
    /// The labels and badges whose text has less contrast with the pixels under it than WCAG
    /// 1.4.3 asks (``minimumContrast``, ``minimumLargeTextContrast`` for large text).
    ///
    /// The text's colour is taken from the tree, not from the pixels: WCAG measures the
    /// colour the text is set in, and anti-aliasing never inks a thin stem of small text
    /// whole, so the darkest pixel of a 12-point line is lighter than its colour by an amount
    /// that moves with the line's position on the pixel grid. The background is read from the
    /// pixels, where the tree cannot say it (a cell's, a bubble's, a picture's, blended
    /// colours, a selected row): the colour of most pixels in the text's frame on screen,
    /// or the next most common when that is the text's own colour.
    func contrastFindings(_ screen: AuditedScreen, framebuffer: Framebuffer, scale: Double) -> [AccessibilityFinding] {
        screen.entries.compactMap { entry in
            let view = entry.view.view
            guard view.kind == .label || view.kind == .badge, let color = view.textColor, view.text?.isEmpty == false,
                let background = Self.background(in: entry.shown, of: framebuffer, scale: scale, excluding: color)
            else { return nil }
            let text = color.alpha == 255 ? color : color.composited(over: background)
            let ratio = text.contrastRatio(with: background)
            let minimum = Self.isLargeText(view.font) ? Self.minimumLargeTextContrast : Self.minimumContrast
            guard ratio < minimum else { return nil }
            return AccessibilityFinding(
                view: entry.view, problem: .lowContrast(ratio: ratio, minimum: minimum, text: text, background: background),
                isTable: screen.isTable)
        }
    }

    /// WCAG's large text: 18 points and larger, or 14 points and larger in bold (a weight
    /// class of 700 or more). Points here are UIKit's, as Apple's guidance reads WCAG's.
    static func isLargeText(_ font: VisibleView.FontInfo?) -> Bool {
        guard let font else { return false }
        return font.size >= 18 || (font.size >= 14 && font.weightClass >= 700)
    }

    /// The colour most of the pixels of `rect` (in points) have, or the next most common when
    /// that is the text's colour (`text`, blended over it when translucent), as where heavy
    /// ink outnumbers a background of many colours: the background the text is drawn on; the
    /// text's colour itself when the frame has no other (text drawn in its background's colour,
    /// 1:1). `nil` when the rectangle covers no pixel.
    static func background(in rect: Rect, of framebuffer: Framebuffer, scale: Double, excluding text: Color) -> Color? {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(framebuffer.width, Int((rect.maxX * scale).rounded(.up))), y1 = min(framebuffer.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        // Each pixel value's count and where it first is, to read it back as a colour.
        var counts: [UInt32: (count: Int, at: Int)] = [:]
        framebuffer.pixels.withUnsafeBufferPointer { pixels in
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let index = y * framebuffer.width + x
                    counts[pixels[index], default: (0, index)].count += 1
                }
            }
        }
        // The most common pixel, the smaller value on a tie, so that the answer never
        // depends on the dictionary's order.
        func mostCommon() -> Color? {
            counts.max { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.key > $1.key }
                .map { framebuffer.color(x: $0.value.at % framebuffer.width, y: $0.value.at / framebuffer.width) }
        }
        guard let first = mostCommon() else { return nil }
        // The most common pixel is the text's own colour: the background is the next.
        let inked = text.alpha == 255 ? text : text.composited(over: first)
        guard first == inked, counts.count > 1 else { return first }
        counts = counts.filter { framebuffer.color(x: $0.value.at % framebuffer.width, y: $0.value.at / framebuffer.width) != first }
        return mostCommon() ?? first
    }
}
