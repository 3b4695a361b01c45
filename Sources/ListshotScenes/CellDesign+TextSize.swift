import ListshotText
import ListshotGeometry
import ListshotViews

/// A custom cell at a text size, as an iOS design adapts to Dynamic Type: text grows, pictures
/// keep their size, and the row grows to hold the text.
///
/// - Text and labels take their font's size at the text size (``FontSpec/font(scaledFor:)``:
///   a style's table value, a custom size as the body grows); their vertical anchors and
///   baselines, and a label's `lineSpacing`, grow by as much as their font did, so lines keep
///   their distances. A field's vertical anchors grow as the body does.
/// - Shapes and images keep their size and place (UIKit's pictures do not follow the text
///   size), unless the part ``CellDesign/Shape/scalesWithText``, when its every metric grows as
///   the body does.
/// - Across, nothing moves: the pictures beside the text keep their size, so the text keeps
///   its column, and wraps in it.
/// - Stacks keep their spacing, margins and corners; at the accessibility sizes a row of parts
///   becomes a column (``DesignedCell/arrangement(of:at:)``).
///
/// At `large` the design is drawn exactly as written.
extension CellDesign {
    /// The design drawn at `textSize`.
    func scaled(for textSize: TextSize) -> CellDesign {
        guard textSize != .large else { return self }
        return CellDesign(backgroundColor: backgroundColor, parts: parts.map { $0.scaled(for: textSize) })
    }

    /// How many times taller than at `large` a row of this design is at `textSize`: as much as
    /// its most grown text (a text or label part's font, a field's body text), so that a
    /// design whose fonts stop growing (`maximumSize`) stops growing with them; at least 1.
    func growth(at textSize: TextSize) -> Double {
        func growth(_ parts: [Part]) -> Double {
            parts.map { part in
                switch part {
                case let .text(text): text.font.growth(at: textSize)
                case let .label(label): label.font.growth(at: textSize)
                case .field: textSize.scale
                case .shape, .image: 1
                case let .stack(stack): growth(stack.parts)
                }
            }.max() ?? 1
        }
        return max(1, growth(parts))
    }

    /// The tallest line of the labels outside a stack that may wrap, at `textSize`: the
    /// style's leading, else the font's line height; 0 when no label wraps.
    func wrappingLineHeight(at textSize: TextSize) -> Double {
        parts.map { part -> Double in
            guard case let .label(label) = part, label.lines != 1 else { return 0 }
            return label.font.leading(for: textSize) ?? label.font.font(scaledFor: textSize)?.lineHeight ?? 0
        }.max() ?? 0
    }

    /// True when a part draws text (a text, label or field part, in a stack or not): only such a
    /// design's cell size, given by a layout, scales with the text size.
    var drawsText: Bool { parts.contains(where: \.drawsText) }

    /// True when a label outside a stack may wrap over more than one line: such a design's
    /// rows grow to hold their labels at a text size other than `large` (``DesignedCell``'s measure).
    var hasWrappingLabel: Bool {
        parts.contains { if case let .label(label) = $0 { label.lines != 1 } else { false } }
    }
}

extension CellDesign.Part {
    func scaled(for textSize: TextSize) -> CellDesign.Part {
        let body = textSize.scale
        switch self {
        case var .shape(shape):
            guard shape.scalesWithText else { return self }
            shape.frame = shape.frame.scaled(by: body)
            shape.cornerRadius *= body
            return .shape(shape)
        case var .text(text):
            let growth = text.font.growth(at: textSize)
            text.frame = text.frame.scaledVertically(by: growth)
            text.baseline *= growth
            return .text(text)
        case var .image(image):
            guard image.scalesWithText else { return self }
            image.frame = image.frame.scaled(by: body)
            image.cornerRadius *= body
            image.size = image.size.map { Size(width: $0.width * body, height: $0.height * body) }
            image.sizeScale = body
            return .image(image)
        case var .field(field):
            field.frame = field.frame.scaledVertically(by: body)
            return .field(field)
        case var .label(label):
            let growth = label.font.growth(at: textSize)
            label.frame = label.frame.scaledVertically(by: growth)
            label.lineSpacing *= growth
            return .label(label)
        case var .stack(stack):
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

extension FontSpec {
    /// How many times larger than at `large` the font is drawn at `textSize`.
    func growth(at textSize: TextSize) -> Double { scaledSize(for: textSize) / size }
}

extension PartFrame {
    /// The frame with every anchor and size on both axes times `factor`.
    func scaled(by factor: Double) -> PartFrame {
        PartFrame(x: x.scaled(by: { $0 * factor }), y: y.scaled(by: { $0 * factor }))
    }

    /// The frame with its vertical anchors and size times `factor`, its horizontal ones as written.
    func scaledVertically(by factor: Double) -> PartFrame {
        PartFrame(x: x, y: y.scaled(by: { $0 * factor }))
    }
}

extension PartFrame.Axis {
    /// The axis with every edge, size and offset passed through `scale`.
    func scaled(by scale: (Double) -> Double) -> PartFrame.Axis {
        switch self {
        case let .fill(leading, trailing): return .fill(leading: scale(leading), trailing: scale(trailing))
        case let .leading(leading, size): return .leading(scale(leading), size: scale(size))
        case let .trailing(trailing, size): return .trailing(scale(trailing), size: scale(size))
        case let .center(offset, size): return .center(offset: scale(offset), size: scale(size))
        }
    }
}
