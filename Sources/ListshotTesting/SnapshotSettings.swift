import Foundation
import ListshotFiles
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotSnapshot
import ListshotStructuredText
import ListshotText
import ListshotViews

/// One assertion's settings, resolved from its parameters, the scope, the environment and the
/// package's defaults file (``SettingLayers``), and the check of one golden with them.
struct SnapshotSettings {
    let record: RecordMode
    /// What set ``record``: the assertion's argument, a scope, a trait, the environment or the file.
    let recordOrigin: RecordModeOrigin
    let tolerance: SnapshotTolerance
    /// What the accessibility audit of each frame does (``AuditMode``).
    let audit: AuditMode
    let snapshotDirectory: String
    let artifactsDirectory: String
    let packageRoot: String
    let site: CallSite
    /// The test run whose report the check goes into (``TestRun/id``; another in tests).
    let run: String
    /// The bundled fonts' digests, which a golden's provenance records: asked only when a
    /// golden is written or a failure reported (``BundledFonts/fingerprints()`` by default,
    /// which reads every font on its first call in a process; a counter in tests).
    let fonts: () -> [FileFingerprint]
    /// What the assertion's masked views are painted in.
    let maskColor: Color

    /// Resolves the settings, or reports why they cannot be (a bad `listshot-snapshots.yaml`,
    /// tolerance or `LISTSHOT_RECORD`, in that order) and returns `nil`. Every value comes from
    /// the first of ``SettingLayers``' layers that sets it: the assertion's argument, the scope
    /// (a trait, `withSnapshots`), the environment, the package's defaults file (its target's
    /// section, then its top), the built-in default. `defaults` stands in for the file in
    /// tests, `fonts` for the fonts' digests.
    init?(
        record: RecordMode?, snapshotDirectory: String?, tolerance: SnapshotTolerance?, audit: AuditMode? = nil, maskColor: Color? = nil,
        site: CallSite, environment: [String: String] = ProcessInfo.processInfo.environment, run: String = TestRun.id,
        defaults: SnapshotDefaults? = nil, fonts: @escaping () -> [FileFingerprint] = { (try? BundledFonts.fingerprints()) ?? [] }
    ) {
        let root = PackageRoot.of(filePath: "\(site.filePath)")
        do {
            let module = String("\(site.fileID)".prefix { $0 != "/" })
            let file = try defaults ?? SnapshotDefaults.load(packageRoot: root)
            var argument = SnapshotConfiguration(record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory, audit: audit)
            argument.maskColor = maskColor
            let layers = SettingLayers(
                argument: argument, scope: SnapshotConfiguration.current, environment: environment,
                target: file?.targets[module] ?? SnapshotConfiguration(), file: file?.package ?? SnapshotConfiguration())
            self.tolerance = try layers.resolve(\.tolerance).value
            try self.tolerance.validate()
            let record = try layers.resolve(\.record)
            self.record = record.value
            self.recordOrigin = record.layer.values.recordOrigin
            self.snapshotDirectory = PackageRoot.resolve(try layers.resolve(\.snapshotDirectory).value, in: root)
            self.artifactsDirectory = PackageRoot.resolve(try layers.resolve(\.artifactsDirectory).value, in: root)
            self.audit = try layers.resolve(\.audit).value
            self.maskColor = try layers.resolve(\.maskColor).value
        } catch {
            FailureReporter.fail("\(error)", at: site)
            return nil
        }
        self.packageRoot = root
        self.site = site
        self.run = run
        self.fonts = fonts
    }

    /// Checks `scene`'s frame at each offset against its golden, reporting each failure and
    /// going on; returns whether every frame matched.
    /// `views` masks and judges views by identifier in every frame.
    func check(_ scene: any Scene, at offsets: [Double], named name: String, viewport: Viewport, views: ViewRules? = nil) -> Bool {
        var views = views ?? ViewRules(masking: [], tolerances: [:], maskColor: maskColor)
        if let problem = views.problem {
            FailureReporter.fail(problem, at: site)
            return false
        }
        if offsets.isEmpty {
            FailureReporter.fail("assertSnapshot(of:at:named:) was given no offsets; give at least one", at: site)
            return false
        }
        if let message = scene.listView.releasedDataSourceMessage {
            FailureReporter.fail(message + " Nothing was recorded.", at: site)
            return false
        }
        var passed = true
        for offset in offsets {
            let frame: RenderedFrame
            do {
                frame = try SceneRenderer.render(scene, offset: offset, viewport: viewport)
            } catch {
                FailureReporter.fail("\(name) at offset \(NumberText.plain(offset)): \(error)", at: site)
                passed = false
                continue
            }
            // Named by the offset asked for, not the one drawn: a list that grows or shrinks
            // past an offset then compares its new last frame with the old one instead of
            // recording it under a new name. The provenance keeps the offset drawn.
            let golden = GoldenName(
                fileID: "\(site.fileID)", function: "\(site.function)", name: name, offset: offset, scale: viewport.scale)
            var image = frame.framebuffer
            let drawn = FrameViews(scene, drawnInto: &image, viewport: viewport, rules: &views)
            passed = check(image, golden: golden, drawnOffset: frame.appliedOffset, views: drawn) && passed
            passed = audit(scene, frame: frame, viewport: viewport, golden: golden) && passed
        }
        if let message = views.unmatched(name: name, offsets: offsets) {
            FailureReporter.fail(message, at: site)
            passed = false
        }
        return passed
    }

