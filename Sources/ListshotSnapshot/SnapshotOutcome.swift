/// What one golden check found. Every case but ``matched`` fails the test.
public enum SnapshotOutcome: Sendable, Equatable {
    /// The image matches the golden within the tolerance.
    case matched
    /// A golden was written: there was none, or the record mode asked for it.
    case recorded(golden: String, reason: RecordReason)
    /// There was no golden, and record mode `never` forbids writing one; the image drawn was
    /// written to `actual` in the artifacts folder, to be looked at and committed.
    case missing(golden: String, actual: String)
    /// The image differs from the golden beyond the tolerance; the artifacts were written.
    case mismatch(golden: String, difference: ImageDifference, artifacts: Artifacts)
    /// The golden is a file but no PNG: a Git LFS pointer, or a truncated or damaged image
    /// (record modes `never` and `missing`; `failed` and `all` rewrite it).
    case unreadable(golden: String, problem: GoldenProblem)
    /// The golden or an artifact could not be read or written.
    case error(golden: String, message: String)

    /// Why a golden's file is no PNG.
    public enum GoldenProblem: Sendable, Equatable {
        /// A Git LFS pointer (`version https://git-lfs.github.com/spec/v1 …`): the image was
        /// never fetched (`git lfs pull`).
        case gitLFSPointer
        /// The decoder rejected it, for the reason given (`"IDAT: CRC error"`): truncated,
        /// damaged, or some other file.
        case notPNG(String)

        /// How a Git LFS pointer file starts.
        static let gitLFSPointerStart = Array("version https://git-lfs.github.com/spec/".utf8)
    }

    /// Why a golden was written.
    public enum RecordReason: Sendable, Equatable {
        /// No golden existed (record modes `missing`, `failed` and `all`).
        case missing
        /// Record mode `all` writes every golden.
        case recordAll
        /// The image did not match (record mode `failed`).
        case failed(ImageDifference)
        /// The golden was no PNG (record modes `failed` and `all`).
        case unreadable(GoldenProblem, mode: RecordMode)
    }

    /// The four images a mismatch writes, in one folder per golden, with the frame's view
    /// tree and what changed in it for a list frame.
    public struct Artifacts: Sendable, Equatable {
        /// The folder that holds them.
        public let folder: String
        /// What changed between the golden's view tree and the frame's; `nil` when the check
        /// had no tree, or the golden has none kept (``ViewTreeFile``).
        public var viewChanges: ViewTreeChanges?
        /// Whether the frame's view tree was written to ``actualViews``.
        public var hasActualViews = false
        /// The golden's pixels.
        public var expected: String { folder + "/expected.png" }
        /// The image the test made.
        public var actual: String { folder + "/actual.png" }
        /// Where they differ, in red, over the golden faded (see ``DifferenceImages``).
        public var diff: String { folder + "/diff.png" }
        /// Expected, actual and diff side by side.
        public var composite: String { folder + "/composite.png" }
        /// The frame's view tree, for a list frame: what accepting ``actual`` keeps beside the golden.
        public var actualViews: String { folder + "/actual" + ViewTreeFile.suffix }

        static let fileNames = ["expected.png", "actual.png", "diff.png", "composite.png", "actual" + ViewTreeFile.suffix]

        public init(folder: String) {
            self.folder = folder
        }
    }

    /// The golden the outcome is about, `nil` for ``matched``.
    public var golden: String? {
        switch self {
        case .matched: nil
        case let .recorded(golden, _), let .missing(golden, _), let .mismatch(golden, _, _), let .unreadable(golden, _),
            let .error(golden, _):
            golden
        }
    }

    /// What a failure says: what happened, the figures, the files, and what to do next.
    /// `nil` for ``matched``. A missing golden under `never` names `LISTSHOT_RECORD` as what
    /// set the mode; ``message(recordModeOrigin:)`` names another.
    public var message: String? { message(recordModeOrigin: .environment) }

    /// What a failure says, as ``message``; a missing golden under `never` names `origin` as
    /// what set the mode, and says how to record it there.
    public func message(recordModeOrigin origin: RecordModeOrigin) -> String? {
        switch self {
        case .matched:
            return nil
        case let .recorded(golden, reason):
            let why: String
            switch reason {
            case .missing: why = "No golden existed"
            case .recordAll: why = "Record mode all"
            case let .failed(difference): why = "The image did not match (\(difference.summary)) and record mode failed"
            case let .unreadable(.gitLFSPointer, mode):
                why = "The golden was a Git LFS pointer, not a PNG (git lfs pull fetches the committed image), "
                    + "and record mode \(mode.rawValue) rewrote it"
            case let .unreadable(.notPNG(problem), mode):
                why = "The golden was not a readable PNG (\(problem)), and record mode \(mode.rawValue) rewrote it"
            }
            return "\(why): wrote \(golden). Look at it; if it is right, commit it and run the test again."
        case let .missing(golden, actual):
            return "No golden at \(golden), and record mode never (set by \(origin.source)) forbids writing one.\n"
                + "  actual:    \(actual)\n"
                + "Look at it; if it is right, copy it to the golden's path and commit it, or record the golden: \(origin.howToRecord)."
        case let .mismatch(golden, difference, artifacts):
            return "\(golden) does not match\(ViewTreeChanges.prefix(artifacts.viewChanges))\(difference.summary).\n"
                + "  expected:  \(artifacts.expected)\n"
                + "  actual:    \(artifacts.actual)\n"
                + "  diff:      \(artifacts.diff)\n"
                + "  composite: \(artifacts.composite)\n"
                + "If the change is intended, look at actual.png, then run `listshot snapshots accept` in the package's folder "
                + "(or re-record with LISTSHOT_RECORD=failed)."
        case let .unreadable(golden, .gitLFSPointer):
            return "\(golden) is a Git LFS pointer, not a PNG: run git lfs pull to fetch the image, then run the test again."
        case let .unreadable(golden, .notPNG(problem)):
            return "\(golden) is not a readable PNG (\(problem)). "
                + "Restore it from version control, or re-record it with LISTSHOT_RECORD=failed."
        case let .error(golden, message):
            return "\(golden): \(message)"
        }
    }
}
