import ListshotFiles
import ListshotTestSupport
import ListshotText
import Testing

/// Issue 10: goldens record the bundled fonts' digests, so a golden drawn with other fonts
/// can be told apart.
@Suite struct FontFingerprintTests {
    /// Each digest is `sha256sum`'s, in file-name order.
    @Test func fingerprintsAreSha256sumsOfTheFontFiles() throws {
        let names = ["DejaVuSans.ttf", "DroidSansFallback.ttf", "Inter-Regular.otf", "Inter-SemiBold.otf", "MaterialIcons-Regular.ttf", "NotoColorEmoji.ttf", "NotoSansArabicUI-Bold.ttf", "NotoSansHebrew-Bold.ttf"]
        #expect(BundledFont.allCases.map(\.rawValue).sorted() == names)
        let folder = try BundledFonts.directory()
        let digests = try sha256sum(names.map { folder + "/" + $0 })
        #expect(try BundledFonts.fingerprints() == zip(names, digests).map { FileFingerprint(file: $0, sha256: $1) })
    }

    /// Computed once, whichever thread asks first; every thread gets the same answer.
    @Test func fingerprintsFromManyThreadsAgree() async throws {
        let answers = try await withThrowingTaskGroup(of: [FileFingerprint].self) { group in
            for _ in 0..<8 { group.addTask { try BundledFonts.fingerprints() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 8)
        #expect(Set(answers).count == 1)
    }
}
