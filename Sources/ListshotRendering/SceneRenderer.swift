import ListshotRaster
import ListshotScenes
import ListshotViews

/// A frame drawn at an offset, and where the table really was.
public struct RenderedFrame: Sendable {
    /// The frame's premultiplied pixels, `viewport.pixelWidth` × `viewport.pixelHeight`.
    public let framebuffer: Framebuffer
    /// Where the table was scrolled to: the offset asked for, the one drawn, the range.
    public let scroll: SceneRenderer.Scroll

    /// The offset asked for; `nil` for the default, the top of the scrollable range.
    public var requestedOffset: Double? { scroll.requestedOffset }
    /// The offset drawn: the requested one clamped into ``offsetRange``.
    public var appliedOffset: Double { scroll.appliedOffset }
    /// The offsets the table can scroll over.
    public var offsetRange: ClosedRange<Double> { scroll.offsetRange }
    /// True when the requested offset was outside the scrollable range.
    public var wasClamped: Bool { scroll.wasClamped }
}

/// Scrolls a scene's table to an offset and draws the viewport.
public enum SceneRenderer {
    /// The most rows, headers and footers one frame may have in view at once: 10,000.
    ///
    /// A frame's work grows with what is in view; rows of a thousandth of a point, or a
    /// viewport millions of points tall, would make and draw millions of cells for one
    /// frame. Such a scene is refused before any cell is made (`ViewportError/tooManyItems(count:limit:offset:)`).
    public static let maximumItemsInView = 10_000

    /// Where a scene's table was scrolled to.
    public struct Scroll: Sendable {
        /// The offset asked for; `nil` when none was, which means the top of the scrollable range.
        public let requestedOffset: Double?
        /// The offset the table is at: the requested one clamped into ``offsetRange``.
        public let appliedOffset: Double
        /// The offsets the table can scroll over.
        public let offsetRange: ClosedRange<Double>

        /// True when an offset was asked for and it was outside the scrollable range.
        public var wasClamped: Bool { requestedOffset.map { $0 != appliedOffset } ?? false }
    }

    /// Lays `scene`'s list out in `viewport`: gives it the viewport's frame and, for a scene
    /// with bars (`ChromeScene`), the inset they leave expanded, its resting inset. The
    /// command the reads below follow: ``offsetRange(of:)`` and ``scroll(_:to:)`` read and
    /// move the list where this leaves it, and lay nothing out themselves.
    ///
    /// - Parameters:
    ///   - scene: the scene whose list to lay out.
    ///   - viewport: the size to lay the list out in, in points (the scale is not used, so
    ///     `listshot layout` needs no drawable viewport).
    public static func layout(_ scene: any Scene, in viewport: Viewport) {
        let list = scene.listView
        list.frame = viewport.bounds
        if let chrome = (scene as? any ChromeScene)?.chrome { list.contentInset = chrome.restingContentInset }
    }

    /// The offsets `scene`'s list can scroll over along its scroll axis, where
    /// ``layout(_:in:)`` left it: what ``scroll(_:to:)`` clamps into. Reads only; for a new
    /// scene laid out in a viewport, the range is the one every new scene of its kind has
    /// there. A scene with bars is measured with them expanded.
    public static func offsetRange(of scene: any Scene) -> ClosedRange<Double> {
        scene.listView.contentOffsetRange
    }

