import ListshotGeometry

/// What a cell shows at its trailing edge, and the room the labels leave it: the accessory
/// (or the view in its place) at the trailing margin, and the badge before it.
extension TableViewCell {
    /// How far the accessory and the badge grow with the text: to their size at AX1 (28 pt
    /// body over 17) and no further. SF Symbols in cells grow with the body style, but iOS
    /// keeps its chevrons and checkmarks modest at the larger accessibility sizes, where
    /// every point of width goes to the text; the AX1 size is also where the image stopped
    /// growing, so no size below AX1 draws differently.
    public static let largestAccessoryScale = 28.0 / 17

    /// The scale the accessory and the badge are drawn at: the text size's
    /// ``ContentSizeTraits/scale``, at most ``largestAccessoryScale``.
    public var accessoryScale: Double { min(contentSizeTraits.scale, Self.largestAccessoryScale) }

    /// The room between the labels and what follows them, and between the badge and the
    /// accessory, in points.
    static let trailingGap = 10.0

    /// The width the accessory takes at the trailing margin: the ``accessoryView``'s, else
    /// the ``accessoryType``'s at ``accessoryScale``; 0 for none.
    var accessoryWidth: Double {
        if let accessoryView { return accessoryView.sizeThatFits(Size(width: .infinity, height: .infinity)).width }
        return accessoryType == .none ? 0 : accessoryType.width(scale: accessoryScale)
    }

    /// The badge's size at ``accessoryScale``, or `nil` while it shows nothing.
    private var badgeSize: Size? {
        guard let badgeView, !badgeView.isHidden else { return nil }
        return badgeView.sizeThatFits(Size(width: .infinity, height: .infinity))
    }

    /// The labels' width in a cell `width` points wide: from the text's leading edge to the
    /// trailing margin, less the accessory and the badge and 10 pt before each.
    func labelsWidth(cellWidth width: Double) -> Double {
        let accessory = accessoryWidth, badge = badgeSize?.width ?? 0
        let trailing = (accessory > 0 ? accessory + Self.trailingGap : 0) + (badge > 0 ? badge + Self.trailingGap : 0)
        return max(0, width - textLeadingEdge - horizontalLayoutMargin - trailing)
    }

    /// Places the ``accessoryView`` at the trailing margin and the badge 10 pt before the
    /// accessory, both centred vertically, left to right (``layoutSubviews()`` mirrors them
    /// in a right-to-left cell).
    func layOutTrailingViews() {
        let maxX = frame.width - horizontalLayoutMargin, midY = frame.height / 2
        let accessory = accessoryWidth
        if let accessoryView {
            let size = accessoryView.sizeThatFits(Size(width: .infinity, height: .infinity))
            accessoryView.frame = Rect(x: maxX - size.width, y: midY - size.height / 2, width: size.width, height: size.height)
        }
        if let badgeView {
            guard let size = badgeSize else { return badgeView.frame = .zero }
            let badgeMaxX = maxX - (accessory > 0 ? accessory + Self.trailingGap : 0)
            badgeView.frame = Rect(x: badgeMaxX - size.width, y: midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}
