import ListshotGeometry
import ListshotViews

extension AccessibilityAudit {
    /// The controls smaller than ``minimumTouchTarget`` across or down, measured on their
    /// frames, where UIKit hit-tests them.
    ///
    /// A control here is what the tree says is one: a switch, and an accessory that is a
    /// button of its own (``isControl(_:)``). Bar buttons are reported as their title and
    /// glyph, not as buttons, and labels, images and icons may or may not be tapped; none of
    /// them is audited.
    func touchTargetFindings(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        let minimum = Self.minimumTouchTarget
        return screen.entries.compactMap { entry in
            let view = entry.view.view
            guard Self.isControl(view), view.frame.width < minimum.width || view.frame.height < minimum.height else { return nil }
            return AccessibilityFinding(
                view: entry.view, problem: .smallTouchTarget(size: view.frame.size, minimum: minimum), isTable: screen.isTable)
        }
    }

    /// Whether `view` is tapped on its own: a switch, or a detail (ⓘ) accessory, which calls
    /// `accessoryButtonTappedForRowWith`. A disclosure indicator and a checkmark only show
    /// what tapping the row does, and the row is the target, as Apple's guidance has it.
    static func isControl(_ view: VisibleView) -> Bool {
        switch view.kind {
        case .switch: true
        case .accessory: view.accessoryType == .detailButton || view.accessoryType == .detailDisclosureButton
        case .label, .image, .icon, .badge: false
        }
    }
}
