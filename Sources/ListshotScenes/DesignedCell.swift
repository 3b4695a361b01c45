import ListshotGeometry
import ListshotRaster
import ListshotText
import ListshotViews

/// A cell drawn from a scene file's ``CellDesign``: it builds one view per part the first
/// time it is configured (``ShapeView``, ``BaselineTextView``, image views, fields, labels,
/// stacks), then, reused for other rows, only fills the parts' templates.
///
/// Tables and collection views make it for the reuse identifier `cell:NAME`
/// (``identifier(forDesignNamed:)``), one per design.
///
/// In a right-to-left scene (`"direction": "rtl"`) the design is drawn as its mirror image,
/// as Auto Layout's leading and trailing anchors mirror a UIKit cell: each part's `left` and
/// `right` anchors count from the other side, text and labels aligned left align right (and
/// right left), and stacks in a row run from the right. Text itself and pictures are not
/// reversed.
final class DesignedCell: TableViewCell {
    /// The reuse identifier of the cells of the design called `name`.
    static func identifier(forDesignNamed name: String) -> String { "cell:" + name }

    /// A part's view and what it shows.
    private enum PartView {
        case shape(ShapeView, CellDesign.Shape)
        case text(BaselineTextView, CellDesign.Text)
        case image(SizedImageView, CellDesign.Image)
        case field(TextField, CellDesign.Field)
        case label(Label, CellDesign.Label)
        case stack(StackView, CellDesign.Stack, [PartView])

        var view: View {
            switch self {
            case let .shape(view, _): return view
            case let .text(view, _): return view
            case let .image(view, _): return view
            case let .field(view, _): return view
            case let .label(view, _): return view
            case let .stack(view, _, _): return view
            }
        }

        var frame: PartFrame {
            switch self {
            case let .shape(_, part): return part.frame
            case let .text(_, part): return part.frame
            case let .image(_, part): return part.frame
            case let .field(_, part): return part.frame
            case let .label(_, part): return part.frame
            case let .stack(_, part, _): return part.frame
            }
        }
    }

    /// The design the views were built for; `nil` until the first ``configure(design:context:colors:textSize:)``.
    private var design: CellDesign?
    private var parts: [PartView] = []
    /// Colours parsed from filled-in templates, by the text they were filled with.
    private var parsedColors: [String: Color] = [:]
    /// The templates of pictures' strings, split the first time each is filled.
    private var pictureTemplates: [String: SceneTemplate] = [:]

    private func template(_ text: String) -> SceneTemplate {
        if let template = pictureTemplates[text] { return template }
        let template = SceneTemplate(text)
        pictureTemplates[text] = template
        return template
    }

    /// Shows the row `context` describes: builds the design's views on first use, then
    /// fills every template (so a reused cell keeps nothing of its previous row).
    ///
    /// - Parameter scrollsVertically: true in a table, a wheel or a vertical grid, whose text
    ///   parts end with "…" at the screen's edge when the row stands past it.
    func configure(
        design: CellDesign, context: TemplateContext, colors: SystemColors, textSize: TextSize, scrollsVertically: Bool = true,
        pictures: GeneratedImageCache
    ) {
        self.scrollsVertically = scrollsVertically
        adaptsToTextSize = textSize != .large
        if self.design == nil {
            self.design = design
            parts = design.parts.map { Self.makeView(for: $0, colors: colors, textSize: textSize) }
            for part in parts {
                contentView.addSubview(part.view)
                if case let .text(view, _) = part { view.truncatesAtScreenEdges = scrollsVertically }
            }
        }
        for part in parts { fill(part, context: context, colors: colors, pictures: pictures) }
    }

