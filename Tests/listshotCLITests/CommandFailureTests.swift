import ArgumentParser
import ListshotFiles
import ListshotRaster
import ListshotRendering
import ListshotScenes
import Testing

@testable import listshot

/// `CommandFailure`, the one place a failure becomes words and an exit status: a library
/// error of each kind, wrapped as the command that meets it wraps it, gives the message and
/// the status listshot gave before its errors were kept as values (the messages are those
/// the CLI tests see whole, after `Error: `).
@Suite struct CommandFailureTests {
    static let tooMany = ViewportError.tooManyItems(count: 16_881, limit: 10_000, offset: 0)
    static let badLevel = PNGError(.invalidArgument, message: "compression level 13 is outside 0…12")
    static let diskFull = FileError(.system(code: 28), path: "out/demo-0.png", message: "cannot write file: No space left on device")
    static let tooManyWords = "at offset 0 the viewport would show 16,881 rows, headers and footers at once; listshot draws at most 10,000 (make the rows taller or the viewport shorter)"

    /// Each kind of failure with the whole message it prints.
    static let failures: [(CommandError, String)] = [
        (CommandError(tooMany, subject: .scene("v.json")),
         "v.json: " + tooManyWords),
        // `render --offsets`: a frame that cannot be drawn names the scene; one that cannot be written, --out-dir.
        (CommandError(FramePipeline.Failure.render(offset: 0, tooMany), drawing: "demo"),
         "demo: " + tooManyWords),
        (CommandError(FramePipeline.Failure.tooManyFrames(count: 100_001, limit: 100_000), drawing: "demo"),
         "demo: 100,001 frames; at most 100,000 are drawn in one run"),
        (CommandError(FramePipeline.Failure.cancelled, drawing: "people.json"), "people.json: cancelled"),
        (CommandError(FramePipeline.Failure.encode(offset: 0, badLevel), drawing: "demo"),
         "--out-dir: PNG: compression level 13 is outside 0…12"),
        (CommandError(FramePipeline.Failure.write(offset: 0, diskFull), drawing: "demo"),
         "--out-dir: out/demo-0.png: cannot write file: No space left on device"),
        (CommandError(FramePipeline.Failure.sync(diskFull), drawing: "demo"),
         "--out-dir: out/demo-0.png: cannot write file: No space left on device"),
        // `render --strip`: the strip's own failures name --strip.
        (CommandError(StripRenderer.Error.render(tooMany), drawing: "demo"),
         "demo: " + tooManyWords),
        (CommandError(StripRenderer.Error.tooLarge(frames: 41, pixelWidth: 33_324, pixelHeight: 1_800), drawing: "demo"),
         "--strip: a strip of 41 frames would be 33,324 × 1,800 pixels; an image is at most 32,768 pixels a side and 1 GiB"),
        // `render --apng`: the output's failures name -o, or -o - for standard output.
        (CommandError(ScrollAnimation.Error.render(tooMany), drawing: "demo", output: "a.png"),
         "demo: " + tooManyWords),
        (CommandError(ScrollAnimation.Error.encode(badLevel), drawing: "demo", output: "a.png"),
         "-o: PNG: compression level 13 is outside 0…12"),
        (CommandError(ScrollAnimation.Error.write(diskFull), drawing: "demo", output: "-"),
         "-o -: out/demo-0.png: cannot write file: No space left on device"),
        (CommandError(badLevel, subject: .encodingFrame(3)), "encoding frame 3: PNG: compression level 13 is outside 0…12"),
        (CommandError(diskFull, subject: .peer("Skia")), "Skia: out/demo-0.png: cannot write file: No space left on device"),
        (CommandError(diskFull, subject: .listening(host: "[::1]", port: 8026)),
         "cannot listen on [::1]:8026: out/demo-0.png: cannot write file: No space left on device"),
        // listshot's own problems.
        (CommandError(CommandProblem.outputIsInput(output: "s.json", input: "s.json"), subject: .flag("-o")),
         "-o: s.json is an input of this run; it would be replaced by the PNG: write the PNG to another file"),
        (CommandError(CommandProblem.outputIsInput(output: "hard.png", input: "./s.json"), subject: .flag("--diff")),
         "--diff: hard.png is an input of this run (the same file as ./s.json); it would be replaced by the PNG: write the PNG to another file"),
        (CommandError(CommandProblem.peerFailed(name: "Pillow", failure: "exit status 1", round: 2, standardError: "Traceback")),
         "Pillow failed (exit status 1) in round 2:\nTraceback"),
        (CommandError(CommandProblem.peerFailed(name: "Skia", failure: "signal 9", round: 1, standardError: "")),
         "Skia failed (signal 9) in round 1"),
    ]

