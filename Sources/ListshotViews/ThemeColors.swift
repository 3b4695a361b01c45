import ListshotRaster

/// UIKit's light-mode colours that the views draw with. They belong to the views, not to
/// the rasterizer, which knows only colours by value.
extension Color {
    /// UIKit's light-mode `separator` colour on an opaque background.
    public static let separator = Color(rgb: 0xC6C6C8)
    /// UIKit's light-mode `secondaryLabel` colour on an opaque background.
    public static let secondaryLabel = Color(rgb: 0x8E8E93)
    /// UIKit's light-mode `systemGroupedBackground`, behind grouped tables.
    public static let groupedBackground = Color(rgb: 0xF2F2F7)
    /// The light grey behind a plain table's section headers.
    public static let plainHeaderBackground = Color(rgb: 0xF7F7F7)
    /// UIKit's light-mode `systemGray4`, used for selected cells.
    public static let selection = Color(rgb: 0xD1D1D6)
}
