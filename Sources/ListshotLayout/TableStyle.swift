/// How a table treats its section headers and footers (UIKit's `UITableView.Style`).
public enum TableStyle: String, Sendable, CaseIterable {
    /// Headers stick to the top of the visible area and footers to its bottom while their
    /// section is on screen.
    case plain
    /// Headers and footers scroll with their rows; sections are set apart on a grey background.
    case grouped
}
