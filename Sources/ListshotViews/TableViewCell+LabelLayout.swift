import ListshotGeometry
import ListshotText

/// Where a standard cell's two labels go: side by side or one under the other, and how wide.
extension TableViewCell {
    /// The room between value1's title and its detail side by side, in points (UIKit's
    /// `textToSecondaryTextHorizontalPadding`).
    static let value1Padding = 8.0

    /// Whether the detail goes under the title in labels `width` points wide: subtitle
    /// always; value2 at the accessibility text sizes; value1 there too, and at every size
    /// when its labels do not fit side by side (``value1FitsSideBySide(width:)``), as UIKit's
    /// value cell does (`prefersSideBySideTextAndSecondaryText`).
    func stacksLabels(width: Double) -> Bool {
        switch cellStyle {
        case .default: false
        case .subtitle: true
        case .value2: contentSizeTraits.isAccessibilityCategory
        case .value1: contentSizeTraits.isAccessibilityCategory || !value1FitsSideBySide(width: width)
        }
    }

    /// True when value1's title and detail fit side by side in `width` points, as UIKit
    /// decides it: both texts' natural widths (on one line) plus ``value1Padding`` are no
    /// wider than `width`. A cell with no title or no detail has nothing to stack and fits.
    func value1FitsSideBySide(width: Double) -> Bool {
        guard !textLabel.text.isEmpty, !detailTextLabel.text.isEmpty else { return true }
        let unbounded = Size(width: .infinity, height: .infinity)
        let title = textLabel.sizeThatFits(unbounded).width, detail = detailTextLabel.sizeThatFits(unbounded).width
        // A millionth of the width absorbs rounding, as line breaking's does: text measured at a
        // width fits at that width.
        return title + Self.value1Padding + detail <= width + 1e-6 * max(1, width)
    }

    /// value1's title and detail widths side by side in `width` points: the detail its own,
    /// right-aligned, and the title the rest less the padding (the whole width with no detail).
    private func value1Widths(_ width: Double) -> (title: Double, detail: Double) {
        guard !detailTextLabel.text.isEmpty else { return (width, 0) }
        let detail = min(width, detailTextLabel.sizeThatFits(Size(width: width, height: .infinity)).width)
        return (max(0, width - detail - Self.value1Padding), detail)
    }

    /// value2's column for its title: 67 pt at the default text size, scaled with the text.
    private var value2Column: Double { 67 * contentSizeTraits.scale }

    /// Gives labels at one line as many as they need at the accessibility sizes, where no
    /// standard style truncates its title while the row can grow; gives them one line again
    /// below those sizes. Labels given another number of lines keep it.
    func wrapLabels(_ wrap: Bool) {
        guard wrap != wrapsForAccessibility else { return }
        for label in [textLabel, detailTextLabel] where label.numberOfLines == (wrap ? 1 : 0) {
            label.numberOfLines = wrap ? 0 : 1
        }
        wrapsForAccessibility = wrap
    }

    /// Gives value1's detail label and value2's title the alignment of their place: the
    /// trailing side of `direction` (right, or left in a right-to-left cell) beside the
    /// other label, the leading side under it (`stacked`); unless they were given another
    /// alignment.
    func alignTrailingLabels(stacked: Bool, for direction: UserInterfaceLayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        let alignment: TextAlignment = stacked == rightToLeft ? .right : .left
        guard alignment != appliedTrailingAlignment else { return }
        let trailingLabel: Label? = switch cellStyle {
        case .value1: detailTextLabel
        case .value2: textLabel
        case .default, .subtitle: nil
        }
        if let trailingLabel, trailingLabel.textAlignment == appliedTrailingAlignment { trailingLabel.textAlignment = alignment }
        appliedTrailingAlignment = alignment
    }

    /// Places the labels left to right from `x`, `width` points wide, in a cell `height` tall.
    /// Labels never overlap and never leave the row: when the row is too short for both, the
    /// title keeps at least one line and each label shows what fits, its last line ending
    /// in "…" (a ``Label`` truncates to its bounds).
    func layOutLabels(x: Double, width: Double, height: Double) {
        let hasDetail = !detailTextLabel.text.isEmpty
        if stacksLabels(width: width) {
            let unbounded = Size(width: width, height: .infinity)
            let title = textLabel.sizeThatFits(unbounded).height
            let detail = hasDetail ? detailTextLabel.sizeThatFits(unbounded).height : 0
            // The title gives way first, down to one line; then the detail gets what is left.
            let titleLine = min(title, textLabel.resolvedFont?.lineHeight ?? title)
            let titleHeight = max(0, min(title, height, max(titleLine, height - detail)))
            let detailHeight = max(0, min(detail, height - titleHeight))
            let top = (height - titleHeight - detailHeight) / 2
            textLabel.frame = Rect(x: x, y: top, width: width, height: titleHeight)
            detailTextLabel.frame = hasDetail ? Rect(x: x, y: top + titleHeight, width: width, height: detailHeight) : .zero
            return
        }
        switch cellStyle {
        case .default, .subtitle:
            textLabel.frame = Rect(x: x, y: 0, width: width, height: height)
            detailTextLabel.frame = .zero
        case .value1:
            let (title, detail) = value1Widths(width)
            textLabel.frame = Rect(x: x, y: 0, width: title, height: height)
            detailTextLabel.frame = detail > 0 ? Rect(x: x + width - detail, y: 0, width: detail, height: height) : .zero
        case .value2:
            let column = min(value2Column, width), gap = 6.0
            textLabel.frame = Rect(x: x, y: 0, width: column, height: height)
            detailTextLabel.frame = Rect(x: x + column + gap, y: 0, width: max(0, width - column - gap), height: height)
        }
    }

    /// The labels' height in labels `width` points wide: stacked labels' heights add up,
    /// side-by-side ones' the taller counts.
    func labelsHeight(width: Double) -> Double {
        func height(_ label: Label, _ width: Double) -> Double {
            label.text.isEmpty ? 0 : label.sizeThatFits(Size(width: width, height: .infinity)).height
        }
        if stacksLabels(width: width) { return height(textLabel, width) + height(detailTextLabel, width) }
        switch cellStyle {
        case .default, .subtitle:
            return height(textLabel, width)
        case .value1:
            let (title, detail) = value1Widths(width)
            return max(height(textLabel, title), detail > 0 ? height(detailTextLabel, detail) : 0)
        case .value2:
            let column = min(value2Column, width)
            return max(height(textLabel, column), height(detailTextLabel, max(0, width - column - 6)))
        }
    }
}
