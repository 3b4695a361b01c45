import Foundation
import ListshotFiles

/// What `listshot docs` shows while it works: on a terminal one line that it rewrites
/// (`[12/40] 3.1 images/s, about 9 s left`), otherwise a line per image
/// (`made docs/contacts-0.png`); failures always get their own line.
public final class DocsProgress: Sendable {
    private let total: Int
    private let isTerminal: Bool
    private let write: @Sendable (String) -> Void
    private let start = ContinuousClock.now
    /// How many images were reported.
    private let done = Lock(0)

    /// - Parameters:
    ///   - total: how many images the build makes.
    ///   - isTerminal: rewrite one line (a terminal) rather than print a line per image.
    ///   - write: where the text goes (standard error).
    public init(total: Int, isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
        self.total = total
        self.isTerminal = isTerminal
        self.write = write
    }

    /// Reports one image made or failed.
    public func finished(_ image: DocsImage, _ outcome: DocsBuild.Outcome) {
        let done = self.done.withLock { (count: inout Int) -> Int in
            count += 1
            return count
        }
        var text = ""
        switch outcome {
        case .made:
            if !isTerminal { text += "made \(image.path)\n" }
        case let .failed(failure):
            text += (isTerminal ? "\r\u{1B}[2K" : "") + "failed \(image.path) (\(image.source)): \(failure)\n"
        }
        if isTerminal { text += "\r\u{1B}[2K" + statusLine(done: done) }
        write(text)
    }

    /// Clears the status line before the summary (on a terminal).
    public func end() {
        if isTerminal, done.withLock({ $0 }) > 0 { write("\r\u{1B}[2K") }
    }

    /// `[12/40] 3.1 images/s, about 9 s left`.
    func statusLine(done: Int) -> String {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(done) / seconds : 0
        var line = "[\(done)/\(total)] \(String(format: "%.1f", rate)) images/s"
        if rate > 0, done < total {
            line += ", about \(Int((Double(total - done) / rate).rounded(.up))) s left"
        }
        return line
    }
}
