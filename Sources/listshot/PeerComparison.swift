import ListshotStructuredText

/// The figures of `listshot bench --compare-peers`: which contestant runs when, and the lines
/// printed from their timings. Pure, so that the arithmetic and the layout are tested with
/// made-up timings; running the processes is ``TimedProcess``'s.
struct PeerComparison {
    /// What one whole process took and what it wrote in its output folder.
    struct Run: Equatable {
        var duration: Duration
        var files: Int
        var bytes: Int
    }

    /// The contestants' names, listshot first: every ratio is to the first.
    let names: [String]
    /// The contestant whose bytes the others' are divided by (Pillow: the bound is
    /// "files no larger than Pillow's").
    let bytesReference: String
    /// Each contestant's runs, in round order, in the order of `names`.
    private(set) var runs: [[Run]]

    init(names: [String], bytesReference: String) {
        self.names = names
        self.bytesReference = bytesReference
        runs = names.map { _ in [] }
    }

    /// The contestants' indices in the order they run in `round` (from 0): the order rotates,
    /// so that each goes first as often as the others and none always runs on a machine
    /// warmed (or heated) by the same one before it.
    static func order(round: Int, contestants: Int) -> [Int] {
        (0..<contestants).map { (round + $0) % contestants }
    }

    mutating func record(_ run: Run, contestant: Int) {
        runs[contestant].append(run)
    }

    /// One round's line, the contestants in the order they ran:
    /// `round 2: Pillow 2.447 s, Skia 2.305 s, listshot 0.152 s`.
    static func roundLine(_ round: Int, _ times: [(name: String, duration: Duration)]) -> String {
        "round \(round + 1): " + times.map { "\($0.name) \(Self.seconds($0.duration)) s" }.joined(separator: ", ")
    }

    /// The median of a contestant's durations.
    func median(_ contestant: Int) -> Duration {
        Stats.median(runs[contestant].map(\.duration))
    }

    /// The table of medians, ratios, files and bytes, then a line that says it in words:
    ///
    ///     median of 3      seconds   × listshot   files          bytes   ÷ Pillow's
    ///     listshot           0.152         1.00      60      9,532,553        1.121
    ///     Pillow             2.447        16.10      60      8,501,203        1.000
    ///     Skia               2.305        15.16      60      9,534,147        1.121
    ///     Pillow 2.45 s, 16.1x listshot; Skia 2.31 s, 15.2x listshot; listshot's bytes 1.121x Pillow's
    ///
    /// Files and bytes are the last round's (every round writes the same). A ratio whose
    /// divisor is zero or missing is "-", and so is every figure of a contestant that has not run.
    func table() -> [String] {
        let reference = median(0)
        let referenceBytes = names.firstIndex(of: bytesReference).flatMap { runs[$0].last?.bytes }
        let widths = [16, 8, 13, 8, 15, 13]
        let header = ["median of \(runs.map(\.count).max() ?? 0)", "seconds", "× listshot", "files", "bytes", "÷ \(bytesReference)'s"]
        var lines = [row(header, widths)]
        for (index, name) in names.enumerated() {
            guard let last = runs[index].last else {
                lines.append(row([name] + Array(repeating: "-", count: widths.count - 1), widths))
                continue
            }
            lines.append(row([
                name, Self.seconds(median(index)), Self.ratio(median(index), reference, 2),
                NumberText.grouped(last.files), NumberText.grouped(last.bytes), Self.ratio(last.bytes, referenceBytes, 3),
            ], widths))
        }
        var words = names.indices.dropFirst().map {
            "\(names[$0]) \(Format.fixed(Stats.seconds(median($0)), 2)) s, \(Self.ratio(median($0), reference, 1))x \(names[0])"
        }
        words.append("\(names[0])'s bytes \(Self.ratio(runs[0].last?.bytes, referenceBytes, 3))x \(bytesReference)'s")
        lines.append(words.joined(separator: "; "))
        return lines
    }

    /// `value ÷ divisor` with `digits` decimals, or "-" when either is missing or the divisor is zero.
    static func ratio(_ value: Int?, _ divisor: Int?, _ digits: Int) -> String {
        guard let value, let divisor, divisor > 0 else { return "-" }
        return Format.fixed(Double(value) / Double(divisor), digits)
    }

    static func ratio(_ value: Duration, _ divisor: Duration, _ digits: Int) -> String {
        guard divisor > .zero else { return "-" }
        return Format.fixed(Stats.seconds(value) / Stats.seconds(divisor), digits)
    }

    private static func seconds(_ duration: Duration) -> String {
        Format.fixed(Stats.seconds(duration), 3)
    }

    /// The first column left-aligned, the others right-aligned, each `widths[i]` wide.
    private func row(_ cells: [String], _ widths: [Int]) -> String {
        zip(cells, widths).enumerated().map { index, cell in
            Format.padded(cell.0, cell.1, right: index > 0)
        }.joined()
    }
}
