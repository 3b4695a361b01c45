import CListshotPNG
import ListshotFiles

/// Writes framebuffers of one size as an animated PNG (APNG) that plays in every browser.
///
/// The file is a PNG whose first frame is its ordinary image, so a viewer that knows
/// nothing of animation (and ``PNGDecoder``) shows the first frame. After the IHDR come an
/// acTL (the number of frames; plays 0, without end, unless told), the text of
/// ``PNGEncodingOptions/text``, and for each frame an fcTL and its data: the first in an
/// IDAT, each later one in an fdAT holding only the rectangle of pixels that changed since
/// the frame before (the whole canvas when all changed, one pixel when none did), drawn
/// with dispose "none" and blend "source", so every frame shows exactly its framebuffer.
/// fcTL and fdAT chunks are numbered 0, 1, 2, … in file order.
///
/// The file is RGB when every frame is opaque, else RGBA, compressed as ``PNGEncoder``
/// compresses (``PNGEncodingOptions``): the same frames, delays and options give the same
/// bytes. See <https://wiki.mozilla.org/APNG_Specification>.
///
/// ```swift
/// let delays = Array(repeating: APNGDelay(framesPerSecond: 30), count: frames.count)
/// try APNGEncoder.write(frames: frames, delays: delays, to: "scroll.png")
/// ```
///
/// A long animation can be given a frame at a time instead, so that its frames need not
/// all be in memory: ``begin(width:height:frameCount:plays:opaque:)``, ``add(_:delay:)``
/// for each frame, then ``finish(into:)`` or `finish(to:)`. So that the file need not be
/// in memory either, write it out as it is made: ``flush(to:)`` after `begin` and after
/// each frame, then ``finish(to:)-(AtomicFile.Stream)``, and commit the stream:
///
/// ```swift
/// let stream = try AtomicFile.Stream(path: "scroll.png")
/// try encoder.begin(width: 780, height: 1200, frameCount: frames.count, opaque: true)
/// try encoder.flush(to: stream)
/// for frame in frames {
///     try encoder.add(frame, delay: APNGDelay(framesPerSecond: 30))
///     try encoder.flush(to: stream)
/// }
/// try encoder.finish(to: stream)
/// try stream.commit()
/// ```
///
/// An encoder is not `Sendable`: use each one from one thread at a time.
public final class APNGEncoder {
    /// The options every animation of this encoder is written with.
    public var options: PNGEncodingOptions { still.options }
    /// The still encoder whose compressors, buffers and text the animation uses.
    private let still: PNGEncoder
    /// The file ``write(frames:delays:plays:to:)`` encodes into, kept for the next one.
    private var file: [UInt8] = []
    /// The frame added last, which the next is compared with.
    private var previous: Framebuffer?
    /// The size of the animation begun, in pixels; `nil` when none is.
    private var size: (width: Int, height: Int)?
    /// The most bytes of the file the encoder held at once, as handed out by ``flush(to:)``
    /// and ``finish(into:)``: a seam for tests of what streaming keeps in memory.
    private(set) var mostBytesHeld = 0

    /// An encoder writing with `options`.
    ///
    /// - Throws: ``PNGError``, as ``PNGEncoder/init(options:)`` does.
    public init(options: PNGEncodingOptions = .init()) throws(PNGError) {
        still = try PNGEncoder(options: options)
    }

    /// Replaces the contents of `png` with the animated PNG of `frames`, each shown for its
    /// delay, the whole played `plays` times (0: without end).
    ///
    /// - Parameters:
    ///   - frames: at least one framebuffer, all of one size.
    ///   - delays: one for each frame.
    ///   - plays: 0…2³¹ − 1.
    ///   - png: replaced by the file's bytes.
    /// - Throws: ``PNGError`` of kind `.invalidArgument` (no frames, frames of different
    ///   sizes, a delay count that is not the frame count, plays out of range), `.tooLarge`
    ///   or `.outOfMemory`, with no path; `png` is then empty.
    public func encode(frames: [Framebuffer], delays: [APNGDelay], plays: Int = 0, into png: inout [UInt8]) throws(PNGError) {
        png.removeAll(keepingCapacity: true)
        try Self.check(frames: frames, delays: delays, plays: plays)
        try begin(width: frames[0].width, height: frames[0].height, frameCount: frames.count, plays: plays, opaque: frames.allSatisfy(\.isOpaque))
        for (frame, delay) in zip(frames, delays) { try add(frame, delay: delay) }
        try finish(into: &png)
    }

