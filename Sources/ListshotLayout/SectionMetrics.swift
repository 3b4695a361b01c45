/// The heights that make up one section: its header, its rows and its footer.
public struct SectionMetrics: Sendable, Equatable {
    public var headerHeight: Double
    public var rows: RowOffsets
    public var footerHeight: Double

    public init(headerHeight: Double = 0, rows: RowOffsets, footerHeight: Double = 0) {
        precondition(headerHeight >= 0 && headerHeight.isFinite && footerHeight >= 0 && footerHeight.isFinite,
                     "header and footer heights must be finite and not negative")
        self.headerHeight = headerHeight
        self.rows = rows
        self.footerHeight = footerHeight
    }

    /// Header, rows and footer together.
    public var totalHeight: Double { headerHeight + rows.totalHeight + footerHeight }
}
