import ListshotFiles
@testable import listshot_fuzz
import ListshotTestSupport
import Testing

/// Replays every committed fuzz input — the seed corpus in `Tests/Fuzz/corpus/TARGET` and
/// the inputs that once crashed or ran long in `Tests/Fuzz/regressions/TARGET` — through
/// the same functions `Tests/Fuzz/run` fuzzes: none may crash, and a rejected input's
/// error must say which input it was.
@Suite struct FuzzCorpusTests {
    static let fuzzFolder = RepositoryPaths.root + "/Tests/Fuzz"

    /// The files of one target's corpus or regressions folder (none when it is missing).
    static func files(_ kind: String, _ target: FuzzTarget) -> [String] {
        let folder = "\(fuzzFolder)/\(kind)/\(target.rawValue)"
        return listFolder(folder).filter { !$0.hasPrefix(".") }.sorted().map { "\(folder)/\($0)" }
    }

    static func read(_ path: String) throws -> [UInt8] {
        try FileReader.readAll(path)
    }

    @Test(arguments: FuzzTarget.allCases)
    func corpusAndRegressionsReplayCleanly(_ target: FuzzTarget) throws {
        let corpus = Self.files("corpus", target)
        let regressions = Self.files("regressions", target)
        #expect(corpus.count >= 3, "the seed corpus of \(target.rawValue) is missing")
        for path in corpus + regressions {
            let bytes = try Self.read(path)
            // No wall-clock limit here (machines are shared); `Tests/Fuzz/run` bounds each
            // input to 10 s under libFuzzer, and the slow inputs kept in regressions are
            // refused with an error (the zTXt chunk of 2 GB) rather than timed.
            let outcome = target.run(bytes, name: path)
            if case .rejected(let message) = outcome {
                #expect(!message.isEmpty, "\(path): an error without a message")
                // The PNG decoder and text layout take bytes, not files: their errors cannot name one.
                if target != .png && target != .text {
                    #expect(message.contains(path), "\(path): the error does not name the input: \(message)")
                }
            }
        }
    }
}
