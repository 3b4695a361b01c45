/// How many differing pixels an image may have and still match its golden.
public enum PixelBudget: Sendable, Equatable {
    /// At most this many pixels.
    case count(Int)
    /// At most this fraction (0…1) of the compared pixels: `.ratio(0.001)` allows one pixel
    /// in a thousand.
    case ratio(Double)

    /// Whether `differing` pixels out of `compared` are within the budget.
    ///
    /// A ratio is compared as `differing / compared ≤ ratio`, so `.ratio(0.03)` allows exactly
    /// 3 pixels of 100 (no rounding error of `0.03 × 100` decides it).
    public func allows(_ differing: Int, of compared: Int) -> Bool {
        switch self {
        case let .count(limit):
            return differing <= limit
        case let .ratio(ratio):
            guard compared > 0 else { return differing == 0 }
            return Double(differing) / Double(compared) <= ratio
        }
    }

    /// The most differing pixels out of `compared` that the budget allows (0 when it allows
    /// none, as a negative count or a NaN ratio does).
    public func allowedPixels(of compared: Int) -> Int {
        switch self {
        case let .count(limit):
            return max(0, limit)
        case let .ratio(ratio):
            guard ratio.isFinite, ratio > 0, compared > 0 else { return 0 }
            guard ratio < 1 else { return compared }
            // The product's rounding error is at most a pixel either way; `allows` decides.
            var allowed = min(compared, Int((ratio * Double(compared)).rounded(.down)))
            while allowed < compared, allows(allowed + 1, of: compared) { allowed += 1 }
            while allowed > 0, !allows(allowed, of: compared) { allowed -= 1 }
            return allowed
        }
    }
}
