import ListshotGeometry

extension CellAccessory {
    /// The height of what the accessory draws, in points, centred on the cell's middle: the
    /// chevron's and the checkmark's strokes, or the detail button's circle.
    public var height: Double {
        switch self {
        case .none: return 0
        case .disclosureIndicator: return 14
        case .checkmark: return 13
        case .detailButton, .detailDisclosureButton: return 22
        }
    }
}

extension TableViewCell {
    /// Where the cell draws its accessory, in the cell's coordinates: the accessory's
    /// ``CellAccessory/width`` by its ``CellAccessory/height``, ending at the trailing layout
    /// margin (starting at the left one in a right-to-left cell), centred vertically; `nil`
    /// for ``CellAccessory/none``.
    ///
    /// `listshot layout --views` reports it; `drawForeground(in:)` draws within it (tested
    /// for every accessory, both directions).
    public var accessoryFrame: Rect? {
        guard accessoryType != .none else { return nil }
        let width = accessoryType.width, height = accessoryType.height
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? Self.layoutMargin : frame.width - Self.layoutMargin - width
        return Rect(x: x, y: frame.height / 2 - height / 2, width: width, height: height)
    }
}