    @Test(arguments: Self.failures)
    func eachFailureHasItsWholeMessage(error: CommandError, message: String) {
        #expect(CommandFailure.message(for: error) == message)
        #expect(error.description == message)
    }

    /// A scene file's error names the file itself: nothing is put before it.
    @Test func aSceneFileErrorIsItsOwnMessage() {
        do {
            _ = try SceneMaker.file("./no-such-scene.yaml", overrides: .none)
            Issue.record("./no-such-scene.yaml was read")
        } catch {
            #expect(CommandError(error).description == "./no-such-scene.yaml: cannot read file: No such file or directory")
        }
    }

    /// A failure exits 1, or 2 for the commands whose 1 is an answer; a bad flag or value, an
    /// exit status and help are ArgumentParser's (64, the status, 0).
    @Test func exitStatuses() {
        let failure = CommandError(Self.tooMany, subject: .scene("demo"))
        for command in [RenderCommand.self, LayoutCommand.self, BenchCommand.self, DocsCommand.self] as [ParsableCommand.Type] {
            #expect(CommandFailure.exitStatus(for: failure, in: command) == 1, "\(command)")
            #expect(CommandFailure.exitStatus(for: Self.badLevel, in: command) == nil, "\(command): ArgumentParser words other errors")
        }
        for command in [AuditCommand.self, CompareCommand.self] as [ParsableCommand.Type] {
            #expect(CommandFailure.exitStatus(for: failure, in: command) == 2, "\(command)")
            #expect(CommandFailure.exitStatus(for: Self.badLevel, in: command) == 2, "\(command)")
        }
        for command in [RenderCommand.self, AuditCommand.self, CompareCommand.self] as [ParsableCommand.Type] {
            #expect(CommandFailure.exitStatus(for: ValidationError("--width must be greater than 0, got 0"), in: command) == nil)
            #expect(CommandFailure.exitStatus(for: ExitCode(1), in: command) == nil)
        }
        let badFlag = ValidationError("--threshold must be from 0 to 1, got 2")
        #expect(CommandFailure.exitStatus(forParsing: badFlag, arguments: ["compare", "a.png", "b.png"]) == 2)
        #expect(CommandFailure.exitStatus(forParsing: badFlag, arguments: ["render", "--width", "0"]) == nil)
        #expect(CommandFailure.exitStatus(forParsing: ExitCode(3), arguments: ["compare"]) == nil)
    }

    /// A viewport the flags make that cannot be drawn is a bad value (exit 64), in the
    /// flags' words, naming the file it came from.
    @Test(arguments: [
        (ViewportError.lessThanOnePixel(field: "width", points: 0.4, scale: 1), Viewport(width: 0.4, height: 844, scale: 1), nil as String?,
         "--width 0.4 at --scale 1 is 0.4 pixels; the viewport must be at least 1 pixel wide"),
        (.lessThanOnePixel(field: "height", points: 0.2, scale: 2), Viewport(width: 390, height: 0.2, scale: 2), "p.json",
         "--height 0.2 at --scale 2 is 0.4 pixels (the viewport of p.json and the flags given); the viewport must be at least 1 pixel tall"),
        (.invalid(field: "scale", value: 0), Viewport(width: 390, height: 844, scale: 0), "p.json",
         "--scale must be greater than 0, got 0 (the viewport of p.json and the flags given)"),
        (.tooLarge(pixelWidth: 200_000, pixelHeight: 200_000), Viewport(width: 100_000, height: 100_000, scale: 2), nil,
         "--width 100000 × --height 100000 at --scale 2: the viewport would be 200000 × 200000 pixels, more than a framebuffer holds (at most 32768 pixels a side and 1024 MiB)"),
    ])
    func aViewportOfTheFlagsIsABadValue(error: ViewportError, viewport: Viewport, file: String?, message: String) {
        let refusal = ValidationError(error, of: viewport, from: file)
        #expect(refusal.message == message)
        #expect(CommandFailure.exitStatus(for: refusal, in: RenderCommand.self) == nil)
    }
}
