import Foundation
import ListshotFiles
import ListshotRaster

/// Makes the images of a ``DocsPlan`` on several cores at once (a `WorkerPool`), and records what each was
/// made from in the state file.
///
/// Each image is written through one `AtomicFile/Batch` (a temporary file renamed into
/// place, synced in the background, all synced before the run ends), its folder created first. An image that fails is
/// reported and the others are still made; the state file is written last, after the
/// outputs are synced, and records only images that are in place. Before anything is made,
/// the temporary files that killed builds left in the output folders are removed
/// (`AtomicFile/removeStaleTemporaryFiles(in:)`).
public enum DocsBuild {
    /// What happened to one image.
    public enum Outcome: Sendable {
        case made
        case failed(DocsImageFailure)
    }

    /// The end of a build.
    public struct Summary: Sendable {
        public var made: Int
        public var skipped: Int
        /// The images that failed, in the manifest's order, and why.
        public var failures: [(image: DocsImage, failure: DocsImageFailure)]
        /// Wall-clock seconds.
        public var seconds: Double
        /// Why the state file could not be written, if it could not: the images are in
        /// place, but the next build makes them again.
        public var stateFileError: String?

        /// `listshot docs: 3 made, 5 skipped, 0 failed in 1.2 s`.
        public var description: String {
            "listshot docs: \(made) made, \(skipped) skipped, \(failures.count) failed in \(String(format: "%.1f", seconds)) s"
        }
    }

