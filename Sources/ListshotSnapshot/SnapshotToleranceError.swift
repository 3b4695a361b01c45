/// A ``SnapshotTolerance`` value out of range; its description names the field.
public enum SnapshotToleranceError: Error, Equatable, CustomStringConvertible {
    /// `colorThreshold` is outside 0…1 or NaN.
    case colorThresholdOutOfRange(Double)
    /// `differingPixels` is a negative `.count`.
    case negativePixelCount(Int)
    /// `differingPixels` is a `.ratio` outside 0…1 or NaN.
    case pixelRatioOutOfRange(Double)

    public var description: String {
        switch self {
        case let .colorThresholdOutOfRange(value):
            return "colorThreshold must be from 0 to 1, got \(value)"
        case let .negativePixelCount(count):
            return "differingPixels: .count must be 0 or more, got \(count)"
        case let .pixelRatioOutOfRange(ratio):
            return "differingPixels: .ratio must be from 0 to 1, got \(ratio)"
        }
    }
}
