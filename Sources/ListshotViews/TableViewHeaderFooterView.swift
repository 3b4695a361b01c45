import ListshotGeometry
import ListshotLayout
import ListshotText

/// The view a table shows for a section's header or footer title (UIKit's
/// `UITableViewHeaderFooterView`).
///
/// The title wraps over as many lines as it needs (`numberOfLines = 0`) at the view's width
/// less ``horizontalLayoutMargin`` on each side, and ``sizeThatFits(_:)`` gives the
/// height that shows all of it: the text's height plus the ``Metrics`` margins, at least
/// the ``Metrics/minimumHeight`` (the height a one-line title has always had). A table with
/// automatic section header and footer heights sizes titled headers and footers with it
/// (see ``TableView/defaultHeight(ofHeaderInSection:)``). In a shorter view, as when the
/// delegate or `sectionHeaderHeight` gives a height, the text keeps to the view: the lines
/// that fit are drawn, the last one truncated with "…", and nothing is drawn outside the
/// view.
///
/// A table recycles these views as it does cells: the default title views it shows, and
/// those the delegate dequeues with ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``
/// after registering this class or a subclass. When the table hands one out it sets
/// ``kind`` and ``style``, which restyle it, and calls ``prepareForReuse()`` on a recycled one.
open class TableViewHeaderFooterView: View {
    /// Whether the view heads or ends its section; footers use smaller grey text.
    public enum Kind: Sendable { case header, footer }

    /// Where a title sits and the space around it, by kind and table style. The numbers are
    /// UIKit's on a 390 pt phone, rounded so that a one-line title keeps the height and the
    /// place it had before titles wrapped (Inter's line is 15.7 pt at 13 pt, 20.6 pt at 17 pt).
    public struct Metrics: Equatable, Sendable {
        /// Where the text goes when the view is taller than the text and its margins.
        public enum Placement: Equatable, Sendable {
            /// ``top`` below the view's top (grouped footers: the text hangs under the rows).
            case top
            /// Centred (plain headers and footers, on their grey band).
            case center
            /// ``bottom`` above the view's bottom (grouped headers: the text sits on the rows).
            case bottom
        }
        /// Space above the text.
        public var top: Double
        /// Space below the text.
        public var bottom: Double
        /// The least height of a view with a title, one line or none.
        public var minimumHeight: Double
        /// Where the text goes in a view taller than it needs.
        public var placement: Placement

        /// The metrics of `kind` in a table of `style`:
        /// - plain header: 3.5 pt above and below, at least 28 pt, centred (17 pt semibold);
        /// - plain footer: 6 pt above and below, at least 28 pt, centred (13 pt);
        /// - grouped header: 16 pt above, 6 pt below (on the rows), at least 38 pt (13 pt capitals);
        /// - grouped footer: 8 pt above (under the rows), 14 pt below, at least 38 pt (13 pt).
        ///
        /// The inset grouped style has the grouped metrics; its headers and footers are inset
        /// with the rows, so their titles line up with the cells' text.
        public static func of(_ kind: Kind, in style: TableStyle) -> Metrics {
            switch (kind, style) {
            case (.header, .plain): return Metrics(top: 3.5, bottom: 3.5, minimumHeight: 28, placement: .center)
            case (.footer, .plain): return Metrics(top: 6, bottom: 6, minimumHeight: 28, placement: .center)
            case (.header, .grouped), (.header, .insetGrouped):
                return Metrics(top: 16, bottom: 6, minimumHeight: 38, placement: .bottom)
            case (.footer, .grouped), (.footer, .insetGrouped):
                return Metrics(top: 8, bottom: 14, minimumHeight: 38, placement: .top)
            }
        }
    }

    /// The identifier the view was registered and dequeued with; `nil` for a view made
    /// outside a table's reuse pool.
    public let reuseIdentifier: String?
    /// The title, inset by ``horizontalLayoutMargin``, wrapped over as many lines as it needs.
    public let textLabel = Label()
    /// Header or footer. The table sets it when it hands the view out; a change restyles the
    /// title and the background.
    public internal(set) var kind: Kind = .header {
        didSet { if kind != oldValue { applyAppearance() } }
    }
    /// The style of the table the view is in. The table sets it when it hands the view out;
    /// a change restyles the title and the background.
    public internal(set) var style: TableStyle = .plain {
        didSet { if style != oldValue { applyAppearance() } }
    }
    /// The title's left and right margin: ``TableViewCell/layoutMargin`` (16) until the table
    /// sets its own, 20 pt in a regular-width table (an iPad), so the title lines up with the
    /// cells' text.
    public var horizontalLayoutMargin = TableViewCell.layoutMargin {
        didSet { if horizontalLayoutMargin != oldValue { setNeedsLayout() } }
    }
    /// The title's margins and the view's least height.
    public var metrics: Metrics { Metrics.of(kind, in: style) }

