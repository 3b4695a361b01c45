import ListshotGeometry

extension TableViewCell {
    /// Where the cell draws its accessory, in the cell's coordinates: the ``accessoryView``'s
    /// frame when it has one; else the accessory's ``CellAccessory/width(scale:)`` by its
    /// ``CellAccessory/height(scale:)`` at ``accessoryScale`` (the text size's, up to AX1's),
    /// ending at the trailing layout margin (starting at the left one in a right-to-left
    /// cell), centred vertically; `nil` for ``CellAccessory/none``.
    ///
    /// `listshot layout --views` reports it; `drawForeground(in:)` draws within it (tested
    /// for every accessory, both directions, at several text sizes).
    public var accessoryFrame: Rect? {
        if let accessoryView {
            layoutIfNeeded()
            return accessoryView.frame
        }
        guard accessoryType != .none else { return nil }
        let scale = accessoryScale
        let width = accessoryType.width(scale: scale), height = accessoryType.height(scale: scale)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? horizontalLayoutMargin : frame.width - horizontalLayoutMargin - width
        return Rect(x: x, y: frame.height / 2 - height / 2, width: width, height: height)
    }
}
