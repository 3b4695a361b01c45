import ListshotGeometry
import ListshotRaster
import ListshotScenes
import ListshotText
import ListshotViews

/// An accessibility audit of one drawn frame, read from the view tree behind its pixels:
/// text contrast, touch targets, text cut short at the accessibility text sizes, and labels
/// drawn over each other. `listshot audit` prints its findings; `assertSnapshot(…, audit:)`
/// fails or warns with them.
///
/// ```swift
/// let frame = try SceneRenderer.render(scene, offset: 600, viewport: .phone)
/// let report = AccessibilityAudit(textSize: .accessibilityExtraLarge).audit(scene, frame: frame, viewport: .phone)
/// print(report)   // one line per finding, then "2 findings in 28 views"
/// ```
///
/// Only what the frame shows is audited: views scrolled off screen, a list's views under
/// the bars, and the status bar (which the system draws, not the app) are left out; a view
/// partly on screen is audited on its part on screen. The rules, each a
/// ``AccessibilityAudit/Rule``:
///
/// - term ``Rule/contrast``: the contrast of each label's and badge's text against the pixels
///   under it, below WCAG 2.x's 4.5:1, or 3:1 for large text (18 pt and larger, or 14 pt
///   and larger in bold, weight 700 and more), success criterion 1.4.3. The text's colour is
///   the one its view draws with (`VisibleView.textColor`), blended over the background
///   when translucent; the background is the colour most of the pixels in the text's frame
///   have (the next most common when that is the text's own colour). Placeholder text is
///   audited too: WCAG exempts only the text of inactive controls, decoration and logotypes.
/// - term ``Rule/touchTarget``: switches, and the accessories that are buttons of their own
///   (`CellAccessory/detailButton`, `CellAccessory/detailDisclosureButton`), smaller than
///   44 × 44 pt, Apple's minimum hit region (WCAG 2.5.5). A disclosure indicator and a
///   checkmark are not controls: the row is what is tapped.
/// - term ``Rule/truncation``: a label or badge whose text was cut short (`VisibleView.isTruncated`)
///   in a frame drawn at an accessibility text size, AX1 to AX5 (WCAG 1.4.4, Resize Text).
/// - term ``Rule/overlap``: two labels whose frames share more than ``overlapTolerance``
///   points both ways, in one row or across rows and bars.
public struct AccessibilityAudit: Sendable {
    /// One of the audit's checks.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// Text contrast, WCAG 1.4.3.
        case contrast
        /// Controls' touch targets, 44 × 44 pt.
        case touchTarget
        /// Text cut short at the accessibility text sizes, WCAG 1.4.4.
        case truncation
        /// Labels drawn over each other.
        case overlap
    }

    /// The text size the frame was drawn at: the truncation rule applies at AX1 to AX5.
    public var textSize: TextSize
    /// The rules checked.
    public var rules: Set<Rule>

    /// WCAG's minimum contrast for text: 4.5:1.
    public static let minimumContrast = 4.5
    /// WCAG's minimum contrast for large text: 3:1.
    public static let minimumLargeTextContrast = 3.0
    /// The smallest touch target in points: 44 × 44.
    public static let minimumTouchTarget = Size(width: 44, height: 44)
    /// How far two labels' frames may run into each other, both ways, before they overlap: 1
    /// point, so that line boxes that meet on a fraction (their line gaps) do not count.
    public static let overlapTolerance = 1.0

    /// An audit of a frame drawn at `textSize`, by `rules` (every rule by default).
    public init(textSize: TextSize = .large, rules: Set<Rule> = Set(Rule.allCases)) {
        self.textSize = textSize
        self.rules = rules
    }

    /// The audit of `scene`'s frame: `frame`, just drawn in `viewport` by
    /// `SceneRenderer.render(_:offset:viewport:)`, with the scene where it drew it.
    public func audit(_ scene: any Scene, frame: RenderedFrame, viewport: Viewport) -> AccessibilityReport {
        let report = LayoutReport(scene.listView, views: true, chrome: (scene as? any ChromeScene)?.chrome)
        return audit(report, framebuffer: frame.framebuffer, scale: viewport.scale)
    }

    /// The audit of a frame: `report` (made with its views) says what it shows, `framebuffer`
    /// holds its pixels at `scale` pixels a point.
    public func audit(_ report: LayoutReport, framebuffer: Framebuffer, scale: Double) -> AccessibilityReport {
        let size = Size(width: Double(framebuffer.width) / scale, height: Double(framebuffer.height) / scale)
        let screen = AuditedScreen(report: report, size: size)
        var findings: [AccessibilityFinding] = []
        if rules.contains(.contrast) { findings += contrastFindings(screen, framebuffer: framebuffer, scale: scale) }
        if rules.contains(.touchTarget) { findings += touchTargetFindings(screen) }
        if rules.contains(.truncation) { findings += truncationFindings(screen) }
        if rules.contains(.overlap) { findings += overlapFindings(screen) }
        return AccessibilityReport(findings: findings, auditedViewCount: screen.entries.count)
    }

    /// The text size `scene` is drawn at: a scene file's, else its list's traits'
    /// (`View/traitCollection`).
    public static func textSize(of scene: any Scene) -> TextSize {
        switch scene {
        case let file as FileScene: file.sceneDescription.textSize
        case let collection as FileCollectionScene: collection.sceneDescription.textSize
        default: scene.listView.traitCollection.resolvedContentSizeCategory
        }
    }
}
