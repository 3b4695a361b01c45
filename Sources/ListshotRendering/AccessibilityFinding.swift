import ListshotGeometry
import ListshotRaster
import ListshotScenes
import ListshotStructuredText
import ListshotText
import ListshotViews

/// One problem an ``AccessibilityAudit`` found: the view, what was measured, and the rule,
/// printed as one line (``description``):
///
/// ```
/// row 0.3 label "Alan Turing" x 16 y 120 w 200 h 22: contrast 3.2:1 < 4.5:1, #8E8E93 on #FFFFFF (WCAG 1.4.3)
/// ```
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
    /// What was found.
    public enum Problem: Sendable, Hashable {
        /// The text's contrast with the background under it, below `minimum`; `text` is the
        /// text's colour as seen (blended over `background` when translucent).
        case lowContrast(ratio: Double, minimum: Double, text: Color, background: Color)
        /// A control's frame, smaller than `minimum` across or down.
        case smallTouchTarget(size: Size, minimum: Size)
        /// The text was cut short at an accessibility text size.
        case truncated(textSize: TextSize)
        /// The label's frame runs into `other`'s over `intersection`, in screen points.
        case overlap(other: LayoutReport.ScreenView, intersection: Rect)
    }

    /// The view, its frame in screen points.
    public let view: LayoutReport.ScreenView
    /// What was found.
    public let problem: Problem
    /// Whether the view's owner is a table's row (`row 0.3`) rather than another layout's
    /// item (`item 0.3`), for ``description``.
    public let isTable: Bool

    public init(view: LayoutReport.ScreenView, problem: Problem, isTable: Bool = true) {
        self.view = view
        self.problem = problem
        self.isTable = isTable
    }

    /// The rule the finding breaks.
    public var rule: AccessibilityAudit.Rule {
        switch problem {
        case .lowContrast: .contrast
        case .smallTouchTarget: .touchTarget
        case .truncated: .truncation
        case .overlap: .overlap
        }
    }

    /// The finding as one line: the view (its owner, kind, text and frame), then what was
    /// measured against the rule's limit, and the rule.
    public var description: String {
        let subject = Self.name(view, isTable: isTable)
        switch problem {
        case let .lowContrast(ratio, minimum, text, background):
            return "\(subject): contrast \(Self.ratio(ratio)):1 < \(NumberText.plain(minimum)):1, \(Self.hex(text)) on \(Self.hex(background)) (WCAG 1.4.3)"
        case let .smallTouchTarget(size, minimum):
            return "\(subject): touch target \(Self.points(size.width)) × \(Self.points(size.height)) pt < "
                + "\(Self.points(minimum.width)) × \(Self.points(minimum.height)) pt (WCAG 2.5.5)"
        case let .truncated(textSize):
            return "\(subject): truncated at \(textSize.shortName) (WCAG 1.4.4)"
        case let .overlap(other, intersection):
            return "\(subject): overlaps \(Self.name(other, isTable: isTable)) by \(Self.points(intersection.width)) × \(Self.points(intersection.height)) pt"
        }
    }

    /// `row 0.3 label "Alan Turing" x 16 y 120 w 200 h 22`: the owner, the kind, the text
    /// (or the accessory drawn) and the frame in screen points.
    static func name(_ view: LayoutReport.ScreenView, isTable: Bool) -> String {
        let v = view.view, f = v.frame
        var name = view.owner.name(isTable: isTable) + " " + v.kind.rawValue
        if let text = v.text { name += " " + JSONPath.quoted(text, limit: 60) }
        if let accessory = v.accessoryType { name += " " + accessory.rawValue }
        return name + " x \(points(f.minX)) y \(points(f.minY)) w \(points(f.width)) h \(points(f.height))"
    }

    /// A length in points to a hundredth: `16`, `131.5`, `16.33`.
    static func points(_ value: Double) -> String { NumberText.plain((value * 100).rounded() / 100) }

    /// A contrast ratio to a hundredth, rounded down so that a ratio below a limit never
    /// prints as the limit: 4.499 is `4.49`.
    static func ratio(_ value: Double) -> String { NumberText.plain((value * 100).rounded(.down) / 100) }

    /// `#RRGGBB`.
    static func hex(_ color: Color) -> String { String(color.description.prefix(7)) }
}
