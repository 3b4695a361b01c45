/// How a table treats its section headers (UIKit's `UITableView.Style`).
public enum TableStyle: String, Sendable, CaseIterable {
    /// Headers stick to the top of the visible area while their section is on screen.
    case plain
    /// Headers scroll with their rows; sections are set apart on a grey background.
    case grouped
}
