#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ListshotPreview
import ListshotScenes

struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a scene on a local web page that redraws as its file is saved.",
        discussion: """
            Starts a local HTTP server and prints its address; open it in a browser. The \
            page shows the frame `listshot render` would draw, scrolled by the mouse wheel or \
            a slider over the layout's scrollable range, with selectors for the text size, \
            appearance, device and zoom (1x or 2x). The URL keeps what the page shows \
            (?offset=120&textSize=AX2), so a view can be shared.

            When the scene file or an image it shows changes, the page draws the frame \
            again within a second, at the same offset. A file that no longer reads as a \
            scene shows its error (the file, and the line and column or key path) above the \
            last frame drawn.

            The server answers GET / (the page), GET /frame.png?offset=N&textSize=…&\
            appearance=…&device=… (the PNG `listshot render SCENE --offset N` with those \
            flags writes, byte for byte; a bad value is a 400 naming it) and GET /events \
            (Server-Sent Events); it serves no other file. It listens on 127.0.0.1 only, \
            unless --host says otherwise, and answers only requests sent to 127.0.0.1, \
            localhost or [::1] (or the --host address) with its port: another site's page \
            cannot read it. Ctrl-C stops it.

            Examples:
              listshot preview people.yaml                    http://127.0.0.1:8026/
              listshot preview contacts --port 9000
              listshot preview scenes/chat.yaml --port 0      any free port
            """
    )

    @Argument(help: ArgumentHelp(
        "A scene file's path, or a built-in scene's name (see `listshot scenes`).",
        discussion: "A path contains a \"/\" or ends in \".json\", \".yaml\" or \".yml\". Default: demo."))
    var scene: String?

    @Option(help: ArgumentHelp("The port to listen on; 0 for any free port.", valueName: "port"))
    var port: Int = 8026

    @Option(help: ArgumentHelp(
        "The address to listen on.",
        discussion: "Default: 127.0.0.1, this machine only. An address other than a loopback one (localhost, ::1, 127.x.x.x) lets other machines see the scene, with a warning.",
        valueName: "address"))
    var host: String = PreviewServer.loopback

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535, got \(port)") }
        _ = try source()
    }

    /// The scene, named as `render` names it (``SceneOptions/source()``).
    func source() throws -> PreviewScene {
        switch try SceneOptions.parse(scene.map { [$0] } ?? []).source() {
        case let .builtIn(builtIn): return .builtIn(builtIn.name)
        case let .file(path): return .file(path)
        }
    }

    func run() async throws {
        #if Preview
        try await serve()
        #else
        throw CommandError(CommandProblem.previewNotInThisBuild)
        #endif
    }

    /// What `listshot preview` says when listshot was built without its `Preview` package
    /// trait, which brings the server (Hummingbird): how to build it with it.
    static let notInThisBuild = """
        listshot preview is not in this build: its server comes with listshot's Preview package trait, \
        which this build left out. Add "Preview" to the traits of the .package line that names listshot \
        (traits: ["Preview"]), or run swift run listshot preview in listshot's clone, where it is on by default.
        """
}

#if Preview
extension PreviewCommand {
    /// Serves the scene until Ctrl-C.
    private func serve() async throws {
        try requireBundledFonts()
        let scene = try source()
        if case let .file(path) = scene {
            do {
                _ = try SceneMaker.file(path, overrides: .none)
            } catch {
                // A file that is not a scene yet is shown on the page until it is one; one that cannot be read is an error.
                if case .unreadable = error.kind { throw CommandError(error) }
                printError("listshot: \(error)")
            }
        }
        // `localhost`, `::1` and 127.0.0.0/8 are this machine only, as 127.0.0.1 is.
        if !PreviewHost.isLoopback(host) {
            printError("listshot: warning: listening on \(host), not \(PreviewServer.loopback): other machines that reach it can see the scene")
        }
        let server = PreviewServer(handler: PreviewHandler(scene: scene), host: host, port: port)
        let host = host.contains(":") ? "[\(host)]" : host
        do {
            try await server.run { port in
                print("listshot preview: http://\(host):\(port)/ (Ctrl-C stops it)")
                // At once, also when standard output is a file or a pipe (a script waiting for the address).
                fflush(nil)
            }
        } catch {
            throw CommandError(error, subject: .listening(host: host, port: port))
        }
    }
}
#endif