    /// Checks `image` against `golden` and reports a failure; returns whether it matched.
    /// `drawnOffset`, for a frame, is the offset it was drawn at, which the golden's
    /// provenance records (the name has the offset asked for).
    func check(_ image: Framebuffer, golden: GoldenName, drawnOffset: Double? = nil, views: FrameViews? = nil) -> Bool {
        let path = snapshotDirectory + "/" + golden.relativePath
        let test = GoldenClaims.currentTest
        switch GoldenClaims.claim(path, in: run, for: site, image: GoldenClaims.fingerprint(of: image), test: test) {
        case let .otherSite(other)?:
            FailureReporter.fail(
                "Two assertions use the golden \(path): \(other) and \(site). "
                    + "Give one of them another name, so that neither overwrites the other's golden.", at: site)
            return false
        case let .otherImage(firstTest)?:
            let when = firstTest == test ? "twice in \(test)" : "in \(firstTest) and in \(test)"
            FailureReporter.fail(
                "The assertion at \(site) checked the golden \(path) with two different images, \(when): "
                    + "the cases of a parameterized test, or the turns of a loop, share one golden unless its name says which, "
                    + "and would overwrite each other's. Put the argument in the name, e.g. `named: \"feed-\\(device)\"`, "
                    + "so that each gets its own golden. Nothing was recorded.", at: site)
            return false
        case nil:
            break
        }
        TestRun.recordUse(of: path, packageRoot: packageRoot)
        let store = GoldenStore(artifactsDirectory: artifactsDirectory)
        // Made only for a golden written or a failure reported, never for a pass: it holds the
        // fonts' digests, which the first call in a process computes by reading every font.
        let provenance = { self.provenance(for: golden, drawnOffset: drawnOffset ?? golden.offset) }
        let shownGolden = PackageRoot.relative(path, to: packageRoot)
        // A failure of this golden earlier in this run (a retried test) keeps its images: the report shows them.
        let outcome = store.check(
            image, against: path, record: record, tolerance: tolerance, artifactsName: golden.artifactsName, provenance: provenance(),
            keepingArtifacts: FailureLog.hasFailure(of: shownGolden, artifactsDirectory: artifactsDirectory, run: run),
            regions: views?.regions ?? [], views: views?.tree)
        guard let message = outcome.message(recordModeOrigin: recordOrigin) else {
            FailureLog.record(
                .passed(SnapshotPass(
                    test: "\(site.fileID) \(site.function)", sourceLocation: site.location,
                    golden: shownGolden, offset: golden.offset)),
                artifactsDirectory: artifactsDirectory, run: run)
            return true
        }
        let failsTheTest = FailureReporter.fail(message, at: site, attaching: outcome.failureImages)
        FailureLog.record(
            .failed(failure(outcome, message: message, golden: golden, provenance: provenance)), expected: !failsTheTest,
            artifactsDirectory: artifactsDirectory, run: run)
        return false
    }

    private func provenance(for golden: GoldenName, drawnOffset: Double?) -> SnapshotProvenance {
        SnapshotProvenance(
            listshotVersion: ListshotVersion.current, test: "\(site.fileID) \(site.function)", name: golden.name,
            offset: drawnOffset, scale: golden.scale, fonts: fonts())
    }

    /// The report's entry for a failed check: the images' paths relative to the report, every
    /// image inside the artifacts folder (a golden just recorded is copied there, so that an
    /// uploaded artifacts folder is complete), the golden's path relative to the package, and
    /// what `listshot snapshots accept` needs to make the actual image the golden.
    private func failure(
        _ outcome: SnapshotOutcome, message: String, golden: GoldenName, provenance: () -> SnapshotProvenance
    ) -> SnapshotFailure {
        func relative(_ path: String) -> String { PackageRoot.relative(path, to: artifactsDirectory) }
        var failure = SnapshotFailure(
            test: "\(site.fileID) \(site.function)", sourceLocation: site.location,
            golden: PackageRoot.relative(outcome.golden ?? "", to: packageRoot), summary: message, offset: golden.offset)
        switch outcome {
        case let .mismatch(_, difference, artifacts):
            failure.summary = difference.summary
            failure.expected = relative(artifacts.expected)
            failure.actual = relative(artifacts.actual)
            failure.diff = relative(artifacts.diff)
            failure.composite = relative(artifacts.composite)
            failure.changedRegion = ChangedRegion(difference)
            failure.provenance = provenance()
            failure.viewChanges = artifacts.viewChanges
            if artifacts.hasActualViews { failure.actualViews = relative(artifacts.actualViews) }
        case let .missing(_, actual):
            failure.actual = relative(actual)
            failure.provenance = provenance()
            failure.actualViews = FrameViews.treeBeside(actual: actual).map(relative)
        case let .recorded(path, _):
            let folder = artifactsDirectory + "/" + golden.artifactsName
            let copy = SnapshotOutcome.Artifacts(folder: folder).actual
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if (try? AtomicFile.write(FileReader.readAll(path), to: copy)) != nil { failure.actual = relative(copy) }
        default:
            break
        }
        return failure
    }
}
