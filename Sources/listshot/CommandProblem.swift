/// What listshot itself refuses or cannot do, apart from the libraries' errors: the causes
/// of the ``CommandError``s that no library throws. ``description`` is the cause's words;
/// ``CommandFailure`` puts the subject before them.
enum CommandProblem: Error, CustomStringConvertible {
    /// An output of the run is one of its inputs (the scene file, an image it shows, a
    /// compared image); `input` is how the input was named, when it was named otherwise.
    case outputIsInput(output: String, input: String)
    /// `listshot preview` was built without its `Preview` package trait.
    case previewNotInThisBuild
    /// The peers' folder lacks `missing` of their scripts.
    case peerScriptsMissing(PeerScripts, missing: [String])
    /// The Python given cannot run the peers: `problem` says why ("cannot be run: …").
    case pythonUnusable(python: String, problem: String)
    /// The contestant `name`'s process failed in `round` (from 1), with what it said on
    /// standard error.
    case peerFailed(name: String, failure: String, round: Int, standardError: String)

    var description: String {
        switch self {
        case let .outputIsInput(output, input):
            let same = output == input ? "" : " (the same file as \(input))"
            return "\(output) is an input of this run\(same); it would be replaced by the PNG: write the PNG to another file"
        case .previewNotInThisBuild:
            return PreviewCommand.notInThisBuild
        case let .peerScriptsMissing(scripts, missing):
            return scripts.missingMessage(missing)
        case let .pythonUnusable(python, problem):
            return PeerScripts.pythonMessage(python: python, problem: problem)
        case let .peerFailed(name, failure, round, standardError):
            let said = standardError.isEmpty ? "" : ":\n" + standardError
            return "\(name) failed (\(failure)) in round \(round)\(said)"
        }
    }
}
