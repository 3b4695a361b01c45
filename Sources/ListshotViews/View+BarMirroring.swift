import ListshotGeometry

extension View {
    /// Flips `views` (subviews of this view, laid out left to right) across the view's width
    /// when it lays out right to left, as UIKit mirrors its bars in Arabic or Hebrew: the
    /// bars lay out once, in one direction, and mirror at the end.
    func mirrorForRightToLeft(_ views: [View]) {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        for view in views {
            view.frame.origin.x = frame.width - view.frame.maxX
        }
    }
}