    /// Starts an animation of `frameCount` frames that are added one at a time
    /// (``add(_:delay:)``), then written by ``finish(into:)``: only the frame before and the
    /// compressed file are kept, so a long animation needs no memory for its frames.
    ///
    /// - Parameters:
    ///   - width: the frames' width in pixels.
    ///   - height: the frames' height in pixels.
    ///   - frameCount: how many frames will be added, at least 1.
    ///   - plays: 0 (without end) … 2³¹ − 1.
    ///   - opaque: true when every frame will be opaque (an RGB file; a frame that is not is
    ///     then refused), false for RGBA.
    /// - Throws: ``PNGError`` of kind `.invalidArgument` or `.outOfMemory`. Beginning again
    ///   abandons an animation that was not finished.
    public func begin(width: Int, height: Int, frameCount: Int, plays: Int = 0, opaque: Bool) throws(PNGError) {
        previous = nil
        let limit = Int(Int32.max)
        guard (1...limit).contains(width), (1...limit).contains(height), (1...limit).contains(frameCount) else {
            throw PNGError(.invalidArgument, message: "cannot animate \(frameCount) frames of \(width) × \(height) pixels")
        }
        guard (0...limit).contains(plays) else {
            throw PNGError(.invalidArgument, message: "plays must be 0 (without end) … \(Int32.max), got \(plays)")
        }
        try call { message in
            lspng_apng_begin(
                still.encoder, UInt32(width), UInt32(height), UInt32(frameCount), UInt32(plays), opaque ? 3 : 4,
                message.baseAddress, message.count)
        }
        size = (width, height)
    }

    /// Adds the next frame of the animation ``begin(width:height:frameCount:plays:opaque:)``
    /// started, shown for `delay`: the pixels that changed since the frame before.
    ///
    /// - Throws: ``PNGError`` of kind `.invalidArgument` for a frame of another size, one
    ///   more than announced, or one that is not opaque in an opaque animation.
    public func add(_ frame: Framebuffer, delay: APNGDelay) throws(PNGError) {
        guard let size else { throw PNGError(.invalidArgument, message: "a frame added, but no animation was begun") }
        guard frame.width == size.width, frame.height == size.height else {
            throw PNGError(
                .invalidArgument, message: "a \(frame.width) × \(frame.height) frame added to an animation of \(size.width) × \(size.height)")
        }
        let rect = previous.map { Self.changedRect(from: $0, to: frame) } ?? frame.bounds
        try add(frame, rect: rect, delay: delay)
        previous = frame
    }

    /// Ends the animation after its last frame and replaces the contents of `png` with the file.
    ///
    /// - Throws: ``PNGError`` of kind `.invalidArgument` when not every announced frame was
    ///   added; the animation is abandoned then, and `png` is empty.
    public func finish(into png: inout [UInt8]) throws(PNGError) {
        png.removeAll(keepingCapacity: true)
        previous = nil
        size = nil
        try call { message in
            var data: UnsafePointer<UInt8>? = nil
            var size = 0
            let status = lspng_apng_finish(still.encoder, &data, &size, message.baseAddress, message.count)
            if status == LSPNG_OK, let data { png.append(contentsOf: UnsafeBufferPointer(start: data, count: size)) }
            return status
        }
        mostBytesHeld = max(mostBytesHeld, png.count)
    }

