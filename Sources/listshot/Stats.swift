/// Medians, means and seconds of `listshot bench`'s timings (no Foundation: the tool stays quick to start).
enum Stats {
    static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .zero }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func mean(_ values: [Duration]) -> Duration {
        values.isEmpty ? .zero : values.reduce(.zero, +) / values.count
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
