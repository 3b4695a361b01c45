import ListshotRendering
import ListshotFiles
import Testing

/// What `listshot docs` shows as it works: a line per image, or one rewritten line on a terminal.
@Suite struct DocsProgressTests {
    final class Collected: Sendable {
        let text = Lock("")
        func append(_ more: String) { text.withLock { $0 += more } }
    }

    static func image(_ name: String) throws -> DocsImage {
        let json = #"{"images": [{"scene": "demo", "output": "\#(name)"}]}"#
        return try DocsManifest.parse(Array(json.utf8), path: "docs/m.json").images()[0]
    }

    @Test func withoutATerminalEachImageGetsALine() throws {
        let collected = Collected()
        let progress = DocsProgress(total: 2, isTerminal: false, write: collected.append)
        progress.finished(try Self.image("a.png"), .made)
        progress.finished(try Self.image("b.png"), .failed(DocsImageFailure("the scene is not a scene")))
        progress.end()
        #expect(collected.text.withLock { $0 } == "made docs/a.png\nfailed docs/b.png (images[0]): the scene is not a scene\n")
    }

    @Test func onATerminalOneLineIsRewritten() throws {
        let collected = Collected()
        let progress = DocsProgress(total: 3, isTerminal: true, write: collected.append)
        progress.finished(try Self.image("a.png"), .made)
        let first = collected.text.withLock { $0 }
        #expect(first.hasPrefix("\r\u{1B}[2K[1/3] "), "\(first.debugDescription)")
        #expect(first.contains(" images/s, about ") && first.hasSuffix(" s left"), "\(first.debugDescription)")
        #expect(!first.contains("\n"))
        progress.finished(try Self.image("b.png"), .failed(DocsImageFailure("no")))
        progress.finished(try Self.image("c.png"), .made)
        progress.end()
        let all = collected.text.withLock { $0 }
        #expect(all.contains("\r\u{1B}[2Kfailed docs/b.png (images[0]): no\n\r\u{1B}[2K[2/3] "), "the failure above the line")
        #expect(all.hasSuffix(" images/s\r\u{1B}[2K"), "no time left at the end, and the line cleared: \(all.debugDescription)")
    }
}
