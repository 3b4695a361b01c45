import ArgumentParser
import ListshotRendering
import ListshotScenes
import ListshotStructuredText

/// The one place a failure becomes what listshot says and the status it exits with, as
/// swift-argument-parser's commands do it: a command throws the error it met, as a value
/// (a ``CommandError`` carrying a library's error, or a `ValidationError` for a bad flag),
/// and the edge (``Listshot/main()``) hands it here for the words and the status.
///
/// - A ``CommandError`` prints `Error: <subject>: <cause>` and exits 1, or the command's
///   own ``ErrorStatusCommand/errorStatus`` where 1 means an answer (audit's findings,
///   compare's difference); so does any other error of such a command.
/// - A `ValidationError` (a bad flag or value) and ArgumentParser's own errors are left to
///   ArgumentParser: usage and exit status 64, but 2 for `listshot compare`'s flags.
enum CommandFailure {
    /// The words after `Error: ` for `error`: its subject (a scene, a flag), then the
    /// cause's own description.
    static func message(for error: CommandError) -> String {
        let cause = "\(error.cause)"
        switch error.subject {
        case .none: return cause
        case let .scene(name), let .flag(name), let .peer(name): return "\(name): \(cause)"
        case let .encodingFrame(number): return "encoding frame \(number): \(cause)"
        case let .listening(host, port): return "cannot listen on \(host):\(port): \(cause)"
        }
    }

    /// The status a command of type `command` exits with after `error` from its `run()`;
    /// `nil` for an error that ArgumentParser words and exits with itself.
    static func exitStatus(for error: any Error, in command: ParsableCommand.Type) -> Int32? {
        switch error {
        case is ValidationError, is ExitCode, is CleanExit: return nil
        default: break
        }
        if let command = command as? any ErrorStatusCommand.Type { return command.errorStatus }
        return error is CommandError ? 1 : nil
    }

    /// The status for `error` met while reading `arguments` (without the program's name);
    /// `nil` for ArgumentParser's own (64 for a bad flag or value, 0 for help).
    static func exitStatus(forParsing error: any Error, arguments: [String]) -> Int32? {
        // compare's 1 means "the images differ", so its bad flags are told apart from it.
        guard Listshot.exitCode(for: error) == .validationFailure, arguments.first == CompareCommand.configuration.commandName else {
            return nil
        }
        return CompareCommand.errorStatus
    }

    /// Prints `error`, thrown by `command`'s `run()`, on standard error as
    /// ``message(for:)`` words it and exits with ``exitStatus(for:in:)``, or leaves it to
    /// ArgumentParser.
    static func exit(with error: any Error, in command: ParsableCommand.Type) -> Never {
        guard let status = exitStatus(for: error, in: command) else { Listshot.exit(withError: error) }
        printError("Error: " + ((error as? CommandError).map(message(for:)) ?? "\(error)"))
        Listshot.exit(withError: ExitCode(status))
    }

    /// Prints `error`, met while reading `arguments`, as ArgumentParser words it (usage
    /// included) and exits with ``exitStatus(forParsing:arguments:)``.
    static func exit(parsing error: any Error, arguments: [String]) -> Never {
        guard let status = exitStatus(forParsing: error, arguments: arguments) else { Listshot.exit(withError: error) }
        printError(Listshot.fullMessage(for: error))
        Listshot.exit(withError: ExitCode(status))
    }
}

/// A command whose exit status 1 is an answer, not a failure: its failures exit with
/// ``errorStatus`` instead, so that a script can tell them apart.
protocol ErrorStatusCommand: ParsableCommand {
    /// The status for a failure.
    static var errorStatus: Int32 { get }
}

extension CommandError {
    /// A failure of `render --offsets`' frame pipeline: a frame that cannot be drawn (or a
    /// run stopped) names the scene; one that cannot be encoded, written or synced, `--out-dir`.
    init(_ failure: FramePipeline.Failure, drawing scene: String) {
        switch failure {
        case .render, .tooManyFrames, .cancelled: self.init(failure, subject: .scene(scene))
        case .encode, .write, .sync: self.init(failure, subject: .flag("--out-dir"))
        }
    }

    /// A failure of `render --strip`: a frame that cannot be drawn names the scene; the
    /// strip's own failures, `--strip`.
    init(_ failure: StripRenderer.Error, drawing scene: String) {
        if case .render = failure {
            self.init(failure, subject: .scene(scene))
        } else {
            self.init(failure, subject: .flag("--strip"))
        }
    }

    /// A failure of `render --apng` writing to `output`: a frame that cannot be drawn names
    /// the scene; one that cannot be encoded or written, `-o` (`-o -` for standard output).
    init(_ failure: ScrollAnimation.Error, drawing scene: String, output: String) {
        if case .render = failure {
            self.init(failure, subject: .scene(scene))
        } else {
            self.init(failure, subject: .flag(output == "-" ? "-o -" : "-o"))
        }
    }
}

extension ValidationError {
    /// `error`, for `viewport` made from the viewport flags (and the scene `file`, when it
    /// came from one), in the flags' words: `--width 0.4 at --scale 1 is 0.4 pixels; …`.
    init(_ error: ViewportError, of viewport: Viewport, from file: String?) {
        let source = file.map { " (the viewport of \($0) and the flags given)" } ?? ""
        switch error {
        case let .lessThanOnePixel(field, points, scale):
            self.init(
                "--\(field) \(NumberText.plain(points)) at --scale \(NumberText.plain(scale)) is \(NumberText.plain(points * scale)) pixels\(source); "
                    + "the viewport must be at least 1 pixel \(field == "width" ? "wide" : "tall")")
        case let .invalid(field, value):
            self.init("--\(field) must be greater than 0, got \(NumberText.plain(value))\(source)")
        case .tooLarge, .tooManyItems:
            self.init(
                "--width \(NumberText.plain(viewport.width)) × --height \(NumberText.plain(viewport.height)) at --scale \(NumberText.plain(viewport.scale))"
                    + "\(source): \(error)")
        }
    }
}
