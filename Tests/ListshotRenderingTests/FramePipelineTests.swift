import ListshotFiles
#if canImport(Glibc)
import Glibc
#endif
import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotTestSupport
import ListshotViews
import Testing

/// Issue 9: many frames in one process, on every core, with the bytes one frame per process
/// would give.
@Suite struct FramePipelineTests {
    /// The PNG one `listshot render --offset` process writes: a new scene, one frame.
    static func oneFrame(_ make: (Viewport) -> any Scene, offset: Double, viewport: Viewport) throws -> [UInt8] {
        try PNGEncoder.encode(SceneRenderer.render(make(viewport), offset: offset, viewport: viewport).framebuffer)
    }

    static func contacts(jobs: Int) -> FramePipeline {
        let contacts = BuiltInScene.named("contacts")!
        return FramePipeline(sceneName: "contacts", viewport: .phone, jobs: jobs, makeScene: contacts.make)
    }

    @Test(arguments: [1, 4])
    func contactsAtSixOffsetsMatchOneFrameAtATime(jobs: Int) async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let offsets: [Double] = [0, 600, 33.5, 1200, 599_156, 60]
        let frames = try await Self.contacts(jobs: jobs).render(offsets: offsets, into: folder)
        #expect(frames.map(\.path) == offsets.map { "\(folder)/contacts-\(NumberText.plain($0)).png" })
        #expect(listFolder(folder) == offsets.map { "contacts-\(NumberText.plain($0)).png" }.sorted(), "no temporary file")
        for (frame, offset) in zip(frames, offsets) {
            #expect(frame.requestedOffset == offset && frame.scroll.appliedOffset == offset && !frame.scroll.wasClamped)
            let expected = try Self.oneFrame(BuiltInScene.named("contacts")!.make, offset: offset, viewport: .phone)
            #expect(try readFile(frame.path) == expected, "\(frame.path)")
        }
    }

    /// Frames are reported in the order of the offsets, each once, however the workers finish.
    @Test func framesAreReportedInTheOrderOfTheOffsets() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let offsets: [Double] = [3000, 0, 1800, 60, 600, 2400, 1200, 30]
        let reported = Lock<[Double]>([])
        let frames = try await Self.contacts(jobs: 3).render(offsets: offsets, into: folder) { frame in
            #expect(exists(frame.path), "a frame is reported once its file is in place")
            reported.withLock { $0.append(frame.requestedOffset) }
        }
        #expect(reported.withLock { $0 } == offsets)
        #expect(frames.map(\.requestedOffset) == offsets)
    }

    /// Offsets past the end clamp to the same frame: drawn and written once, reported for each.
    @Test func offsetsThatClampToTheSameFrameDrawItOnce() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let drawn = Lock(0)
        let demo = BuiltInScene.default
        let pipeline = FramePipeline(sceneName: "demo", viewport: .phone, jobs: 2) { viewport in
            drawn.withLock { $0 += 1 }
            return demo.make(viewport)
        }
        let frames = try await pipeline.render(offsets: [0, 200, 5000, 100, -40], into: folder)
        #expect(frames.map(\.path) == ["0", "156", "156", "100", "0"].map { "\(folder)/demo-\($0).png" })
        #expect(frames.map(\.scroll.wasClamped) == [false, true, true, false, true])
        #expect(frames.map(\.requestedOffset) == [0, 200, 5000, 100, -40])
        #expect(listFolder(folder) == ["demo-0.png", "demo-100.png", "demo-156.png"])
        #expect(drawn.withLock { $0 } == 1 + 3, "one scene for the range, then one a distinct frame")
        #expect(try readFile(folder + "/demo-156.png") == (try Self.oneFrame(demo.make, offset: 5000, viewport: .phone)))
    }

    /// A table with estimated heights remembers the rows it measured: a scene reused for the
    /// next frame would draw it elsewhere. Each frame gets a new scene, so the files match.
    @Test func estimatedHeightsDrawAsOneFrameAtATimeWhateverTheJobs() async throws {
        let description = try SceneFile.parse(Array("""
            {"viewport": {"width": 200, "height": 300, "scale": 1}, "estimatedRowHeight": 20, "rowHeight": "automatic",
             "sections": [{"generate": {"count": 300, "text": "Row {i}: a text long enough to wrap onto a second and a third line"}}]}
            """.utf8), name: "estimated.json")
        let make: @Sendable (Viewport) -> any Scene = { description.makeScene(viewport: $0) }
        let offsets: [Double] = [2000, 0, 1000, 30, 2010, 10, 990, 4000]
        for jobs in [1, 3] {
            let folder = makeTemporaryFolder()
            defer { removeTree(folder) }
            let pipeline = FramePipeline(sceneName: "estimated", viewport: try ValidatedViewport(description.viewport), jobs: jobs, makeScene: make)
            let frames = try await pipeline.render(offsets: offsets, into: folder)
            for (frame, offset) in zip(frames, offsets) {
                let expected = try Self.oneFrame(make, offset: offset, viewport: description.viewport)
                #expect(try readFile(frame.path) == expected, "jobs \(jobs), offset \(offset)")
            }
        }
    }

    /// Two offsets drawn at the same offset by a list that corrects it end in one file: the
    /// frame asked for last, as if each frame were drawn in its own process, in order.
    @Test func aFileTwoFramesShareHoldsTheOneAskedForLast() async throws {
        for jobs in [1, 3] {
            let folder = makeTemporaryFolder()
            defer { removeTree(folder) }
            let viewport = Viewport(width: 100, height: 100, scale: 1)
            let pipeline = FramePipeline(sceneName: "snap", viewport: try ValidatedViewport(viewport), jobs: jobs) { SnappingScene(viewport: $0) }
            let offsets: [Double] = [130, 150, 120, 170]
            let frames = try await pipeline.render(offsets: offsets, into: folder)
            #expect(frames.map(\.path) == Array(repeating: folder + "/snap-100.png", count: 4))
            #expect(listFolder(folder) == ["snap-100.png"])
            let last = try Self.oneFrame({ SnappingScene(viewport: $0) }, offset: 170, viewport: viewport)
            #expect(try readFile(folder + "/snap-100.png") == last, "jobs \(jobs)")
        }
    }

    @Test func aFrameThatCannotBeWrittenStopsTheRunNamingItsFile() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        mkdir(folder + "/contacts-600.png", 0o755)
        let error = await #expect(throws: FramePipeline.Failure.self) {
            try await Self.contacts(jobs: 1).render(offsets: [0, 600, 1200], into: folder)
        }
        // A failed write is the files layer's error, not a PNGError (issue 23 item 6).
        #expect(error == .write(offset: 600, FileError(.system(code: EISDIR), path: folder + "/contacts-600.png", message: "cannot write file: Is a directory")))
        #expect(error?.description == "\(folder)/contacts-600.png: cannot write file: Is a directory")
        #expect(listFolder(folder) == ["contacts-0.png", "contacts-600.png"], "no frame is started after a failure, no temporary file")
    }

    /// Issue 23, item 6: a frame that cannot be encoded is the PNG layer's error, naming the
    /// file it would have been; nothing is written.
    @Test func aFrameThatCannotBeEncodedIsAnEncodingFailure() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let pipeline = FramePipeline(
            sceneName: "contacts", viewport: .phone, jobs: 1, options: PNGEncodingOptions(compressionLevel: 13)
        ) { BuiltInScene.named("contacts")!.make($0) }
        let error = await #expect(throws: FramePipeline.Failure.self) {
            try await pipeline.render(offsets: [0, 600], into: folder)
        }
        #expect(error == .encode(offset: 0, PNGError(.invalidArgument, message: "compression level 13 is outside 0…12", path: folder + "/contacts-0.png")))
        #expect(error?.description == "\(folder)/contacts-0.png: compression level 13 is outside 0…12")
        #expect(listFolder(folder).isEmpty)
    }

    @Test func moreThanTheMostFramesIsRefusedBeforeAnyWork() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let offsets = Array(repeating: 0.0, count: FramePipeline.maximumFrames + 1)
        let error = await #expect(throws: FramePipeline.Failure.self) {
            try await Self.contacts(jobs: 2).render(offsets: offsets, into: folder)
        }
        #expect(error == .tooManyFrames(count: 100_001, limit: 100_000))
        #expect(error?.description == "100,001 frames; at most 100,000 are drawn in one run")
        #expect(listFolder(folder).isEmpty)
    }

    /// The framebuffer a worker reuses holds the last frame; the next frame is the same as
    /// one drawn into a new framebuffer, also where its table draws no background.
    @Test func renderingIntoAUsedFramebufferGivesTheSamePixels() throws {
        let contacts = BuiltInScene.named("contacts")!
        let clear = try SceneFile.parse(Array(##"{"backgroundColor": "#00000000", "sections": [{"generate": {"count": 5}}]}"##.utf8), name: "clear.json")
        var framebuffer = SceneRenderer.makeFramebuffer(ValidatedViewport.phone)
        _ = try SceneRenderer.render(contacts.make(.phone), offset: 600, viewport: .phone, into: &framebuffer)
        let scroll = try SceneRenderer.render(contacts.make(.phone), offset: 33.5, viewport: .phone, into: &framebuffer)
        #expect(scroll.appliedOffset == 33.5)
        #expect(framebuffer == (try SceneRenderer.render(contacts.make(.phone), offset: 33.5, viewport: .phone).framebuffer))
        _ = try SceneRenderer.render(clear.makeScene(), viewport: .phone, into: &framebuffer)
        #expect(framebuffer == (try SceneRenderer.render(clear.makeScene(), viewport: .phone).framebuffer))
    }

    @Test func aFolderOfDotGivesBareNames() {
        let pipeline = Self.contacts(jobs: 1)
        #expect(pipeline.path(forOffset: 600, in: ".") == "contacts-600.png")
        #expect(pipeline.path(forOffset: 33.5, in: "out") == "out/contacts-33.5.png")
        #expect(pipeline.path(forOffset: -20, in: "out/") == "out/contacts--20.png")
    }
}

/// A table that snaps its offset down to a multiple of 100 points and shows, in its
/// background, the offset it was asked for: frames asked at 120 and 150 share a name
/// (`snap-100.png`) and differ in their pixels.
private final class SnappingScene: TableScene, TableViewDataSource {
    let tableView: TableView

    init(viewport: Viewport) {
        tableView = SnappingTable(frame: viewport.bounds)
        tableView.rowHeight = 44
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.backgroundColor = nil
        return cell
    }
}

private final class SnappingTable: TableView {
    override func contentOffsetDidChange() {
        let asked = contentOffset.y
        let snapped = (asked / 100).rounded(.down) * 100
        guard snapped == asked else {
            backgroundColor = Color(red: UInt8(Int(asked) % 256), green: 0, blue: 0)
            contentOffset = Point(x: 0, y: snapped)
            return
        }
        super.contentOffsetDidChange()
    }
}