    /// Writes the bytes of the animation made since it began, or since the last flush, to
    /// `stream`, and forgets them: flushed after each step, the encoder holds one frame's
    /// bytes, whatever the number of frames. The file is the same, byte for byte.
    ///
    /// - Throws: ``PNGError`` of kind `.invalidArgument` when no animation is begun (an
    ///   encoding failure), `FileError` naming the stream's path when the bytes cannot be
    ///   written (a file failure, the files layer's own error).
    public func flush(to stream: AtomicFile.Stream) throws {
        var bytes: UnsafePointer<UInt8>? = nil
        var count = 0
        try call { message in lspng_apng_take(still.encoder, &bytes, &count, message.baseAddress, message.count) }
        mostBytesHeld = max(mostBytesHeld, count)
        guard let bytes, count > 0 else { return }
        try stream.write(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// Ends the animation after its last frame and writes the rest of the file to `stream`
    /// (see ``flush(to:)``); commit the stream to put the file in place.
    ///
    /// - Throws: ``PNGError`` when encoding fails, as ``finish(into:)`` does; `FileError`
    ///   when writing does, as ``flush(to:)``.
    public func finish(to stream: AtomicFile.Stream) throws {
        var rest: [UInt8] = []
        try finish(into: &rest)
        try stream.write(rest)
    }

    /// Finishes the animation and writes it to `path` atomically (see `AtomicFile`).
    ///
    /// - Throws: ``PNGError`` naming `path` when encoding fails, `FileError` when writing
    ///   does; on failure no file or temporary file is left.
    public func finish(to path: String) throws {
        try PNGEncoder.write(to: path, through: &file) { png throws(PNGError) in try finish(into: &png) }
    }

    /// Encodes the animation and writes it to `path` atomically (see `AtomicFile`).
    ///
    /// - Throws: ``PNGError`` naming `path` when encoding fails, `FileError` when writing
    ///   does; on failure no file or temporary file is left.
    public func write(frames: [Framebuffer], delays: [APNGDelay], plays: Int = 0, to path: String) throws {
        try PNGEncoder.write(to: path, through: &file) { png throws(PNGError) in
            try encode(frames: frames, delays: delays, plays: plays, into: &png)
        }
    }

    /// The animated PNG of `frames`, from a new encoder (see ``encode(frames:delays:plays:into:)``).
    public static func encode(
        frames: [Framebuffer], delays: [APNGDelay], plays: Int = 0, options: PNGEncodingOptions = .init()
    ) throws(PNGError) -> [UInt8] {
        var png: [UInt8] = []
        try APNGEncoder(options: options).encode(frames: frames, delays: delays, plays: plays, into: &png)
        return png
    }

    /// Encodes the animation with a new encoder and writes it to `path` atomically.
    ///
    /// - Throws: ``PNGError`` naming `path` when encoding fails, `FileError` when writing
    ///   does; on failure no file or temporary file is left.
    public static func write(
        frames: [Framebuffer], delays: [APNGDelay], plays: Int = 0, to path: String, options: PNGEncodingOptions = .init()
    ) throws {
        var png: [UInt8] = []
        try PNGEncoder.write(to: path, through: &png) { png throws(PNGError) in
            try APNGEncoder(options: options).encode(frames: frames, delays: delays, plays: plays, into: &png)
        }
    }

    /// The smallest rectangle holding every pixel that differs between `old` and `new` (of
    /// one size); one pixel at the origin when none does (an fcTL's rectangle is never empty).
    static func changedRect(from old: Framebuffer, to new: Framebuffer) -> PixelRect {
        let width = new.width
        var top = -1, bottom = -1, left = width, right = -1
        old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                for y in 0..<new.height {
                    let row = y * width
                    var first = -1
                    for x in 0..<width where a[row + x] != b[row + x] {
                        first = x
                        break
                    }
                    guard first >= 0 else { continue }
                    var last = width - 1
                    while a[row + last] == b[row + last] { last -= 1 }
                    if top < 0 { top = y }
                    bottom = y
                    left = min(left, first)
                    right = max(right, last)
                }
            }
        }
        guard top >= 0 else { return PixelRect(x: 0, y: 0, width: 1, height: 1) }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Refuses what the C encoder would, with messages in Swift's words.
    private static func check(frames: [Framebuffer], delays: [APNGDelay], plays: Int) throws(PNGError) {
        guard let first = frames.first else { throw PNGError(.invalidArgument, message: "an animation needs at least one frame") }
        if let other = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
            throw PNGError(
                .invalidArgument,
                message: "frame \(other) is \(frames[other].width) × \(frames[other].height) pixels, frame 0 \(first.width) × \(first.height); an animation's frames have one size")
        }
        guard delays.count == frames.count else {
            throw PNGError(.invalidArgument, message: "\(delays.count) delays for \(frames.count) frames; give one delay a frame")
        }
    }

    /// Adds `rect` of `frame` as the next frame, shown for `delay`.
    private func add(_ frame: Framebuffer, rect: PixelRect, delay: APNGDelay) throws(PNGError) {
        let error = frame.withUnsafePremultipliedBytes { pixels in
            let rowStride = frame.width * 4
            var cFrame = lspng_apng_frame(
                pixels: pixels.baseAddress! + rect.y * rowStride + rect.x * 4, row_stride: rowStride,
                x: UInt32(rect.x), y: UInt32(rect.y), width: UInt32(rect.width), height: UInt32(rect.height),
                delay_numerator: delay.numerator, delay_denominator: delay.denominator,
                dispose: LSPNG_APNG_DISPOSE_NONE, blend: LSPNG_APNG_BLEND_SOURCE)
            return withMessageBuffer { message in
                PNGError(
                    status: lspng_apng_add_frame(still.encoder, &cFrame, options.filter.cValue, message.baseAddress, message.count),
                    message: message)
            }
        }
        if let error { throw error }
    }

    /// Runs a C call that writes its message into the buffer, throwing when it fails.
    private func call(_ body: (UnsafeMutableBufferPointer<CChar>) -> lspng_status) throws(PNGError) {
        let error = withMessageBuffer { message in PNGError(status: body(message), message: message) }
        if let error { throw error }
    }
}
