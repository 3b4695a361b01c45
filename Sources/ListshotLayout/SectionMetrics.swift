/// The heights that make up one section: its header, its rows and its footer.
public struct SectionMetrics: Sendable, Equatable {
    /// The height of the section's header (0 for none).
    public var headerHeight: Double
    /// The section's rows.
    public var rows: RowOffsets
    /// The height of the section's footer (0 for none).
    public var footerHeight: Double

    /// A section of `rows` between a header and a footer of the given heights.
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
