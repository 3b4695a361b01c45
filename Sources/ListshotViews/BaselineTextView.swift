import ListshotGeometry
import ListshotRaster
import ListshotText

/// One line of text with its baseline `baseline` points below the view's top, starting at
/// the view's left edge, centred on its middle, or ending at its right edge, by its shaped
/// (kerned) advance width. The text is shaped once, when it is set. A line wider than the
/// view ends with "…" inside it, as a one-line label truncates its tail (``TextLayout``'s
/// rule: the start of the text, in its own direction), never drawn past the view's edges;
/// where the view runs past the screen in a vertical list (a wheel's row,
/// ``truncatesAtScreenEdges``), the line ends with "…" the layout margin (16 pt) before the
/// screen's edge, as a UIKit label pinned to the margins would, instead of being cut mid-glyph.
package final class BaselineTextView: View {
    /// Where the line sits across the view.
    package enum Alignment { case left, centre, right }

    package let font: Font?
    /// The text's colour; a custom cell of a scene file sets it per row.
    package var color: Color
    /// Points below the view's top; a custom cell of a scene file places it at layout.
    package var baseline: Double
    /// Where the line sits; a custom cell of a scene file swaps left and right when it is mirrored.
    package var alignment: Alignment
    /// True to end the line with "…" at the screen's left or right edge when the view runs
    /// past it: set in lists that scroll vertically, whose rows stand past the screen only
    /// when their layout puts them there (a wheel's); a horizontal list's items scroll past
    /// the edges and are cut by them, as UIKit's are.
    package var truncatesAtScreenEdges = false
    /// The text shaped whole; ``draw(in:)`` draws it, or its start and "…" where it does not fit.
    private(set) var line: ShapedLine?
    /// The line cut to a width, with that width and its text, made the first time the line
    /// is drawn too narrow.
    private var truncated: (width: Double, text: String, line: ShapedLine)?

    package var text = "" {
        didSet {
            guard text != oldValue else { return }
            line = text.isEmpty ? nil : font.map { Shaper.shape(text, font: $0) }
            truncated = nil
        }
    }

    package init(font: Font?, color: Color, baseline: Double, alignment: Alignment = .left) {
        self.font = font
        self.color = color
        self.baseline = baseline
        self.alignment = alignment
        super.init()
    }

    /// True when the text is wider than the view and is drawn truncated.
    package var isTruncated: Bool {
        guard let line else { return false }
        return line.width > frame.width + Self.tolerance
    }

    /// A millionth of a point: widths that differ by less are the same width.
    private static let tolerance = 1e-6

    /// What the view shows at its width: ``text``, or its start and "…" when it is truncated.
    package var displayedText: String { drawnLine(within: 0...max(0, frame.width))?.text ?? "" }

    /// The line as drawn in `room` (points across the view), with its text: whole when it
    /// fits, else truncated with "…" to the room's width.
    package func drawnLine(within room: ClosedRange<Double>) -> (text: String, line: ShapedLine)? {
        guard let line else { return nil }
        let width = room.upperBound - room.lowerBound
        guard let font, line.width > width + Self.tolerance else { return (text, line) }
        if let truncated, truncated.width == width { return (truncated.text, truncated.line) }
        let layout = TextLayout(text: text, font: font, width: width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        guard let cut = layout.lines.first else { return nil }
        truncated = (width, cut.text, cut.shaped)
        return (cut.text, cut.shaped)
    }

    /// The part of the view's width that is on screen: the frame, cut by the canvas's clip
    /// where the view runs past it (a wheel's row pushed past the screen's edge), so that a
    /// line is truncated at the edge rather than cut mid-glyph.
    private func visibleRoom(on canvas: Canvas) -> ClosedRange<Double> {
        let origin = canvas.pixelPoint(for: .zero), clip = canvas.clipBounds
        let low = max(0, (Double(clip.x) - origin.x) / canvas.scale)
        let high = min(frame.width, (Double(clip.x + clip.width) - origin.x) / canvas.scale)
        return high > low ? low...high : 0...max(0, frame.width)
    }

    /// What the view draws when `visible` (points across the view) is on screen: the text
    /// shown, its shaped line, and where the line starts. The room is the whole frame when
    /// the line, as placed in it, is on screen (or ``truncatesAtScreenEdges`` is off); else
    /// the part of the frame on screen.
    package func drawnLine(visible: ClosedRange<Double>?) -> (text: String, line: ShapedLine, x: Double)? {
        guard let whole = line else { return nil }
        var room = 0...max(0, frame.width)
        if truncatesAtScreenEdges, var visible, visible != room {
            // Where the screen cuts the view, the line keeps the layout margin from its edge.
            let margin = TableViewCell.layoutMargin
            let low = visible.lowerBound > Self.tolerance ? visible.lowerBound + margin : visible.lowerBound
            let high = visible.upperBound < frame.width - Self.tolerance ? visible.upperBound - margin : visible.upperBound
            visible = low...max(low, high)
            let start: Double = switch alignment {
            case .left: 0
            case .centre: (frame.width - whole.width) / 2
            case .right: frame.width - whole.width
            }
            if start < visible.lowerBound - Self.tolerance || start + whole.width > visible.upperBound + Self.tolerance { room = visible }
        }
        guard let (text, line) = drawnLine(within: room) else { return nil }
        let x: Double = switch alignment {
        case .left: room.lowerBound
        case .centre: room.lowerBound + (room.upperBound - room.lowerBound - line.width) / 2
        case .right: room.upperBound - line.width
        }
        return (text, line, x)
    }

    override package func draw(in canvas: inout Canvas) {
        guard let (_, line, x) = drawnLine(visible: visibleRoom(on: canvas)) else { return }
        canvas.draw(line, at: Point(x: x, y: baseline), color: color)
    }
}
