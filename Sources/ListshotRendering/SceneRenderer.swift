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

    /// Lays `scene`'s list out in `viewport` and scrolls it to `offset` along its layout's
    /// axis (y for a table or a wheel, x for a horizontal list), clamped into the scrollable
    /// range: what `render` draws and `listshot layout` prints.
    ///
    /// - Parameters:
    ///   - scene: the scene whose list to scroll.
    ///   - offset: the offset along the scroll axis; `nil` scrolls to the start,
    ///     `-contentInset.top` (`.left` when scrolling on x), as a new UIKit scroll view starts.
    ///   - viewport: the size and scale to lay the list out in.
    /// - Throws: `ViewportError/tooManyItems(count:limit:offset:)` when more than
    ///   ``maximumItemsInView`` rows, headers and footers would be in view; nothing is laid out then.
    public static func scroll(_ scene: any Scene, to offset: Double? = nil, viewport: Viewport) throws(ViewportError) -> Scroll {
        precondition(offset?.isFinite ?? true, "the offset must be finite")
        let list = scene.listView
        let range = offsetRange(scene, viewport: viewport)
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

    /// The offsets `scene`'s list can scroll over in `viewport`, along its scroll axis: what
    /// ``scroll(_:to:viewport:)`` clamps into. Gives the list `viewport`'s frame, which lays
    /// it out; for a new scene the range is the one every new scene of its kind has. A scene
    /// with bars (`ChromeScene`) is measured with them expanded, from its resting inset.
    public static func offsetRange(_ scene: any Scene, viewport: Viewport) -> ClosedRange<Double> {
        let list = scene.listView
        list.frame = viewport.bounds
        if let chrome = (scene as? any ChromeScene)?.chrome { list.contentInset = chrome.restingContentInset }
        return list.contentOffsetRange
    }

    /// Draws `scene` scrolled to `offset` (clamped into the scrollable range) in `viewport`,
    /// over an opaque white window.
    ///
    /// - Parameters:
    ///   - scene: the scene to draw.
    ///   - offset: the offset along the scroll axis; `nil` for the start (see ``scroll(_:to:viewport:)``).
    ///   - viewport: the size and scale to draw at.
    /// - Throws: `ViewportError` for a viewport that cannot be drawn or that would show
    ///   too many items at once.
    public static func render(_ scene: any Scene, offset: Double? = nil, viewport: Viewport) throws(ViewportError) -> RenderedFrame {
        try viewport.validate()
        var framebuffer = makeFramebuffer(viewport)
        let scroll = try render(scene, offset: offset, checkedViewport: viewport, into: &framebuffer)
        return RenderedFrame(framebuffer: framebuffer, scroll: scroll)
    }

    /// ``render(_:offset:viewport:)`` into a framebuffer that already exists, so that a run
    /// of frames allocates one framebuffer, not one a frame. The pixels are the same: the
    /// framebuffer is cleared first, whatever it held.
    ///
    /// - Parameters:
    ///   - scene: the scene to draw.
    ///   - offset: the offset along the scroll axis; `nil` for the start.
    ///   - viewport: the size and scale to draw at.
    ///   - framebuffer: `viewport.pixelWidth` × `viewport.pixelHeight` pixels
    ///     (``makeFramebuffer(_:)`` makes one); it holds the frame when this returns. Not
    ///     touched when this throws.
    /// - Throws: `ViewportError`, as ``render(_:offset:viewport:)``.
    public static func render(
        _ scene: any Scene, offset: Double? = nil, viewport: Viewport, into framebuffer: inout Framebuffer
    ) throws(ViewportError) -> Scroll {
        try viewport.validate()
        return try render(scene, offset: offset, checkedViewport: viewport, into: &framebuffer)
    }

    /// ``render(_:offset:viewport:into:)`` for a viewport its caller has checked once
    /// (``Viewport/validate()``) for a run of frames: the public entries are the library's
    /// guard, checked on every call; a run inside this module checks once.
    ///
    /// - Throws: ``ViewportError/tooManyItems(count:limit:offset:)``.
    static func render(
        _ scene: any Scene, offset: Double?, checkedViewport viewport: Viewport, into framebuffer: inout Framebuffer
    ) throws(ViewportError) -> Scroll {
        precondition(
            framebuffer.width == viewport.pixelWidth && framebuffer.height == viewport.pixelHeight,
            "the framebuffer is \(framebuffer.width) × \(framebuffer.height) pixels, the viewport \(viewport.pixelWidth) × \(viewport.pixelHeight)")
        let scroll = try scroll(scene, to: offset, viewport: viewport)
        draw(scene, viewport: viewport, into: &framebuffer)
        return scroll
    }

    /// Draws `scene` where ``scroll(_:to:viewport:)`` left it, in `viewport`, over an
    /// opaque white window: the drawing half of ``render(_:offset:viewport:)``, for a
    /// caller that times layout and drawing apart (`listshot bench`).
    ///
    /// - Precondition: `viewport` is valid (`Viewport/validate()`).
    public static func draw(_ scene: any Scene, viewport: Viewport) -> Framebuffer {
        var framebuffer = makeFramebuffer(viewport)
        draw(scene, viewport: viewport, into: &framebuffer)
        return framebuffer
    }

    /// Clears `framebuffer` to the window colour and draws the list into it, then the
    /// scene's bars (`ChromeScene`), if it has any.
    private static func draw(_ scene: any Scene, viewport: Viewport, into framebuffer: inout Framebuffer) {
        let list = scene.listView
        // Laid out first (as `render(in:)` would), so the background read is the one drawn.
        if !list.isHidden && list.alpha > 0 { list.layoutIfNeeded() }
        framebuffer.clear(to: windowColor(under: list, viewport: viewport))
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

    /// A framebuffer the size of `viewport` (which must be valid), filled with white.
    public static func makeFramebuffer(_ viewport: Viewport) -> Framebuffer {
        do {
            return try Framebuffer(width: viewport.pixelWidth, height: viewport.pixelHeight, color: .white)
        } catch {
            preconditionFailure("a validated viewport always fits: \(error)")
        }
    }
}
