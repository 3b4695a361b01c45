import ListshotViews

/// A frame drawn at an offset, and where the table really was.
public struct RenderedFrame: Sendable {
    /// The frame's premultiplied pixels, `viewport.pixelWidth` × `viewport.pixelHeight`.
    public let framebuffer: Framebuffer
    /// The offset asked for.
    public let requestedOffset: Double
    /// The offset drawn: the requested one clamped into ``offsetRange``.
    public let appliedOffset: Double
    /// The offsets the table can scroll over.
    public let offsetRange: ClosedRange<Double>

    /// True when the requested offset was outside the scrollable range.
    public var wasClamped: Bool { requestedOffset != appliedOffset }
}

/// Scrolls a scene's table to an offset and draws the viewport.
public enum SceneRenderer {
    /// Draws `scene` scrolled to `offset` (clamped into the scrollable range) in `viewport`,
    /// over an opaque white window.
    ///
    /// - Throws: ``ViewportError`` for a viewport that cannot be drawn.
    public static func render(_ scene: any Scene, offset: Double, viewport: Viewport) throws(ViewportError) -> RenderedFrame {
        try viewport.validate()
        precondition(offset.isFinite, "the offset must be finite")
        let table = scene.tableView
        table.frame = viewport.bounds
        table.layoutIfNeeded()
        let range = table.contentOffsetRange
        let applied = min(max(offset, range.lowerBound), range.upperBound)
        table.contentOffset = Point(x: 0, y: applied)
        var canvas = Canvas(
            framebuffer: makeFramebuffer(viewport), scale: viewport.scale)
        table.render(in: &canvas)
        return RenderedFrame(framebuffer: canvas.framebuffer, requestedOffset: offset, appliedOffset: applied, offsetRange: range)
    }

    private static func makeFramebuffer(_ viewport: Viewport) -> Framebuffer {
        do {
            return try Framebuffer(width: viewport.pixelWidth, height: viewport.pixelHeight, color: .white)
        } catch {
            preconditionFailure("a validated viewport always fits: \(error)")
        }
    }
}
