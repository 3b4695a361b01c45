import ListshotGeometry
import ListshotRaster
import ListshotText
import ListshotViews

/// A custom cell a scene file designs under `cells:`: parts drawn in order, each placed in
/// the cell by anchors (`PartFrame`), with templates filled from the row. A row says
/// `cell: NAME` to use it; `DesignedCell` draws it.
public struct CellDesign: Sendable, Equatable {
    /// The cell's background; `nil` for the appearance's cell background.
    package var backgroundColor: SceneColor?
    /// The parts, in drawing order.
    package var parts: [Part]

    package init(backgroundColor: SceneColor? = nil, parts: [Part]) {
        self.backgroundColor = backgroundColor
        self.parts = parts
    }

    /// The PNG files the design's image parts show.
    package var imagePaths: [String] {
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
    package indirect enum Part: Sendable, Equatable {
        case shape(Shape)
        case text(Text)
        case image(Image)
        case field(Field)
        case label(Label)
        case stack(Stack)
    }

    /// A colour that may come from the row: fixed, or a template such as `"{color}"`
    /// filled per row (each list item it takes was checked to be a colour when the file was read).
    package enum ColorValue: Sendable, Equatable {
        case color(SceneColor)
        case template(SceneTemplate)
    }

    /// A filled circle (inscribed in the frame) or rectangle, as an avatar's or a card's background.
    package struct Shape: Sendable, Equatable {
        package typealias Kind = ShapeView.Kind
        package var kind: Kind
        package var frame = PartFrame()
        package var color: ColorValue
        /// The rectangle's corner radius.
        package var cornerRadius = 0.0
        /// True when the shape grows with the text size, as text does; false (the default)
        /// keeps it its size, as a picture is under Dynamic Type.
        package var scalesWithText = false

        package init(kind: Kind, frame: PartFrame = PartFrame(), color: ColorValue, cornerRadius: Double = 0.0, scalesWithText: Bool = false) {
            (self.kind, self.frame, self.color, self.cornerRadius, self.scalesWithText) = (kind, frame, color, cornerRadius, scalesWithText)
        }
    }

    /// One line of text placed by its baseline (`BaselineTextView`).
    package struct Text: Sendable, Equatable {
        package enum Alignment: String, CaseIterable, Sendable { case left, center, right }
        package var text: SceneTemplate
        package var font = FontSpec()
        package var color: ColorValue = .color(.system(.label))
        package var frame = PartFrame()
        /// Points below the cell's top.
        package var baseline: Double
        package var alignment: Alignment = .left

        package init(
            text: SceneTemplate, font: FontSpec = FontSpec(), color: ColorValue = .color(.system(.label)),
            frame: PartFrame = PartFrame(), baseline: Double, alignment: Alignment = .left
        ) {
            (self.text, self.font, self.color, self.frame, self.baseline, self.alignment) = (text, font, color, frame, baseline, alignment)
        }
    }

    /// A picture (an ``ImageView``).
    package struct Image: Sendable, Equatable {
        /// A PNG or a picture, or a picture with templates (`{landscape: {hue: "{hue}"}}`) drawn per row.
        package var image: SceneImageSource
        package var frame = PartFrame()
        package var cornerRadius = 0.0
        package var contentMode: ContentMode = .scaleToFill
        /// In a stack, the size it takes; `nil` for the image's own size.
        package var size: Size?
        /// How much larger than its own size the image is drawn when it has no ``size``: the
        /// text size's scale for an image that ``scalesWithText`` (``CellDesign/scaled(for:)``), else 1.
        var sizeScale = 1.0
        /// True when the picture grows with the text size, as text does; false (the default)
        /// keeps it its size, as iOS keeps pictures under Dynamic Type.
        package var scalesWithText = false

        package init(
            image: SceneImageSource, frame: PartFrame = PartFrame(), cornerRadius: Double = 0.0,
            contentMode: ContentMode = .scaleToFill, size: Size? = nil, sizeScale: Double = 1.0
        ) {
            (self.image, self.frame, self.cornerRadius, self.contentMode, self.size, self.sizeScale) =
                (image, frame, cornerRadius, contentMode, size, sizeScale)
        }
    }

    /// A text field (``TextField``).
    package struct Field: Sendable, Equatable {
        package var placeholder: SceneTemplate
        package var text: SceneTemplate
        package var frame = PartFrame()

        package init(placeholder: SceneTemplate, text: SceneTemplate, frame: PartFrame = PartFrame()) {
            (self.placeholder, self.text, self.frame) = (placeholder, text, frame)
        }
    }

    /// A ``Label``: wraps and truncates.
    package struct Label: Sendable, Equatable {
        package var text: SceneTemplate
        package var font = FontSpec()
        package var color: ColorValue = .color(.system(.label))
        package var lines = 1
        package var lineBreakMode: LineBreakMode = .byTruncatingTail
        /// `.natural` is the text's own direction, row by row: the right for a text that
        /// starts in Hebrew or Arabic, the left otherwise (as a chat bubble aligns it), in a
        /// left-to-right and a right-to-left scene alike.
        package var alignment: TextAlignment = .left
        package var lineSpacing = 0.0
        package var frame = PartFrame()

        package init(
            text: SceneTemplate, font: FontSpec = FontSpec(), color: ColorValue = .color(.system(.label)), lines: Int = 1,
            lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .left, lineSpacing: Double = 0.0,
            frame: PartFrame = PartFrame()
        ) {
            (self.text, self.font, self.color, self.lines, self.lineBreakMode, self.alignment, self.lineSpacing, self.frame) =
                (text, font, color, lines, lineBreakMode, alignment, lineSpacing, frame)
        }
    }

    /// The side of a bubble's tail, mirrored in a right-to-left scene.
    package enum TailSide: String, CaseIterable, Sendable { case leading, trailing }

    /// Parts arranged in a column or a row (a ``StackView``), which size the row.
    package struct Stack: Sendable, Equatable {
        package var axis: StackView.Axis = .vertical
        /// The axis at the accessibility sizes (AX1 to AX5); `nil` for the default: a row
        /// becomes a column there, a column stays one (``DesignedCell/arrangement(of:at:)``).
        package var accessibilityAxis: StackView.Axis?
        package var spacing = 0.0
        package var alignment: StackView.Alignment = .fill
        package var margins: EdgeInsets = .zero
        /// The stack's own background, behind its parts (a chat bubble's); `nil` for none.
        package var backgroundColor: ColorValue?
        /// Rounds the background's corners.
        package var cornerRadius = 0.0
        /// The bottom corner a chat bubble's tail comes out of, on the last row of a run of rows
        /// with this design (``BubbleView``); `nil` for none.
        package var tail: TailSide?
        package var parts: [Part]
        package var frame = PartFrame()

        package init(
            axis: StackView.Axis = .vertical, spacing: Double = 0.0, alignment: StackView.Alignment = .fill,
            margins: EdgeInsets = .zero, backgroundColor: ColorValue? = nil, cornerRadius: Double = 0.0, parts: [Part],
            frame: PartFrame = PartFrame()
        ) {
            (self.axis, self.spacing, self.alignment, self.margins, self.backgroundColor, self.cornerRadius, self.parts, self.frame) =
                (axis, spacing, alignment, margins, backgroundColor, cornerRadius, parts, frame)
        }
    }
}

/// Where a part sits in its cell's content view, as Auto Layout anchors would put it: on
/// each axis two of leading edge, trailing edge and size, or a size centred (shifted by an
/// offset); an axis given nothing fills the cell.
package struct PartFrame: Sendable, Equatable {
    /// One axis' anchors.
    package enum Axis: Sendable, Equatable {
        /// From `leading` points after the start to `trailing` points before the end.
        case fill(leading: Double, trailing: Double)
        /// `size` points from `leading` after the start.
        case leading(Double, size: Double)
        /// `size` points ending `trailing` before the end.
        case trailing(Double, size: Double)
        /// `size` points centred, moved by `offset`.
        case center(offset: Double, size: Double)

        /// The start and length within `extent` points.
        package func span(in extent: Double) -> (start: Double, length: Double) {
            switch self {
            case let .fill(leading, trailing): return (leading, max(0, extent - leading - trailing))
            case let .leading(leading, size): return (leading, size)
            case let .trailing(trailing, size): return (extent - trailing - size, size)
            case let .center(offset, size): return ((extent - size) / 2 + offset, size)
            }
        }

        /// True when the axis is given nothing: the whole extent.
        package var isWhole: Bool { self == .fill(leading: 0, trailing: 0) }
    }

    package var x: Axis = .fill(leading: 0, trailing: 0)
    package var y: Axis = .fill(leading: 0, trailing: 0)

    /// The frame in a content view of `size`.
    package func rect(in size: Size) -> Rect {
        let (x, width) = self.x.span(in: size.width), (y, height) = self.y.span(in: size.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    package init(x: Axis = .fill(leading: 0, trailing: 0), y: Axis = .fill(leading: 0, trailing: 0)) {
        self.x = x
        self.y = y
    }
}
