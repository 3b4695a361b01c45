import ArgumentParser
import ListshotScenes
import ListshotStructuredText

/// `--offsets START:END:STEP` on the command line: ``OffsetSteps`` with its problems as
/// `ValidationError`s naming the flag.
extension OffsetSteps {
    /// Reads `START:END:STEP`, three decimal numbers.
    ///
    /// - Throws: `ValidationError` saying what was expected; ArgumentParser adds the flag.
    static func parse(_ text: String) throws -> OffsetSteps {
        do {
            return try OffsetSteps(parsing: text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The offsets, in order.
    ///
    /// - Throws: `ValidationError` naming the flag for a step that is not positive, a start
    ///   after the end, or more than `limit` offsets.
    func offsets(limit: Int) throws -> [Double] {
        do {
            return try values(limit: limit)
        } catch let problem {
            let flag = "--offsets \(text)"
            if case .tooMany = problem { throw ValidationError("\(flag) \(problem)") }
            throw ValidationError("\(flag): \(problem)")
        }
    }
}
