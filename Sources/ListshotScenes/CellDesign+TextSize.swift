import ListshotText
import ListshotGeometry
import ListshotViews

/// A custom cell at a text size: every metric the design gives is a metric at ``TextSize/large``,
/// scaled as UIKit's `UIFontMetrics.default.scaledValue(for:)` scales a designed value (times
/// the body size over 17, ``TextSize/scaledValue(_:)``), so positions move with the fonts and
/// nothing overprints. At `large` the design is drawn exactly as written.
///
/// Scaled: frame anchors (`top`, `bottom`, `width`, `height`, `centerX`, `centerY`; `left`
/// and `right` beyond the 16 pt layout margin, which stays), text baselines, corner radii, a label's `lineSpacing`, an image's `size` (or
/// its own size when it has none), a stack's `spacing` and its `top` and `bottom` margins. A
/// stack's `left` and `right` margins are layout margins and stay as written, as UIKit's do.
/// Fonts scale as the body style does, to a quarter point (``FontSpec/font(scaledFor:)``).
extension CellDesign {
    /// The design drawn at `textSize`: every metric scaled by ``TextSize/scaledValue(_:)``.
    func scaled(for textSize: TextSize) -> CellDesign {
        guard textSize != .large else { return self }
        return CellDesign(backgroundColor: backgroundColor, parts: parts.map { $0.scaled(for: textSize) })
    }

    /// True when a part draws text (a text, label or field part, in a stack or not): only such a
    /// design's cell size, given by a layout, scales with the text size.
    var drawsText: Bool { parts.contains(where: \.drawsText) }
}

extension CellDesign.Part {
    func scaled(for textSize: TextSize) -> CellDesign.Part {
        let scale = textSize.scaledValue
        switch self {
        case var .shape(shape):
            shape.frame = shape.frame.scaled(for: textSize)
            shape.cornerRadius = scale(shape.cornerRadius)
            return .shape(shape)
        case var .text(text):
            text.frame = text.frame.scaled(for: textSize)
            text.baseline = scale(text.baseline)
            return .text(text)
        case var .image(image):
            image.frame = image.frame.scaled(for: textSize)
            image.cornerRadius = scale(image.cornerRadius)
            image.size = image.size.map { Size(width: scale($0.width), height: scale($0.height)) }
            image.sizeScale = textSize.scale
            return .image(image)
        case var .field(field):
            field.frame = field.frame.scaled(for: textSize)
            return .field(field)
        case var .label(label):
            label.frame = label.frame.scaled(for: textSize)
            label.lineSpacing = scale(label.lineSpacing)
            return .label(label)
        case var .stack(stack):
            stack.frame = stack.frame.scaled(for: textSize)
            stack.spacing = scale(stack.spacing)
            stack.cornerRadius = scale(stack.cornerRadius)
            // The left and right margins are the content's layout margins, which UIKit keeps at
            // every text size: scaled, a chat bubble's 72-point reserve would leave its text a
            // letter a line at AX5.
            let margins = stack.margins
            stack.margins = EdgeInsets(top: scale(margins.top), left: margins.left, bottom: scale(margins.bottom), right: margins.right)
            stack.parts = stack.parts.map { $0.scaled(for: textSize) }
            return .stack(stack)
        }
    }

    var drawsText: Bool {
        switch self {
        case .text, .label, .field: return true
        case .shape, .image: return false
        case let .stack(stack): return stack.parts.contains(where: \.drawsText)
        }
    }
}

extension PartFrame {
    /// The frame at `textSize`. Across, a `left` or `right` edge keeps the cell's layout
    /// margin as written (up to ``TableViewCell/layoutMargin``, 16 pt) and scales what lies
    /// beyond it, as UIKit keeps a cell's layout margins at every text size: the contacts'
    /// avatar stays 16 pt from the edge and the name moves right by the avatar's growth.
    /// Down, every value scales.
    func scaled(for textSize: TextSize) -> PartFrame {
        PartFrame(x: x.scaled(by: textSize.scaledValue, edges: textSize.scaledEdge), y: y.scaled(by: textSize.scaledValue))
    }
}

extension TextSize {
    /// `value`, a distance from a cell's left or right edge designed at ``large``, at this
    /// size: up to the layout margin (``TableViewCell/layoutMargin``, 16 pt) as written, the
    /// rest scaled by ``scaledValue(_:)``, as UIKit keeps a cell's layout margins at every
    /// text size.
    func scaledEdge(_ value: Double) -> Double {
        let margin = TableViewCell.layoutMargin
        return value <= margin ? value : margin + scaledValue(value - margin)
    }
}

extension PartFrame.Axis {
    /// The axis with every size and offset passed through `scale`, and its leading and
    /// trailing edges through `edges` (`scale` when not given).
    func scaled(by scale: (Double) -> Double, edges: ((Double) -> Double)? = nil) -> PartFrame.Axis {
        func edge(_ value: Double) -> Double { edges.map { $0(value) } ?? scale(value) }
        switch self {
        case let .fill(leading, trailing): return .fill(leading: edge(leading), trailing: edge(trailing))
        case let .leading(leading, size): return .leading(edge(leading), size: scale(size))
        case let .trailing(trailing, size): return .trailing(edge(trailing), size: scale(size))
        case let .center(offset, size): return .center(offset: scale(offset), size: scale(size))
        }
    }
}
