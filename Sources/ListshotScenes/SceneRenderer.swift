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
    /// Where a scene's table was scrolled to.
    public struct Scroll: Sendable {
        /// The offset asked for.
        public let requestedOffset: Double
        /// The offset the table is at: the requested one clamped into ``offsetRange``.
        public let appliedOffset: Double
        /// The offsets the table can scroll over.
        public let offsetRange: ClosedRange<Double>
    }

    /// Lays `scene`'s table out in `viewport` and scrolls it to `offset`, clamped into
    /// the scrollable range: what `render` draws and `listshot layout` prints.
    public static func scroll(_ scene: any Scene, to offset: Double, viewport: Viewport) -> Scroll {
        precondition(offset.isFinite, "the offset must be finite")
        let table = scene.tableView
        table.frame = viewport.bounds
        table.layoutIfNeeded()
        let range = table.contentOffsetRange
        table.contentOffset = Point(x: 0, y: min(max(offset, range.lowerBound), range.upperBound))
        return Scroll(requestedOffset: offset, appliedOffset: table.contentOffset.y, offsetRange: range)
    }

    /// Draws `scene` scrolled to `offset` (clamped into the scrollable range) in `viewport`,
    /// over an opaque white window.
    ///
    /// - Throws: ``ViewportError`` for a viewport that cannot be drawn.
    public static func render(_ scene: any Scene, offset: Double, viewport: Viewport) throws(ViewportError) -> RenderedFrame {
        try viewport.validate()
        let scroll = scroll(scene, to: offset, viewport: viewport)
        var canvas = Canvas(framebuffer: makeFramebuffer(viewport), scale: viewport.scale)
        scene.tableView.render(in: &canvas)
        return RenderedFrame(
            framebuffer: canvas.framebuffer, requestedOffset: offset, appliedOffset: scroll.appliedOffset,
            offsetRange: scroll.offsetRange)
    }

    private static func makeFramebuffer(_ viewport: Viewport) -> Framebuffer {
        do {
            return try Framebuffer(width: viewport.pixelWidth, height: viewport.pixelHeight, color: .white)
        } catch {
            preconditionFailure("a validated viewport always fits: \(error)")
        }
    }
}
