/// A failure that stops the command with exit code 1 and its message on standard error.
struct CommandError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
