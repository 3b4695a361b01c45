import ListshotGeometry
import ListshotRaster
import ListshotText
import ListshotViews

/// A custom cell a scene file designs under `cells:`: parts drawn in order, each placed in
/// the cell by anchors (`PartFrame`), with templates filled from the row. A row says
/// `cell: NAME` to use it; `DesignedCell` draws it.
public struct CellDesign: Sendable, Equatable {
    /// The cell's background; `nil` for the appearance's cell background.
    var backgroundColor: SceneColor?
    /// The parts, in drawing order.
    var parts: [Part]

    init(backgroundColor: SceneColor? = nil, parts: [Part]) {
        self.backgroundColor = backgroundColor
        self.parts = parts
    }

    /// The PNG files the design's image parts show.
    var imagePaths: [String] {
        func paths(_ parts: [Part]) -> [String] {
            parts.flatMap { part -> [String] in
                switch part {
                case let .image(image): if case let .ready(ready) = image.image, let path = ready.path { return [path] }
                case let .stack(stack): return paths(stack.parts)
                default: break
                }
                return []
            }
        }
        return paths(parts)
    }

    /// True when a part is a stack, the only part a self-sizing row can be measured by.
    var hasStack: Bool { parts.contains { if case .stack = $0 { true } else { false } } }

    /// One thing the cell draws.
    indirect enum Part: Sendable, Equatable {
        case shape(Shape)
        case text(Text)
        case image(Image)
        case field(Field)
        case label(Label)
        case stack(Stack)
    }

    /// A colour that may come from the row: fixed, or a template such as `"{color}"`
    /// filled per row (each list item it takes was checked to be a colour when the file was read).
    enum ColorValue: Sendable, Equatable {
        case color(SceneColor)
        case template(SceneTemplate)
    }

    /// A filled circle (inscribed in the frame) or rectangle, as an avatar's or a card's background.
    struct Shape: Sendable, Equatable {
        enum Kind: String, CaseIterable, Sendable { case circle, rectangle }
        var kind: Kind
        var frame = PartFrame()
        var color: ColorValue
        /// The rectangle's corner radius.
        var cornerRadius = 0.0
    }

    /// One line of text placed by its baseline (`BaselineTextView`).
    struct Text: Sendable, Equatable {
        enum Alignment: String, CaseIterable, Sendable { case left, center, right }
        var text: SceneTemplate
        var font = FontSpec()
        var color: ColorValue = .color(.system(.label))
        var frame = PartFrame()
        /// Points below the cell's top.
        var baseline: Double
        var alignment: Alignment = .left
    }

    /// A picture (an ``ImageView``).
    struct Image: Sendable, Equatable {
        /// A PNG or a picture, or a picture with templates (`{landscape: {hue: "{hue}"}}`) drawn per row.
        var image: SceneImageSource
        var frame = PartFrame()
        var cornerRadius = 0.0
        var contentMode: ContentMode = .scaleToFill
        /// In a stack, the size it takes; `nil` for the image's own size.
        var size: Size?
        /// How much larger than its own size the image is drawn when it has no ``size``: the
        /// text size's scale (``CellDesign/scaled(for:)``), 1 at `large`.
        var sizeScale = 1.0
    }

    /// A text field (``TextField``).
    struct Field: Sendable, Equatable {
        var placeholder: SceneTemplate
        var text: SceneTemplate
        var frame = PartFrame()
    }

    /// A ``Label``: wraps and truncates.
    struct Label: Sendable, Equatable {
        var text: SceneTemplate
        var font = FontSpec()
        var color: ColorValue = .color(.system(.label))
        var lines = 1
        var lineBreakMode: LineBreakMode = .byTruncatingTail
        /// `.natural` is the text's own direction, row by row: the right for a text that
        /// starts in Hebrew or Arabic, the left otherwise (as a chat bubble aligns it), in a
        /// left-to-right and a right-to-left scene alike.
        var alignment: TextAlignment = .left
        var lineSpacing = 0.0
        var frame = PartFrame()
    }

    /// Parts arranged in a column or a row (a ``StackView``), which size the row.
    struct Stack: Sendable, Equatable {
        var axis: StackView.Axis = .vertical
        var spacing = 0.0
        var alignment: StackView.Alignment = .fill
        var margins: EdgeInsets = .zero
        /// The stack's own background, behind its parts (a chat bubble's); `nil` for none.
        var backgroundColor: ColorValue?
        /// Rounds the background's corners.
        var cornerRadius = 0.0
        var parts: [Part]
        var frame = PartFrame()
    }
}

/// Where a part sits in its cell's content view, as Auto Layout anchors would put it: on
/// each axis two of leading edge, trailing edge and size, or a size centred (shifted by an
/// offset); an axis given nothing fills the cell.
struct PartFrame: Sendable, Equatable {
    /// One axis' anchors.
    enum Axis: Sendable, Equatable {
        /// From `leading` points after the start to `trailing` points before the end.
        case fill(leading: Double, trailing: Double)
        /// `size` points from `leading` after the start.
        case leading(Double, size: Double)
        /// `size` points ending `trailing` before the end.
        case trailing(Double, size: Double)
        /// `size` points centred, moved by `offset`.
        case center(offset: Double, size: Double)

        /// The start and length within `extent` points.
        func span(in extent: Double) -> (start: Double, length: Double) {
            switch self {
            case let .fill(leading, trailing): return (leading, max(0, extent - leading - trailing))
            case let .leading(leading, size): return (leading, size)
            case let .trailing(trailing, size): return (extent - trailing - size, size)
            case let .center(offset, size): return ((extent - size) / 2 + offset, size)
            }
        }

        /// True when the axis is given nothing: the whole extent.
        var isWhole: Bool { self == .fill(leading: 0, trailing: 0) }
    }

    var x: Axis = .fill(leading: 0, trailing: 0)
    var y: Axis = .fill(leading: 0, trailing: 0)

    /// The frame in a content view of `size`.
    func rect(in size: Size) -> Rect {
        let (x, width) = self.x.span(in: size.width), (y, height) = self.y.span(in: size.height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
