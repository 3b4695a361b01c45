import ListshotGeometry

/// Sticky headers and footers: in the plain style a section's header and footer float over
/// its rows while the section is on screen, as UITableView's do; in the grouped style they
/// scroll with the rows.
///
/// The visible area is the viewport less its content insets: `[visibleTop, visibleBottom)` with
/// `visibleTop = offset + contentInset.top` and `visibleBottom = offset + viewportHeight −
/// contentInset.bottom`. With `sectionTop` and `sectionBottom` the section's extent (header
/// and footer included):
///
/// - the header sticks to the top, and its section's footer pushes it up:
///   `y = min(max(sectionTop, visibleTop), sectionBottom − footerHeight − headerHeight)`;
/// - the footer sticks to the bottom, and its section's header pushes it down:
///   `y = max(min(sectionBottom − footerHeight, visibleBottom − footerHeight), sectionTop + headerHeight)`.
///
/// Each is held back by where the other sits when it does not float, so the two never cross:
/// a section scrolling off the top takes its header with its footer, and one scrolling in
/// from the bottom brings its footer in right under its header.
extension TableLayout {
    /// Where a section's header is drawn with the viewport in `viewport`'s state (see above).
    public func rectForHeader(inSection section: Int, in viewport: LayoutViewport) -> Rect {
        var rect = rectForHeader(inSection: section)
        guard style == .plain else { return rect }
        let visibleTop = viewport.origin.y + viewport.contentInset.top
        let footerTop = rectForFooter(inSection: section).minY
        rect.origin.y = min(max(rect.minY, visibleTop), footerTop - rect.height)
        return rect
    }

    /// Where a section's footer is drawn with the viewport in `viewport`'s state (see above).
    public func rectForFooter(inSection section: Int, in viewport: LayoutViewport) -> Rect {
        var rect = rectForFooter(inSection: section)
        guard style == .plain else { return rect }
        let visibleBottom = viewport.origin.y + viewport.size.height - viewport.contentInset.bottom
        let headerBottom = rectForHeader(inSection: section).maxY
        rect.origin.y = max(min(rect.minY, visibleBottom - rect.height), headerBottom)
        return rect
    }

    /// The sections whose header, drawn where ``rectForHeader(inSection:in:)`` says,
    /// intersects the viewport's window `[offset, offset + viewportHeight)`, in order.
    public func sectionsWithVisibleHeaders(in viewport: LayoutViewport) -> [Int] {
        sectionsWithVisible(in: viewport) { rectForHeader(inSection: $0, in: viewport) }
    }

    /// The sections whose footer, drawn where ``rectForFooter(inSection:in:)`` says,
    /// intersects the viewport's window `[offset, offset + viewportHeight)`, in order.
    public func sectionsWithVisibleFooters(in viewport: LayoutViewport) -> [Int] {
        sectionsWithVisible(in: viewport) { rectForFooter(inSection: $0, in: viewport) }
    }

    /// A floating header or footer never leaves its section's extent, so only the sections
    /// that meet the window need to be looked at.
    private func sectionsWithVisible(in viewport: LayoutViewport, frame: (Int) -> Rect) -> [Int] {
        let low = viewport.origin.y, high = low + viewport.size.height
        return sections(intersecting: low, high).filter { s in
            let rect = frame(s)
            return rect.height > 0 && rect.minY < high && rect.maxY > low
        }
    }
}
