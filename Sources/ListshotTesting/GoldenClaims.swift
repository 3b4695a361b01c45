import ListshotRaster
import Testing

/// Which assertion uses which golden in this process: two assertions at different places
/// that would read and write the same file are refused, naming both, rather than
/// overwriting each other's goldens. The same assertion may check its golden again with
/// the same image (a retried or repeated test), but not with another image: the cases of
/// a parameterized test, or the turns of a loop, that share a name would race to record
/// the golden and one of them would then fail for ever, so the second is refused too.
///
/// A value holds the claims of one process (``SnapshotRun/claims``); the static members
/// claim in this process's run state.
struct GoldenClaims {
    /// The first check of a golden: where, with which image, in which test.
    struct Claim {
        let site: CallSite
        let image: Int
        let test: String
    }

    /// Why a check may not use the golden another check used.
    enum Conflict: Equatable {
        /// Another assertion, at `CallSite`, uses it.
        case otherSite(CallSite)
        /// The same assertion checked it with another image, in the test (and case) named.
        case otherImage(firstTest: String)
    }

    /// The first claim of each golden, by run and path.
    private var claims: [String: Claim] = [:]

    /// Whether the checks in this task may check a golden with another image than the first
    /// check did: for tests of the golden store itself, which check one golden with several
    /// images on purpose, as separate runs would. Another place is still refused.
    @TaskLocal static var imagesMayDiffer = false

    /// Claims `path` in the test run `run` for `site`, checking `image` in `test`, in this
    /// process's run state (``SnapshotRun``); returns why not when another check has it.
    static func claim(_ path: String, in run: String, for site: CallSite, image: Int, test: String) -> Conflict? {
        let imagesMayDiffer = Self.imagesMayDiffer
        return SnapshotRun.shared.withLock {
            $0.claims.claim(path, in: run, for: site, image: image, test: test, imagesMayDiffer: imagesMayDiffer)
        }
    }

    /// Claims `path` in `run` for `site`, as ``claim(_:in:for:image:test:)`` does, in these
    /// claims; `imagesMayDiffer` lets the same site check it with another image.
    mutating func claim(
        _ path: String, in run: String, for site: CallSite, image: Int, test: String, imagesMayDiffer: Bool
    ) -> Conflict? {
        let key = run + "\u{0}" + path
        if let owner = claims[key] {
            if owner.site != site { return .otherSite(owner.site) }
            if owner.image != image && !imagesMayDiffer { return .otherImage(firstTest: owner.test) }
            return nil
        }
        claims[key] = Claim(site: site, image: image, test: test)
        return nil
    }

    /// A fingerprint of `image`'s size and pixels, for this process.
    static func fingerprint(of image: Framebuffer) -> Int {
        var hasher = Hasher()
        hasher.combine(image.width)
        hasher.combine(image.height)
        image.pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    /// The running Swift Testing test, with its case's arguments when it is parameterized
    /// (`feed(device:) with device: tablet`); `this test` under XCTest.
    static var currentTest: String {
        guard let test = Test.current else { return "this test" }
        guard let testCase = Test.Case.current, testCase.isParameterized else { return test.name }
        // Test.Case's arguments are not public API: found by reflection, where they are.
        func field(_ label: String, of value: Any, depth: Int = 0) -> Any? {
            let children = Mirror(reflecting: value).children
            if let found = children.first(where: { $0.label == label }) { return found.value }
            guard depth < 3 else { return nil }
            return children.lazy.compactMap { field(label, of: $0.value, depth: depth + 1) }.first
        }
        let arguments = field("arguments", of: testCase).map { Array(Mirror(reflecting: $0).children) } ?? []
        let described = arguments.compactMap { argument -> String? in
            let fields = Mirror(reflecting: argument.value).children
            guard let value = fields.first(where: { $0.label == "value" })?.value else { return nil }
            let parameter = fields.first { $0.label == "parameter" }.flatMap { field in
                Mirror(reflecting: field.value).children.first { $0.label == "firstName" }?.value as? String
            }
            return (parameter.map { $0 + ": " } ?? "") + String(describing: value)
        }
        return described.isEmpty ? test.name + " (a case of it)" : test.name + " with " + described.joined(separator: ", ")
    }
}
