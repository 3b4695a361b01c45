extension Range where Bound == Int {
    /// The smallest index in the range for which `isPast` holds, or `upperBound` when none
    /// does; `isPast` must be false for a prefix of the range and true for the rest (the
    /// frames of a layout never go backwards). O(log count) calls; the midpoint never
    /// overflows, whatever the bounds.
    func partitionPoint(where isPast: (Int) -> Bool) -> Int {
        var low = lowerBound, high = upperBound
        while low < high {
            let mid = low + (high - low) / 2
            if isPast(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
