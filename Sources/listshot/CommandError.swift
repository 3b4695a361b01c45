/// A failure that stops a command, kept as a value until the edge: the error that caused it
/// (a library's, or a ``CommandProblem`` of listshot's own) and what the command names with
/// it. ``CommandFailure`` is the one place that turns it into words and an exit status.
struct CommandError: Error, CustomStringConvertible {
    /// What the message names before the cause's own words.
    enum Subject: Equatable {
        /// Nothing: the cause names what it is about (a scene file's error names the file).
        case none
        /// The scene drawn: a built-in scene's name or a scene file's path.
        case scene(String)
        /// The flag whose output or value failed: `-o`, `-o -`, `--out-dir`, `--strip`, `--diff`.
        case flag(String)
        /// A contestant of `listshot bench --compare-peers`: `listshot`, `Pillow`, `Skia`.
        case peer(String)
        /// Frame `number` (from 1) of a `listshot bench` run, which could not be encoded.
        case encodingFrame(Int)
        /// The address `listshot preview` could not listen on.
        case listening(host: String, port: Int)
    }

    /// The error that stopped the command.
    let cause: any Error
    /// What the message names with it.
    let subject: Subject

    /// A failure caused by `cause`, named with `subject`.
    init(_ cause: any Error, subject: Subject = .none) {
        self.cause = cause
        self.subject = subject
    }

    /// The message after `Error: `, as ``CommandFailure/message(for:)`` words it.
    var description: String { CommandFailure.message(for: self) }
}
