import ListshotFuzzTargets
import ListshotTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Replays every committed fuzz input — the seed corpus in `Tests/Fuzz/corpus/TARGET` and
/// the inputs that once crashed or ran long in `Tests/Fuzz/regressions/TARGET` — through
/// the same functions `Tests/Fuzz/run` fuzzes: none may crash, each must finish in a bounded
/// time, and a rejected input's error must say which input it was.
@Suite struct FuzzCorpusTests {
    static let fuzzFolder = RepositoryPaths.root + "/Tests/Fuzz"

    /// The files of one target's corpus or regressions folder (none when it is missing).
    static func files(_ kind: String, _ target: FuzzTarget) -> [String] {
        let folder = "\(fuzzFolder)/\(kind)/\(target.rawValue)"
        return listFolder(folder).filter { !$0.hasPrefix(".") }.sorted().map { "\(folder)/\($0)" }
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw ReadError(path: path) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    struct ReadError: Error { let path: String }

    @Test(arguments: FuzzTarget.allCases)
    func corpusAndRegressionsReplayCleanly(_ target: FuzzTarget) throws {
        let corpus = Self.files("corpus", target)
        let regressions = Self.files("regressions", target)
        #expect(corpus.count >= 3, "the seed corpus of \(target.rawValue) is missing")
        for path in corpus + regressions {
            let bytes = try Self.read(path)
            let clock = ContinuousClock()
            let start = clock.now
            let outcome = target.run(bytes, name: path)
            let elapsed = clock.now - start
            // libFuzzer's -timeout is 10 s (ASan, unoptimised); a plain debug build takes far less.
            #expect(elapsed < .seconds(2), "\(path) took \(elapsed)")
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