    /// Scrolls the list ``layout(_:in:)`` laid out to `offset` along its layout's axis (y for
    /// a table or a wheel, x for a horizontal list), clamped into ``offsetRange(of:)``: what
    /// `render` draws and `listshot layout` prints. A list moves once after each layout: one
    /// scrolled before keeps the inset its bars collapsed to, so it is laid out again first.
    ///
    /// - Parameters:
    ///   - scene: the scene whose list to scroll.
    ///   - offset: the offset along the scroll axis; `nil` scrolls to the start,
    ///     `-contentInset.top` (`.left` when scrolling on x), as a new UIKit scroll view starts.
    /// - Throws: `ViewportError/tooManyItems(count:limit:offset:)` when more than
    ///   ``maximumItemsInView`` rows, headers and footers would be in view; no cell is
    ///   made then.
    public static func scroll(_ scene: any Scene, to offset: Double? = nil) throws(ViewportError) -> Scroll {
        precondition(offset?.isFinite ?? true, "the offset must be finite")
        let list = scene.listView
        let range = offsetRange(of: scene)
        // A list starts at its leading inset, as a new UIKit scroll view does: the top of a
        // bounded range, and the first row of a wheel that wraps (whose range is unbounded).
        let start = list.scrollAxis == .vertical ? -list.contentInset.top : -list.contentInset.left
        let applied = min(max(offset ?? start, range.lowerBound), range.upperBound)
        // Bars that collapse as the content scrolls under them leave it a shorter top inset,
        // where a plain table's headers stick (the range was measured with them expanded).
        if let chrome = (scene as? any ChromeScene)?.chrome, list.scrollAxis == .vertical {
            list.contentInset.top = chrome.contentInsetTop(forOffset: applied)
        }
        // Count what the frame would hold before any cell is made. With estimated heights
        // this counts at the estimate, which is at least a point.
        var state = list.layoutViewport
        state.origin = list.contentOffset(along: applied)
        let items = list.listLayout.numberOfElements(in: state)
        guard items <= maximumItemsInView else {
            throw .tooManyItems(count: items, limit: maximumItemsInView, offset: applied)
        }
        list.contentOffset = state.origin
        let drawn = list.scrollAxis == .vertical ? list.contentOffset.y : list.contentOffset.x
        return Scroll(requestedOffset: offset, appliedOffset: drawn, offsetRange: range)
    }

    /// ``layout(_:in:)`` in `viewport`, then ``scroll(_:to:)`` to `offset`: the two commands
    /// every frame begins with.
    ///
    /// - Throws: `ViewportError/tooManyItems(count:limit:offset:)`, as ``scroll(_:to:)``.
    public static func scroll(_ scene: any Scene, to offset: Double? = nil, viewport: Viewport) throws(ViewportError) -> Scroll {
        layout(scene, in: viewport)
        return try scroll(scene, to: offset)
    }

    /// Draws `scene` scrolled to `offset` (clamped into the scrollable range) in `viewport`,
    /// over an opaque white window.
    ///
    /// - Parameters:
    ///   - scene: the scene to draw.
    ///   - offset: the offset along the scroll axis; `nil` for the start (see ``scroll(_:to:)``).
    ///   - viewport: the size and scale to draw at, checked by its maker.
    /// - Throws: `ViewportError/tooManyItems(count:limit:offset:)` for a frame that would
    ///   show too many items at once.
    public static func render(_ scene: any Scene, offset: Double? = nil, in viewport: ValidatedViewport) throws(ViewportError) -> RenderedFrame {
        var framebuffer = makeFramebuffer(viewport)
        let scroll = try render(scene, offset: offset, in: viewport, into: &framebuffer)
        return RenderedFrame(framebuffer: framebuffer, scroll: scroll)
    }

    /// ``render(_:offset:in:)`` into a framebuffer that already exists, so that a run of
    /// frames allocates one framebuffer, not one a frame. The pixels are the same: the
    /// framebuffer is cleared first, whatever it held.
    ///
    /// - Parameters:
    ///   - scene: the scene to draw.
    ///   - offset: the offset along the scroll axis; `nil` for the start.
    ///   - viewport: the size and scale to draw at.
    ///   - framebuffer: `viewport.pixelWidth` × `viewport.pixelHeight` pixels
    ///     (`makeFramebuffer(_:)` makes one); it holds the frame when this
    ///     returns. Not touched when this throws.
    /// - Throws: `ViewportError/tooManyItems(count:limit:offset:)`, as ``render(_:offset:in:)``.
    public static func render(
        _ scene: any Scene, offset: Double? = nil, in viewport: ValidatedViewport, into framebuffer: inout Framebuffer
    ) throws(ViewportError) -> Scroll {
        precondition(
            framebuffer.width == viewport.pixelWidth && framebuffer.height == viewport.pixelHeight,
            "the framebuffer is \(framebuffer.width) × \(framebuffer.height) pixels, the viewport \(viewport.pixelWidth) × \(viewport.pixelHeight)")
        let scroll = try scroll(scene, to: offset, viewport: viewport.viewport)
        draw(scene, in: viewport, into: &framebuffer)
        return scroll
    }

