extension SnapshotTolerance {
    /// Exact colours, with at most `ratio` (0…1) of the pixels differing:
    /// `tolerances: ["avatar": .ratio(0.01)]` lets one pixel in a hundred of the avatar change.
    public static func ratio(_ ratio: Double) -> SnapshotTolerance {
        SnapshotTolerance(differingPixels: .ratio(ratio))
    }

    /// Exact colours, with at most `count` pixels differing.
    public static func pixels(_ count: Int) -> SnapshotTolerance {
        SnapshotTolerance(differingPixels: .count(count))
    }
}