    private static func makeView(for part: CellDesign.Part, colors: SystemColors, textSize: TextSize) -> PartView {
        switch part {
        case let .shape(shape):
            return .shape(ShapeView(kind: shape.kind, cornerRadius: shape.cornerRadius), shape)
        case let .text(text):
            let alignment: BaselineTextView.Alignment = switch text.alignment {
            case .left: .left
            case .center: .centre
            case .right: .right
            }
            let view = BaselineTextView(font: text.font.font(scaledFor: textSize), color: .black, baseline: text.baseline, alignment: alignment)
            return .text(view, text)
        case let .image(image):
            let view = SizedImageView()
            if case let .ready(ready) = image.image {
                view.image = ready.framebuffer
                view.imageScale = ready.scale
            }
            view.contentMode = image.contentMode
            view.fixedSize = image.size
            view.sizeScale = image.sizeScale
            if image.cornerRadius > 0 {
                view.cornerRadius = image.cornerRadius
                view.clipsToBounds = true
            }
            return .image(view, image)
        case let .field(field):
            let view = TextField()
            // A field's text is the body style's, at the text size (nil keeps the field's own 17 pt).
            if textSize != .large { view.font = try? Font.preferredFont(forTextStyle: .body, compatibleWith: textSize) }
            return .field(view, field)
        case let .label(label):
            let view = Label()
            view.font = label.font.font(scaledFor: textSize)
            view.numberOfLines = label.lines
            view.lineBreakMode = label.lineBreakMode
            view.textAlignment = label.alignment
            view.lineSpacing = label.lineSpacing
            // A style's lines are its table's leading apart, not the face's own line height.
            if let leading = label.font.leading(for: textSize), let font = view.font { view.lineSpacing += leading - font.lineHeight }
            return .label(view, label)
        case let .stack(stack):
            let children = stack.parts.map { makeView(for: $0, colors: colors, textSize: textSize) }
            let (axis, alignment) = arrangement(of: stack, at: textSize)
            let view = stack.tail == nil
                ? StackView(
                    arrangedSubviews: children.map(\.view), axis: axis, spacing: stack.spacing, alignment: alignment,
                    layoutMargins: stack.margins)
                : BubbleView(
                    arrangedSubviews: children.map(\.view), axis: axis, spacing: stack.spacing, alignment: alignment,
                    layoutMargins: stack.margins)
            view.cornerRadius = stack.cornerRadius
            return .stack(view, stack, children)
        }
    }

    /// A stack's axis and alignment at `textSize`: at the accessibility sizes a row becomes a
    /// column, its parts at the leading edge, as Apple's Dynamic Type guidance has a
    /// horizontal `UIStackView` do when `isAccessibilityCategory` (side by side, text of
    /// 28 pt and more would leave the label a few letters), unless the design gives the
    /// stack an axis of its own there (`axis: {default: horizontal, accessibility: horizontal}`).
    static func arrangement(of stack: CellDesign.Stack, at textSize: TextSize) -> (StackView.Axis, StackView.Alignment) {
        guard textSize.isAccessibilityCategory else { return (stack.axis, stack.alignment) }
        let axis = stack.accessibilityAxis ?? .vertical
        guard stack.axis == .horizontal, axis == .vertical else { return (axis, stack.alignment) }
        return (.vertical, .leading)
    }

    private func fill(_ part: PartView, context: TemplateContext, colors: SystemColors, pictures: GeneratedImageCache) {
        switch part {
        case let .shape(view, shape):
            view.color = color(shape.color, context, colors)
        case let .text(view, text):
            view.color = color(text.color, context, colors) ?? .clear
            view.text = text.text.fill(context)
        case let .image(view, image):
            guard case .template = image.image else { break }
            // Checked for every list item when the file was read, so it makes a picture. A
            // system colour's name filled in (`color: "{c}"`) takes the scene's appearance, as
            // a name written in the file does when it is read.
            let picture = SceneValueReader.$colorsWhileParsing.withValue(colors) {
                try? image.image.picture(filling: { self.template($0).fill(context) })
            }
            view.show(picture.map { RowPicture(picture: $0, pictures: pictures) })
        case let .field(view, field):
            view.placeholder = field.placeholder.fill(context)
            view.text = field.text.fill(context)
            view.textColor = colors.label
            view.placeholderColor = colors.placeholderText
            view.fieldColor = colors.secondaryGroupedBackground
            view.borderColor = colors.separator
        case let .label(view, label):
            view.textColor = color(label.color, context, colors) ?? .clear
            view.text = label.text.fill(context)
        case let .stack(view, stack, children):
            view.backgroundColor = stack.backgroundColor.flatMap { color($0, context, colors) }
            (view as? BubbleView)?.tail = isLastOfRun ? stack.tail : nil
            for child in children { fill(child, context: context, colors: colors, pictures: pictures) }
        }
    }