    /// ``render(_:offset:in:)`` for a viewport not checked yet: checks it
    /// (`ValidatedViewport`), then draws.
    ///
    /// - Throws: `ViewportError` for a viewport that cannot be drawn or a frame that would
    ///   show too many items at once.
    public static func render(_ scene: any Scene, offset: Double? = nil, viewport: Viewport) throws(ViewportError) -> RenderedFrame {
        try render(scene, offset: offset, in: ValidatedViewport(viewport))
    }

    /// ``render(_:offset:in:into:)`` for a viewport not checked yet: checks it
    /// (`ValidatedViewport`), then draws.
    ///
    /// - Throws: `ViewportError`, as ``render(_:offset:viewport:)``; `framebuffer` is not
    ///   touched then.
    public static func render(
        _ scene: any Scene, offset: Double? = nil, viewport: Viewport, into framebuffer: inout Framebuffer
    ) throws(ViewportError) -> Scroll {
        try render(scene, offset: offset, in: ValidatedViewport(viewport), into: &framebuffer)
    }

    /// Draws `scene` where ``scroll(_:to:)`` left it, in `viewport`, over an opaque white
    /// window: the drawing half of ``render(_:offset:in:)``, for a caller that times layout
    /// and drawing apart (`listshot bench`).
    public static func draw(_ scene: any Scene, in viewport: ValidatedViewport) -> Framebuffer {
        var framebuffer = makeFramebuffer(viewport)
        draw(scene, in: viewport, into: &framebuffer)
        return framebuffer
    }

    /// Clears `framebuffer` to the window colour and draws the list into it, then the
    /// scene's bars (`ChromeScene`), if it has any.
    private static func draw(_ scene: any Scene, in viewport: ValidatedViewport, into framebuffer: inout Framebuffer) {
        let list = scene.listView
        // Laid out first (as `render(in:)` would), so the background read is the one drawn.
        if !list.isHidden && list.alpha > 0 { list.layoutIfNeeded() }
        framebuffer.clear(to: windowColor(under: list, viewport: viewport.viewport))
        // The canvas takes the framebuffer's only reference, so drawing copies no pixels.
        var canvas = Canvas(framebuffer: consume framebuffer, scale: viewport.scale)
        list.render(in: &canvas)
        // The bars, over the rows they float above, collapsed for the list's offset.
        if let chrome = (scene as? any ChromeScene)?.chrome {
            chrome.follow(list)
            chrome.render(in: &canvas)
        }
        framebuffer = canvas.framebuffer
    }

    /// What the frame is cleared to before the list draws: the white window, or the list's
    /// own background when that is opaque and covers every pixel whole, since the list's
    /// first fill would replace the white everywhere. The frame is then cleared once, and
    /// the list's fill finds nothing to change; the pixels are the same either way.
    static func windowColor(under list: ListView, viewport: Viewport) -> Color {
        guard let background = list.backgroundColor, background.alpha == 255, list.alpha >= 1, !list.isHidden,
            list.cornerRadius == 0
        else { return .white }
        let s = viewport.scale
        let covers = list.frame.minX * s <= 0 && list.frame.minY * s <= 0
            && list.frame.maxX * s >= Double(viewport.pixelWidth) && list.frame.maxY * s >= Double(viewport.pixelHeight)
        return covers ? background : .white
    }

    /// A framebuffer the size of `viewport`, filled with white.
    public static func makeFramebuffer(_ viewport: ValidatedViewport) -> Framebuffer {
        do {
            return try Framebuffer(width: viewport.pixelWidth, height: viewport.pixelHeight, color: .white)
        } catch {
            preconditionFailure("a validated viewport always fits: \(error)")
        }
    }

    /// A framebuffer the size of `viewport`, filled with white, for a caller that checked the
    /// viewport itself (`Viewport/validate()`).
    ///
    /// - Precondition: `viewport` can be drawn.
    public static func makeFramebuffer(_ viewport: Viewport) -> Framebuffer {
        do {
            return makeFramebuffer(try ValidatedViewport(viewport))
        } catch {
            preconditionFailure("the viewport cannot be drawn: \(error)")
        }
    }
}