    /// Makes every image of `plan` that is to be made, `jobs` at a time.
    ///
    /// - Parameters:
    ///   - plan: what to make and why (``DocsPlan``).
    ///   - jobs: how many images are made at once, at least 1.
    ///   - onImage: called as each image is made or fails, never two calls at once.
    /// - Returns: what was made, skipped and failed.
    public static func run(
        _ plan: DocsPlan, jobs: Int = FramePipeline.defaultJobs,
        onImage: @escaping @Sendable (DocsImage, Outcome) -> Void = { _, _ in }
    ) async -> Summary {
        let start = ContinuousClock.now
        removeStaleTemporaryFiles(plan)
        let items = plan.toMake
        let loader = DocsSceneLoader(inputs: plan.inputs)
        let batch = AtomicFile.Batch(syncing: .inBackground)
        let run = Run()
        await WorkerPool(jobs: max(1, jobs)).run(items.count, makeWorker: Worker.init) { worker, index in
            let outcome: Outcome
            do throws(DocsImageFailure) {
                let written = try await worker.make(
                    items[index].image, folder: plan.manifest.folder, loader: loader, batch: batch, jobs: max(1, jobs))
                run.record(DocsState.Record(inputs: items[index].digest, output: written,
                    stamp: OutputStamp.of(items[index].image.path) ?? ""), of: index)
                outcome = .made
            } catch {
                outcome = .failed(error)
            }
            run.record(outcome, of: index) { onImage(items[index].image, outcome) }
            return true
        }
        var outcomes = run.outcomes
        let written = run.written
        if let error = Result(catching: { () throws(FileError) in try batch.finish() }).failureValue {
            // Nothing can be trusted to be on disk: count every image as failed.
            for index in outcomes.keys { outcomes[index] = .failed(DocsImageFailure("\(error)")) }
        }
        let names = Set(plan.allImages.map(\.name))
        var records = (plan.state.manifests[plan.stateKey] ?? [:]).filter { names.contains($0.key) }
        var failures: [(DocsImage, DocsImageFailure)] = []
        var made = 0
        for (index, item) in items.enumerated() {
            switch outcomes[index] {
            case .made?:
                records[item.image.name] = written[index]
                made += 1
            case let .failed(failure)?:
                records[item.image.name] = nil
                failures.append((item.image, failure))
            case nil:
                failures.append((item.image, DocsImageFailure("not made")))
            }
        }
        var stateFileError: String?
        if records != plan.state.manifests[plan.stateKey] {
            do {
                try recordState(records, of: plan)
            } catch {
                stateFileError = "\(error)"
            }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Summary(made: made, skipped: plan.skippedCount, failures: failures, seconds: seconds, stateFileError: stateFileError)
    }

    /// Writes `records` as the manifest's in the state file, keeping other manifests' records
    /// as the file holds them now (this build holds the folder's lock, so none changes them
    /// while it writes).
    static func recordState(_ records: [String: DocsState.Record], of plan: DocsPlan) throws(DocsImageFailure) {
        let folder = plan.manifest.folder
        try createFolders(for: DocsState.path(in: folder))
        if let problem = DocsOutputCheck.problem(name: DocsManifest.stateFileName, in: folder) { throw DocsImageFailure(problem) }
        var state = DocsState.load(folder: folder)
        state.manifests[plan.stateKey] = records
        do {
            try state.write(folder: folder)
        } catch {
            throw DocsImageFailure("\(error)")
        }
    }

    /// Removes what writers killed mid-write left (``AtomicFile/removeStaleTemporaryFiles(in:)``)
    /// in every folder the manifest writes into, and in the state file's, also those where
    /// this build makes nothing.
    static func removeStaleTemporaryFiles(_ plan: DocsPlan) {
        var folders = Set([DocsManifest.folder(of: DocsState.path(in: plan.manifest.folder))])
        for image in plan.allImages { folders.insert(DocsManifest.folder(of: image.path)) }
        for folder in folders.sorted() { AtomicFile.removeStaleTemporaryFiles(in: folder) }
    }

    /// Creates the folders above `path` that do not exist yet.
    static func createFolders(for path: String) throws(DocsImageFailure) {
        let folder = DocsManifest.folder(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw DocsImageFailure("cannot create the folder '\(folder)': \((error as NSError).localizedDescription)")
        }
    }

    /// One worker's framebuffer and encoder, reused image after image.
    private struct Worker {
        var framebuffer: Framebuffer?
        var encoder: PNGEncoder?
        var png: [UInt8] = []

        /// Makes `image` and writes it; returns the SHA-256 of the bytes written.
        /// `jobs` is the build's: a strip's or an animation's frames are drawn that many at a time.
        mutating func make(
            _ image: DocsImage, folder: String, loader: DocsSceneLoader, batch: AtomicFile.Batch, jobs: Int
        ) async throws(DocsImageFailure) -> String {
            // Its viewport checked once per scene, appearance, text size and device, by the loader.
            let maker = try loader.maker(for: image)
            try DocsBuild.createFolders(for: image.path)
            // Checked again just before writing: what is on disk may have changed since the plan.
            if let problem = DocsOutputCheck.problem(name: image.name, in: folder) { throw DocsImageFailure(problem) }
            let bytes: [UInt8]
            switch image.kind {
            case .frame, .frames:
                bytes = try frame(image, maker)
            case .strip:
                let strip: Framebuffer
                do {
                    strip = try await StripRenderer.render(offsets: image.offsets, viewport: maker.viewport, jobs: jobs, makeScene: maker.make)
                } catch {
                    throw DocsImageFailure("\(error)")
                }
                bytes = try encode(strip)
            case .animation:
                // Written a frame at a time, atomically, by the animation itself.
                do {
                    _ = try await ScrollAnimation.write(
                        from: image.offsets.first!, to: image.offsets.last!, duration: image.duration,
                        framesPerSecond: image.framesPerSecond, viewport: maker.viewport, to: .file(image.path), jobs: jobs,
                        makeScene: maker.make)
                    return SHA256.hexDigest(try FileReader.readAll(image.path, regularFileOnly: true))
                } catch {
                    throw DocsImageFailure("\(error)")
                }
            }
            do {
                try batch.write(bytes, to: image.path)
            } catch {
                throw DocsImageFailure("\(error)")
            }
            return SHA256.hexDigest(bytes)
        }

        /// One frame, drawn into this worker's framebuffer.
        private mutating func frame(_ image: DocsImage, _ maker: DocsSceneLoader.Maker) throws(DocsImageFailure) -> [UInt8] {
            let viewport = maker.viewport
            if framebuffer.map({ $0.width != viewport.pixelWidth || $0.height != viewport.pixelHeight }) ?? true {
                framebuffer = SceneRenderer.makeFramebuffer(viewport)
            }
            do {
                _ = try SceneRenderer.render(maker.make(viewport), offset: image.offsets.first, viewport: viewport, into: &framebuffer!)
            } catch {
                throw DocsImageFailure("\(error)")
            }
            return try encode(framebuffer!)
        }

        /// The PNG of `image`, through this worker's encoder.
        private mutating func encode(_ image: Framebuffer) throws(DocsImageFailure) -> [UInt8] {
            do {
                if encoder == nil { encoder = try PNGEncoder() }
                try encoder!.encode(image, into: &png)
            } catch {
                throw DocsImageFailure("\(error)")
            }
            return png
        }
    }
}

/// What the workers of one build share, behind one lock.
private final class Run: Sendable {
    private struct State {
        var outcomes: [Int: DocsBuild.Outcome] = [:]
        /// Each image's record: its inputs' digest, and its file's as written.
        var written: [Int: DocsState.Record] = [:]
    }
    private let state = Lock(State())

    /// Records image `index`'s outcome and reports it, under the lock so reports never overlap.
    func record(_ outcome: DocsBuild.Outcome, of index: Int, report: () -> Void) {
        state.withLock { state in
            state.outcomes[index] = outcome
            report()
        }
    }

    var outcomes: [Int: DocsBuild.Outcome] { state.withLock { $0.outcomes } }

    /// Records what image `index` was made from and what was written.
    func record(_ written: DocsState.Record, of index: Int) {
        state.withLock { $0.written[index] = written }
    }

    var written: [Int: DocsState.Record] { state.withLock { $0.written } }
}

extension Result {
    fileprivate var failureValue: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