    /// A part's colour for this row; `nil` for clear, which draws nothing.
    private func color(_ value: CellDesign.ColorValue, _ context: TemplateContext, _ colors: SystemColors) -> Color? {
        let color: Color
        switch value {
        case let .color(sceneColor):
            color = sceneColor.resolved(in: colors)
        case let .template(template):
            let text = template.fill(context)
            if let parsed = parsedColors[text] {
                color = parsed
            } else {
                // Every list item was checked to make a colour when the file was read.
                color = SceneValueReader.sceneColor(parsing: text)?.resolved(in: colors) ?? .clear
                parsedColors[text] = color
            }
        }
        return color.alpha == 0 ? nil : color
    }

    /// True when the row is the last of a run of rows showing this design (the next row shows
    /// another, or there is none): a bubble's tail is drawn there; set by the scene.
    var isLastOfRun = true

    /// The row's height as the design gives it at the text size, which a label that wraps
    /// past its frame adds to (``sizeThatFits(_:)``); set by the scene.
    var designedHeight = 0.0

    /// True at another text size than the default: labels that wrap push the parts below them down.
    private var adaptsToTextSize = false

    /// True in a list that scrolls vertically: there a row that stands past the screen's side
    /// (a wheel's) lays its labels out in the part of it on screen (``onScreenSpan``).
    private var scrollsVertically = true

    override func layoutSubviews() {
        super.layoutSubviews()
        let whole = contentView.frame.size, direction = effectiveUserInterfaceLayoutDirection
        let span = onScreenSpan
        let size = Size(width: span.length, height: whole.height)
        let (frames, _) = flowFrames(in: size)
        for (part, frame) in zip(parts, frames) {
            // Text that wraps is laid out on screen; pictures and one-line text as designed
            // (the one-line text ends in "…" at the screen's edge when it is drawn).
            let placed: Rect
            if case .label = part, span.length < whole.width {
                placed = Rect(x: frame.minX + span.start, y: frame.minY, width: frame.width, height: frame.height)
            } else {
                placed = Rect(x: part.frame.rect(in: whole).minX, y: frame.minY, width: part.frame.rect(in: whole).width, height: frame.height)
            }
            part.view.frame = Self.flipped(placed, in: whole.width, for: direction)
            // The baseline keeps its place in the frame as designed, wherever the frame went (a
            // label above moved it, or it is centred in a row the text size made taller).
            if case let .text(view, text) = part { view.baseline = text.baseline - part.frame.rect(in: designedSize(size)).minY }
        }
        for part in parts { align(part, for: direction) }
    }

    /// The row's height as the design was drawn for, at the default text size; 0 when the row
    /// sizes itself. Set by the scene.
    var heightAtLarge = 0.0

    /// The content view's size as the design was drawn for it, at the default text size: a text
    /// part's baseline is given for that height.
    private func designedSize(_ size: Size) -> Size {
        Size(width: size.width, height: heightAtLarge > 0 ? heightAtLarge : size.height)
    }

