import ArgumentParser
import ListshotScenes

/// `--offsets START:END:STEP`: the offsets START, START + STEP, … up to END, and END itself
/// when it falls on a step (`0:600:200` is 0, 200, 400, 600). Computed in decimal, so each
/// offset is exactly the number a person would type for it (`0:0.3:0.1` ends at 0.3).
struct OffsetRange {
    /// The argument as given, for messages.
    let text: String
    let start: ExactDecimal
    let end: ExactDecimal
    let step: ExactDecimal

    /// Reads `START:END:STEP`, three decimal numbers.
    ///
    /// - Throws: `ValidationError` saying what was expected; ArgumentParser adds the flag.
    static func parse(_ text: String) throws -> OffsetRange {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else {
            throw ValidationError("expected START:END:STEP, three decimal numbers such as 0:600:200")
        }
        var numbers: [ExactDecimal] = []
        for part in parts {
            _ = try decimalNumber(part)
            guard let exact = ExactDecimal(part) else {
                throw ValidationError("'\(part)' has more than \(ExactDecimal.maximumDigits) significant digits")
            }
            numbers.append(exact)
        }
        return OffsetRange(text: text, start: numbers[0], end: numbers[1], step: numbers[2])
    }

    /// The offsets, in order.
    ///
    /// - Throws: `ValidationError` naming the flag for a step that is not positive, a start
    ///   after the end, or more than `limit` offsets.
    func offsets(limit: Int) throws -> [Double] {
        let flag = "--offsets \(text)"
        guard step.significand > 0 else {
            throw ValidationError("\(flag): the step must be greater than 0, got \(NumberText.plain(step.double))")
        }
        let exponent = min(start.exponent, end.exponent, step.exponent)
        guard let first = start.scaled(to: exponent), let last = end.scaled(to: exponent), let stride = step.scaled(to: exponent) else {
            throw ValidationError("\(flag): the three numbers together need more than \(ExactDecimal.maximumDigits) significant digits")
        }
        guard first <= last else {
            throw ValidationError("\(flag): the start \(NumberText.plain(start.double)) is after the end \(NumberText.plain(end.double))")
        }
        // A span too wide for Int128 is too many frames anyway.
        let (span, overflow) = last.subtractingReportingOverflow(first)
        let count = overflow ? Int128.max : span / stride + 1
        guard count <= Int128(limit) else {
            throw ValidationError(
                "\(flag) gives \(Self.grouped(count)) frames; listshot draws at most \(NumberText.grouped(limit)) in one run")
        }
        return (0..<Int(count)).map { ExactDecimal(significand: first + Int128($0) * stride, exponent: exponent).double }
    }

    /// `1000001` → `1,000,001`, for counts that may not fit an `Int`.
    private static func grouped(_ count: Int128) -> String {
        if let small = Int(exactly: count) { return NumberText.grouped(small) }
        return "more than " + NumberText.grouped(.max)
    }
}
