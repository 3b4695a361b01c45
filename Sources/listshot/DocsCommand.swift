#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ListshotRendering
import ListshotScenes

struct DocsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Make every image a documentation manifest lists, only those whose inputs changed.",
        discussion: """
            The manifest (JSON or YAML) names an output folder and a list of images: each \
            with a scene (a built-in name or a scene file's path, relative to the manifest), \
            an output path in the folder with placeholders ({scene}, {offset}, {appearance}, \
            {textSize}, {device}), offsets (a list, or START:END:STEP as render --offsets \
            takes), a kind (frame, frames, strip, animation; an animation's duration and fps), \
            and a matrix of appearances, text sizes and devices that makes one image for each \
            combination. See the README, "Documentation images".

            Images are made on every core (--jobs). An image is skipped when its output is the \
            file that was made and its inputs have not changed since: the scene file's bytes, \
            the engine (the build IDs of listshot's code and libraries, its version, the bundled \
            fonts) and the image's options, recorded in \(DocsManifest.stateFileName) in the \
            output folder. --force makes them all again.

            Outputs stay in the output folder: links inside it are followed, a link out of it is \
            refused, and so are a FIFO or device at an output's path and an output that is the \
            manifest, a scene file or an image a scene shows.

            On a terminal one line shows the images done, the total, the rate and the time \
            left; otherwise each image made gets a line. A summary ends the run. An image that \
            fails is reported and the others are still made. A manifest with a mistake, or \
            naming a scene file that is not a scene, stops the run before any work, naming \
            the file and the key path.

            Exit status: 0 when every image was made or skipped; 1 when an image failed, \
            the state file could not be written, or the manifest or a scene file has a \
            mistake; 64 for a bad flag.

            A manifest:
              output: images
              images:
                - scene: contacts
                  output: contacts-{offset}.png
                  offsets: "0:1200:600"
                - scene: scenes/people.yaml
                  output: people-{appearance}.png
                  matrix: {appearance: [light, dark]}
                - scene: contacts
                  kind: animation
                  output: contacts-scroll.png
                  offsets: [0, 1500]

            Examples:
              listshot docs docs/images.yaml
              listshot docs docs/images.yaml --dry-run      what would be made, and why
              listshot docs docs/images.yaml --force        make every image again
              listshot docs docs/images.yaml --shard 2/4    the second of four CI machines
            """
    )

    @Argument(help: ArgumentHelp("The manifest, a JSON or YAML file.", valueName: "manifest"))
    var manifest: String

    @Flag(help: "Make every image, changed or not.")
    var force = false

    @Flag(name: .customLong("dry-run"), help: "List the images that would be made, and why (new, changed, altered, forced); write nothing.")
    var dryRun = false

    // Unconditional, so that `--shard -1/2` is read as the flag's value (and refused for its
    // range) rather than as another flag, which left --shard "missing" its value.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Make only the K-th of N shards of the images, K from 1 to N.",
        discussion: "The images are sorted by output path and shard K takes every N-th from the K-th, "
            + "so N machines given 1/N … N/N together make every image once.",
        valueName: "K/N"), transform: Self.shard)
    var shard: DocsShard?

    @OptionGroup var jobs: JobsOptions

    static func shard(_ text: String) throws -> DocsShard {
        do {
            return try DocsShard(parsing: text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        try requireBundledFonts()
        var plan: DocsPlan
        do {
            plan = try DocsPlan(manifest: DocsManifest.load(path: manifest), shard: shard, force: force)
        } catch {
            throw CommandError(error)
        }
        if dryRun {
            for item in plan.items {
                guard let reason = item.reason else { continue }
                print("\(reason.rawValue.padding(to: 8)) \(item.image.path)")
            }
            printError("listshot docs: would make \(plan.toMake.count), skip \(plan.skippedCount) (dry run: nothing written)")
            return
        }
        // One run at a time in an output folder; a run that waited plans again from the
        // state file the other one wrote.
        let folder = plan.manifest.folder
        let lock: DocsFolderLock
        do {
            lock = try DocsFolderLock(folder: folder) {
                printError("listshot docs: another listshot docs is writing into '\(folder)'; waiting for it to finish")
            }
            if lock.waited { plan = try DocsPlan(manifest: plan.manifest, shard: shard, force: force) }
        } catch {
            throw CommandError(error)
        }
        defer { lock.release() }
        let progress = DocsProgress(total: plan.toMake.count, isTerminal: isatty(2) != 0, write: FileHandleStandardError.write)
        let summary = await DocsBuild.run(plan, jobs: jobs.count, onImage: progress.finished)
        progress.end()
        if let error = summary.stateFileError {
            printError("listshot docs: cannot record what was made, so the next run makes it again: \(error)")
        }
        printError(summary.description)
        if !summary.failures.isEmpty || summary.stateFileError != nil { throw ExitCode.failure }
    }
}

extension String {
    /// The string with spaces after it up to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
