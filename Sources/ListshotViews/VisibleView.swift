import ListshotGeometry
import ListshotRaster
import ListshotText

/// Something a cell shows — a label's text, an image, an icon, a badge, a switch or the
/// accessory — with where it is
/// drawn and whether its text was cut short: one of the `"views"` that `listshot layout
/// --views` lists for each item. ``TableViewCell/visibleViews(clippedTo:)`` makes them.
public struct VisibleView: Hashable, Sendable {
    /// What kind of thing the view shows.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Text: a ``Label``, a ``TextField`` (its text, or its placeholder while empty) or
        /// another view that draws text and reports it.
        case label
        /// An ``ImageView``'s image.
        case image
        /// The cell's ``TableViewCell/accessoryType``.
        case accessory
        /// A ``Switch``: its ``VisibleView/isOn`` says which way it is set.
        case `switch`
        /// An ``IconView``: its ``VisibleView/symbol`` names the picture.
        case icon
        /// A ``BadgeView``: its ``VisibleView/text`` is the count.
        case badge
    }

    /// Text, an image or the accessory.
    public var kind: Kind
    /// Where it is drawn. For text, the box of the lines drawn: from the leftmost line's
    /// start to the rightmost line's end, by the lines' heights (line gap included), which
    /// may be smaller than the view's bounds, or larger when the text overflows them. For an
    /// image, the part of the view's bounds its image covers. For the accessory,
    /// ``TableViewCell/accessoryFrame``.
    public var frame: Rect
    /// The text drawn, lines joined by "\n", with the "…" that truncation put in; a badge's
    /// count; for a switch "on" or "off" and for an icon its symbol's name, so that a report
    /// that prints text shows them; `nil` for an image or the accessory.
    public var text: String?
    /// True when the text drawn is not all of the view's text: its line limit or its height
    /// left text out (the last line ends in "…", or is cut by `LineBreakMode/byClipping`),
    /// or part of a line lies outside something that clips it (the view or an ancestor with
    /// `clipsToBounds`, a text field's padding, the screen's edge across the scroll
    /// direction). Always false for an image or the accessory.
    public var isTruncated: Bool
    /// The accessory drawn, for ``Kind/accessory``; `nil` otherwise.
    public var accessoryType: CellAccessory?
    /// Whether the switch is on, for ``Kind/switch``; `nil` otherwise.
    public var isOn: Bool?
    /// The icon's symbol's name, for ``Kind/icon``; `nil` otherwise.
    public var symbol: String?
    /// The font the text is drawn in; `nil` for a view without text.
    public var font: FontInfo?
    /// The colour the text is drawn in, for a label or a badge, with the opacity of the view
    /// and of its ancestors multiplied into its alpha, as drawing multiplies them (so a
    /// translucent colour is what blends with the pixels under it); `nil` for a view without
    /// text and for text whose colour its view does not say. An accessibility audit reads
    /// the text's contrast from it.
    public var textColor: Color?
    /// The ``View/accessibilityIdentifier`` of the view that draws it; `nil` when it has
    /// none, and for the accessory (drawn by the cell, not by a view of its own).
    public var accessibilityIdentifier: String?
    /// The frame of the view that draws it, in the coordinates of ``frame``, when the view
    /// has an ``accessibilityIdentifier``: what a mask covers, the same while its text
    /// changes width (a timestamp). `nil` otherwise, and not in `listshot layout`'s output.
    public var viewFrame: Rect?

    /// What a text's font is: its Dynamic Type style, its size as drawn and its weight.
    public struct FontInfo: Hashable, Sendable {
        /// The style the font was made for (`Font.textStyle`); `nil` for a font given by size.
        public var textStyle: TextStyle?
        /// The size in points, as drawn (at the text size).
        public var size: Double
        /// The face's OS/2 weight class: 400 regular, 600 semibold.
        public var weightClass: Int

        /// What `font` is.
        public init(_ font: Font) {
            (textStyle, size, weightClass) = (font.textStyle, font.size, font.face.weightClass)
        }
    }

    /// A view that shows `kind` at `frame`.
    public init(
        kind: Kind, frame: Rect, text: String? = nil, isTruncated: Bool = false, accessoryType: CellAccessory? = nil,
        isOn: Bool? = nil, symbol: String? = nil, font: Font? = nil, textColor: Color? = nil, accessibilityIdentifier: String? = nil
    ) {
        self.kind = kind
        self.frame = frame
        self.text = text
        self.isTruncated = isTruncated
        self.accessoryType = accessoryType
        self.isOn = isOn
        self.symbol = symbol
        self.font = font.map(FontInfo.init)
        self.textColor = textColor
        self.accessibilityIdentifier = accessibilityIdentifier
    }
}

/// A view that says what it draws, so that ``TableViewCell/visibleViews(clippedTo:)`` can
/// list it: ``Label``, ``ImageView``, ``TextField``, ``Switch``, ``IconView`` and ``BadgeView``
/// conform, and so can a view of your
/// own that draws text or an image.
public protocol VisibleContentReporting: View {
    /// What the view draws, in its own coordinates, with the truncation its own drawing
    /// makes (clipping by its ancestors is the caller's to add); `nil` when it draws nothing.
    var visibleContent: VisibleView? { get }

    /// What the view draws when only `visible` (a rectangle in its own coordinates: the
    /// screen, or the ancestors that clip it) shows; a view that fits its text to what shows,
    /// as a wheel's names end in "…" at the screen's edge, says so here. By default
    /// ``visibleContent``.
    func visibleContent(within visible: Rect) -> VisibleView?
}

extension VisibleContentReporting {
    public func visibleContent(within visible: Rect) -> VisibleView? { visibleContent }
}
