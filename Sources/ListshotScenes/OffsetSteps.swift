import ListshotStructuredText

/// `START:END:STEP`: the offsets START, START + STEP, … up to END, and END itself when it
/// falls on a step (`0:600:200` is 0, 200, 400, 600). Computed in decimal, so each offset is
/// exactly the number a person would type for it (`0:0.3:0.1` ends at 0.3). What
/// `listshot render --offsets` and a docs manifest's `"offsets": "0:600:200"` read.
public struct OffsetSteps: Sendable, Equatable {
    /// The range as written, for messages.
    public let text: String
    public let start: ExactDecimal
    public let end: ExactDecimal
    public let step: ExactDecimal

    /// Why a range could not be read or stepped through. ``description`` is a clause to
    /// put after what names the range: `the step must be greater than 0, got 0`.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// Not three parts separated by ":".
        case notThreeNumbers
        /// A part is not a decimal number (`ExactDecimal/isDecimal(_:)`), or is too large.
        case notDecimal(String)
        case tooLarge(String)
        /// A part has more than `ExactDecimal/maximumDigits` significant digits.
        case tooManyDigits(String)
        case stepNotPositive(step: Double)
        case startAfterEnd(start: Double, end: Double)
        /// The three numbers at one exponent need more than `ExactDecimal/maximumDigits` digits.
        case tooFine
        /// More than `limit` offsets; `count` is `nil` when it does not fit an `Int`.
        case tooMany(count: Int?, limit: Int)

        public var description: String {
            switch self {
            case .notThreeNumbers: return "expected START:END:STEP, three decimal numbers such as 0:600:200"
            case let .notDecimal(part): return "'\(part)' is not a decimal number (such as 120, -33.5 or 1e3)"
            case let .tooLarge(part): return "'\(part)' is too large"
            case let .tooManyDigits(part): return "'\(part)' has more than \(ExactDecimal.maximumDigits) significant digits"
            case let .stepNotPositive(step): return "the step must be greater than 0, got \(NumberText.plain(step))"
            case let .startAfterEnd(start, end): return "the start \(NumberText.plain(start)) is after the end \(NumberText.plain(end))"
            case .tooFine: return "the three numbers together need more than \(ExactDecimal.maximumDigits) significant digits"
            case let .tooMany(count, limit):
                let counted = count.map(NumberText.grouped) ?? "more than " + NumberText.grouped(.max)
                return "gives \(counted) frames; listshot draws at most \(NumberText.grouped(limit)) in one run"
            }
        }
    }

    /// Reads `START:END:STEP`, three decimal numbers.
    ///
    /// - Throws: ``Problem`` for a text that is not three decimal numbers.
    public init(parsing text: String) throws(Problem) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { throw .notThreeNumbers }
        var numbers: [ExactDecimal] = []
        for part in parts {
            guard ExactDecimal.isDecimal(part), let value = Double(part) else { throw .notDecimal(part) }
            guard value.isFinite else { throw .tooLarge(part) }
            guard let exact = ExactDecimal(part) else { throw .tooManyDigits(part) }
            numbers.append(exact)
        }
        self.text = text
        (start, end, step) = (numbers[0], numbers[1], numbers[2])
    }

    /// The offsets, in order.
    ///
    /// - Throws: ``Problem`` for a step that is not positive, a start after the end, or
    ///   more than `limit` offsets.
    public func values(limit: Int) throws(Problem) -> [Double] {
        guard step.significand > 0 else { throw .stepNotPositive(step: step.double) }
        let exponent = min(start.exponent, end.exponent, step.exponent)
        guard let first = start.scaled(to: exponent), let last = end.scaled(to: exponent), let stride = step.scaled(to: exponent) else {
            throw .tooFine
        }
        guard first <= last else { throw .startAfterEnd(start: start.double, end: end.double) }
        // A span too wide for Int128 is too many frames anyway.
        let (span, overflow) = last.subtractingReportingOverflow(first)
        let count = overflow ? Int128.max : span / stride + 1
        guard count <= Int128(limit) else { throw .tooMany(count: Int(exactly: count), limit: limit) }
        return (0..<Int(count)).map { ExactDecimal(significand: first + Int128($0) * stride, exponent: exponent).double }
    }
}