    /// A view for `reuseIdentifier`, styled as a plain table's header until a table hands it
    /// out; the table calls this when its pool has no view to recycle
    /// (see ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)``).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        // A title never spills into the rows when the view is given less height than it needs.
        clipsToBounds = true
        textLabel.numberOfLines = 0
        applyAppearance()
        addSubview(textLabel)
    }

    /// A view showing `title` as `kind` does in a table of `style`, outside any reuse pool.
    public convenience init(title: String?, kind: Kind, style: TableStyle) {
        self.init(reuseIdentifier: nil)
        self.kind = kind
        self.style = style
        applyAppearance()  // an initializer's assignments do not call didSet
        showTitle(title)
    }

    /// Resets the view before the table hands it out again: clears the title. Call `super`
    /// when you override it.
    open func prepareForReuse() {
        textLabel.text = ""
    }

    /// Shows `title` as the table's default header or footer does: in capitals in a grouped
    /// table's header.
    func showTitle(_ title: String?) {
        let text = title ?? ""
        textLabel.text = kind == .header && style.isGrouped ? text.uppercased() : text
    }

    /// The title's font in `kind` in a table of `style`: 17 pt semibold for a plain header,
    /// 13 pt regular for the others (UIKit's headline and footnote styles at the default
    /// text size).
    public static func defaultFont(of kind: Kind, in style: TableStyle) -> Font? {
        try? Font.preferredFont(forTextStyle: kind == .header && style == .plain ? .headline : .footnote)
    }

    /// Shows the title in `font`, or in ``defaultFont(of:in:)`` for `nil`: the table's
    /// ``TableView/sectionHeaderTitleFont`` or ``TableView/sectionFooterTitleFont``.
    func showTitle(in font: Font?) {
        textLabel.font = font ?? Self.defaultFont(of: kind, in: style)
    }

    /// The background, font and colour of `kind` in a table of `style`.
    private func applyAppearance() {
        textLabel.font = Self.defaultFont(of: kind, in: style)
        switch (kind, style) {
        case (.header, .plain):
            backgroundColor = .plainHeaderBackground
            textLabel.textColor = .label
        case (.footer, .plain):
            backgroundColor = .plainHeaderBackground
            textLabel.textColor = .secondaryLabel
        case (_, .grouped), (_, .insetGrouped):
            backgroundColor = nil
            textLabel.textColor = .secondaryLabel
        }
    }

    /// The width the title wraps at in a view `width` points wide.
    private func textWidth(_ width: Double) -> Double { max(0, width - 2 * horizontalLayoutMargin) }

    /// The height that shows the whole title at `size.width`: the wrapped text's height plus
    /// ``Metrics/top`` and ``Metrics/bottom``, at least ``Metrics/minimumHeight``. The width
    /// is `size.width`; the height constraint is ignored.
    open override func sizeThatFits(_ size: Size) -> Size {
        let m = metrics
        let text = textLabel.sizeThatFits(Size(width: textWidth(size.width), height: .infinity)).height
        return Size(width: size.width, height: max(m.minimumHeight, m.top + text + m.bottom))
    }

    /// Gives the label the wrapped text's height (never more than the view's) and places it
    /// by ``Metrics/placement``, keeping it inside the view when the view is short.
    open override func layoutSubviews() {
        let m = metrics
        let width = textWidth(frame.width)
        let text = textLabel.sizeThatFits(Size(width: width, height: .infinity)).height
        let height = min(frame.height, text)
        let y: Double
        switch m.placement {
        case .top: y = min(m.top, frame.height - height)
        case .center: y = (frame.height - height) / 2
        case .bottom: y = max(0, frame.height - height - m.bottom)
        }
        textLabel.frame = Rect(x: horizontalLayoutMargin, y: y, width: width, height: height)
    }
}
