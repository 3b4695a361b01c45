import ListshotGeometry

/// Which way a view's content runs (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: String, Sendable, CaseIterable {
    /// Leading is left: English, and every view that is not told otherwise.
    case leftToRight
    /// Leading is right: Arabic and Hebrew user interfaces, mirrored.
    case rightToLeft
}

/// What a view says about the direction of its content (UIKit's
/// `UISemanticContentAttribute`, without `.playback` and `.spatial`).
public enum SemanticContentAttribute: String, Sendable, CaseIterable {
    /// The direction of the superview; a view with no superview lays out left to right.
    case unspecified
    /// Left to right, whatever the superview's direction: the view's subtree is not mirrored.
    case forceLeftToRight
    /// Right to left, whatever the superview's direction: the view's subtree is mirrored.
    case forceRightToLeft
}

extension View {
    /// `rect`, which is placed as if left to right in a container `width` points wide,
    /// mirrored when `direction` is right to left: its left edge goes as far from the
    /// right edge as it was from the left.
    ///
    /// - Parameters:
    ///   - rect: a frame laid out left to right.
    ///   - width: the width of the view that holds it.
    ///   - direction: the direction to lay out in.
    public static func flipped(_ rect: Rect, in width: Double, for direction: UserInterfaceLayoutDirection) -> Rect {
        guard direction == .rightToLeft else { return rect }
        return Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