    /// The part of the content view, across, that is on screen: all of it, except in a
    /// vertical list whose row stands past the screen's side (a wheel's row, pushed right by
    /// its curve), where labels wrap in the part that shows instead of running off screen.
    private var onScreenSpan: (start: Double, length: Double) {
        let width = contentView.frame.width
        guard scrollsVertically, let list = superview as? ListView else { return (0, width) }
        let start = max(0, list.bounds.minX - frame.minX), end = min(width, list.bounds.maxX - frame.minX)
        guard end - start > 1, start > 0 || end < width else { return (0, width) }
        // In a right-to-left cell the design's leading edge is the right one.
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? (width - end, end - start) : (start, end - start)
    }

    /// Each part's frame in a content view of `size`, and how much taller the parts need the
    /// view to be: as Auto Layout stacks views one under another, a label outside a stack that
    /// may wrap (`lines` other than 1) grows to hold its lines, and every part that starts
    /// below it and hangs from the top (or the middle) moves down as much.
    private func flowFrames(in size: Size) -> (frames: [Rect], growth: Double) {
        var frames = parts.map { $0.frame.rect(in: size) }
        var growth = 0.0
        // At the default text size the design is drawn as written: its rows keep their height,
        // and a label that does not fit its frame ends in "…" there (and nothing is measured).
        guard adaptsToTextSize else { return (frames, growth) }
        let order = frames.indices.sorted { (frames[$0].minY, $0) < (frames[$1].minY, $1) }
        for index in order {
            guard case let .label(view, label) = parts[index], label.lines != 1 else { continue }
            let frame = frames[index]
            let needed = view.sizeThatFits(Size(width: frame.width, height: .infinity)).height
            guard needed > frame.height + 1e-9 else { continue }
            let extra = needed - frame.height
            // A part held to the bottom (or to both edges) follows the taller row by itself.
            for other in frames.indices where other != index && frames[other].minY >= frame.maxY - 1e-9 && parts[other].frame.y.followsTop {
                frames[other].origin.y += extra
            }
            frames[index].size.height = needed
            growth += extra
        }
        return (frames, growth)
    }

    /// Gives text and labels their design's alignment, left and right swapped in a
    /// right-to-left cell; a label aligned `natural` takes its text's own direction.
    private func align(_ part: PartView, for direction: UserInterfaceLayoutDirection) {
        let mirrored = direction == .rightToLeft
        switch part {
        case let .text(view, text):
            view.alignment = switch text.alignment {
            case .left: mirrored ? .right : .left
            case .center: .centre
            case .right: mirrored ? .left : .right
            }
        case let .label(view, label):
            view.textAlignment = switch label.alignment {
            case .left: mirrored ? .right : .left
            case .right: mirrored ? .left : .right
            case .center: .center
            case .natural: WritingDirection.natural.resolved(for: view.text) == .rightToLeft ? .right : .left
            }
        case let .stack(_, _, children):
            for child in children { align(child, for: direction) }
        case .shape, .image, .field:
            break
        }
    }

    /// A design with a stack is as tall as its first stack needs at the width it gets
    /// (``StackCell``'s measure); one with a label that wraps as its ``designedHeight`` and
    /// what its labels add to it; any other as tall as a standard cell.
    override func sizeThatFits(_ size: Size) -> Size {
        for part in parts {
            guard case let .stack(view, stack, _) = part else { continue }
            let width = stack.frame.x.span(in: size.width).length
            let margins: Double = if case let .fill(top, bottom) = stack.frame.y { top + bottom } else { 0 }
            let height = view.sizeThatFits(Size(width: width, height: .infinity)).height
            return Size(width: size.width, height: height + margins)
        }
        guard design?.hasWrappingLabel ?? false else { return super.sizeThatFits(size) }
        return Size(width: size.width, height: designedHeight + flowFrames(in: Size(width: size.width, height: designedHeight)).growth)
    }
}

extension PartFrame.Axis {
    /// True when the axis places its start from the leading edge or the middle, not from the
    /// trailing edge: down, a part a label above pushes down.
    var followsTop: Bool {
        switch self {
        case .leading, .center: true
        case .fill, .trailing: false
        }
    }
}
