import ListshotRendering
import ListshotScenes
import ListshotStructuredText

enum SceneFuzzing {
    /// A small viewport, so that a frame costs little: the fuzzer is after the parser, and
    /// the frame checks that whatever the parser accepts can be drawn.
    static let viewport = Viewport(width: 64, height: 96, scale: 1)

    static func run(_ bytes: [UInt8], name: String) -> FuzzOutcome {
        let description: SceneDescription
        do throws(StructuredTextError) {
            description = try SceneFile.parse(bytes, name: name)
        } catch {
            return .rejected(error.description)
        }
        let scene = description.makeScene(viewport: viewport)
        do throws(ViewportError) {
            let frame = try SceneRenderer.render(scene, viewport: viewport)
            return .accepted("a frame of \(frame.framebuffer.width)×\(frame.framebuffer.height)")
        } catch {
            return .rejected("\(name): \(error.description)")
        }
    }
}
