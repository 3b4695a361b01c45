/// How different an image may be from its golden and still match. Exact by default.
public struct SnapshotTolerance: Sendable, Equatable {
    /// A pixel differs only when one of its channels differs by more than this (0…255).
    public var channelTolerance: Int
    /// How many differing pixels are allowed.
    public var maximumDifferingPixels: Int

    public init(channelTolerance: Int = 0, maximumDifferingPixels: Int = 0) {
        self.channelTolerance = channelTolerance
        self.maximumDifferingPixels = maximumDifferingPixels
    }

    /// Every pixel identical.
    public static let exact = SnapshotTolerance()
}
