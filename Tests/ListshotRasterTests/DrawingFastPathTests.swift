import Dispatch
import Foundation
import ListshotGeometry
@testable import ListshotRaster
import ListshotTestSupport
import ListshotFiles
import Testing

/// The fast paths of issue 9 draw exactly what the plain paths draw: cached ellipse masks,
/// coverage blended eight bytes at a time through a table, the fill that a uniform
/// framebuffer makes unnecessary.
///
/// Serialized: one test empties the shared ellipse cache, another overflows it.
@Suite(.serialized) struct DrawingFastPathTests {
    /// The ellipse as `fillEllipse` drew it before masks were cached: spans accumulated at
    /// the ellipse's absolute device position, row by row within the clip.
    static func referenceEllipse(_ canvas: inout Canvas, in rect: Rect, color: Color) {
        let p = canvas.pixelRect(for: rect)
        let rx = p.width / 2, ry = p.height / 2, cx = p.midX, cy = p.midY
        canvas.fillShape(bounds: p, color: color) { y, acc in
            let dy = (y - cy) / ry
            let t = 1 - dy * dy
            guard t > 0 else { return }
            let half = rx * t.squareRoot()
            acc.add(left: cx - half, right: cx + half)
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func cachedEllipsesDrawWhatTheSpansDrew(scale: Double) throws {
        // Whole and half points, quarter pixels, partly outside the framebuffer, a rounded clip.
        let rects = [
            Rect(x: 16, y: 10, width: 40, height: 40), Rect(x: 16, y: 70, width: 40, height: 40),
            Rect(x: 3.5, y: 120.25, width: 20.5, height: 11), Rect(x: -10, y: -6, width: 30, height: 30),
            Rect(x: 90, y: 150, width: 44, height: 26.75), Rect(x: 100, y: 10, width: 0.75, height: 0.75),
        ]
        for clip in [false, true] {
            for color in [Color(rgb: 0xFF3B30), Color(rgb: 0x007AFF, alpha: 140)] {
                func make() throws -> Canvas {
                    var canvas = try makeCanvas(width: Int(150 * scale), height: Int(180 * scale), scale: scale, color: .white)
                    if clip { canvas.clip(to: Rect(x: 5, y: 5, width: 120, height: 160), cornerRadii: CornerRadii(all: 18)) }
                    return canvas
                }
                var fast = try make(), plain = try make()
                for rect in rects {
                    fast.fillEllipse(in: rect, color: color)
                    Self.referenceEllipse(&plain, in: rect, color: color)
                }
                #expect(fast.framebuffer == plain.framebuffer, "clip \(clip), colour \(color), scale \(scale)")
            }
        }
    }

    @Test func anEllipseMaskDoesNotDependOnWhatTheCacheHeld() throws {
        let rect = Rect(x: 10.3, y: 7.6, width: 40.7, height: 25.1)
        EllipseCoverage.cache.withLock { $0.removeAll() }
        var cold = try makeCanvas(width: 120, height: 90, scale: 2, color: .black)
        cold.fillEllipse(in: rect, color: .white)
        let ellipse = try #require(EllipseCoverage(inscribedIn: cold.pixelRect(for: rect)))
        #expect(ellipse.cachedMask() === ellipse.cachedMask(), "kept, not computed again")
        var warm = try makeCanvas(width: 120, height: 90, scale: 2, color: .black)
        warm.fillEllipse(in: rect, color: .white)
        #expect(cold.framebuffer == warm.framebuffer)
        // Too large to cache: only the clipped part is computed, to the same bytes.
        let big = EllipseCoverage(inscribedIn: Rect(x: 0.25, y: 0.5, width: 400.5, height: 300))!
        #expect(big.columns * big.rows > EllipseCoverage.maximumCachedPixels)
        let whole = big.coverage(columns: 0..<big.columns, rows: 0..<big.rows)
        let part = big.coverage(columns: 37..<211, rows: 120..<181)
        for row in 120..<181 {
            let expected = whole[(row * big.columns + 37)..<(row * big.columns + 211)]
            #expect(Array(part[((row - 120) * 174)..<((row - 119) * 174)]) == Array(expected))
        }
    }

    @Test func threadsSharingTheEllipseCacheDrawWhatOneThreadDraws() throws {
        // Many sizes, so the threads insert, find and (past 256) empty the cache together.
        @Sendable func frame(_ first: Int) throws -> Framebuffer {
            var canvas = try makeCanvas(width: 200, height: 200, scale: 2, color: .white)
            for i in 0..<300 {
                let size = 4 + Double((first + i) % 300) / 8
                canvas.fillEllipse(in: Rect(x: Double(i % 10) * 9.5, y: Double(i / 10) * 3.25, width: size, height: size * 0.75), color: .black)
            }
            return canvas.framebuffer
        }
        let expected = try [frame(0), frame(150)]
        let results = Lock<[Framebuffer?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let drawn = try? frame(i * 150)
            results.withLock { $0[i] = drawn }
        }
        #expect(results.withLock { $0 } == expected)
    }

    @Test func anEllipseIsTheSameBytesOnEveryWholePixel() throws {
        var canvas = try makeCanvas(width: 300, height: 300, scale: 2, color: .white)
        canvas.fillEllipse(in: Rect(x: 4.25, y: 3.5, width: 20, height: 20), color: .black)
        canvas.fillEllipse(in: Rect(x: 104.25, y: 53.5, width: 20, height: 20), color: .black)
        let fb = canvas.framebuffer
        for y in 7..<48 {
            for x in 8..<50 { #expect(fb.pixel(x: x, y: y) == fb.pixel(x: x + 200, y: y + 100)) }
        }
    }

    /// Blends `mask` through `table` the plain way: one pixel at a time, from a mapped copy.
    static func referenceBlend(
        _ fb: inout Framebuffer, mask: [UInt8], width: Int, height: Int, x: Int, y: Int, color: Color, table: [UInt8]?
    ) {
        let src = PixelMath.premultiplied(color)
        for row in 0..<height {
            for column in 0..<width {
                let px = x + column, py = y + row
                guard px >= 0, px < fb.width, py >= 0, py < fb.height else { continue }
                let raw = mask[row * width + column]
                let cov = UInt32(table.map { $0[Int(raw)] } ?? raw)
                guard cov > 0 else { continue }
                let index = py * fb.width + px
                fb.pixels[index] = PixelMath.sourceOver(cov == 255 ? src : PixelMath.scale(src, by: cov), onto: fb.pixels[index])
            }
        }
    }

    @Test func blendingThroughATableIsBlendingAMappedCopy() throws {
        var random = SplitMix64(seed: 9)
        // Runs of 0 and 255 longer than eight bytes, and noise, in rows of odd widths.
        let width = 37, height = 23
        let mask = (0..<(width * height)).map { i -> UInt8 in
            switch (i / 11) % 4 {
            case 0: return 0
            case 1: return 255
            default: return UInt8(truncatingIfNeeded: random.next())
            }
        }
        let tables: [[UInt8]?] = [nil, (0..<256).map { UInt8(255 - $0) }, (0..<256).map { UInt8(min(255, $0 * 2)) }]
        for table in tables {
            for color in [Color.black, Color(rgb: 0x8E8E93), Color(rgb: 0x34C759, alpha: 128)] {
                for background in [Color.white, Color(rgb: 0x202020), Color(rgb: 0xFFFFFF, alpha: 200)] {
                    var canvas = try makeCanvas(width: 60, height: 40, color: background)
                    canvas.fill(Rect(x: 20, y: 0, width: 7, height: 40), color: Color(rgb: 0x5856D6))
                    var expected = canvas.framebuffer
                    let colors = canvas.maskColors(color, through: table)
                    mask.withUnsafeBufferPointer { m in
                        canvas.blend(mask: m, width: width, height: height, rowBytes: width, atPixelX: 30, y: 25, colors: colors)
                        if table == nil {
                            // And the plain entry point, a second time over the first.
                            canvas.blend(mask: m, width: width, height: height, rowBytes: width, atPixelX: 2, y: -3, color: color)
                        }
                    }
                    Self.referenceBlend(&expected, mask: mask, width: width, height: height, x: 30, y: 25, color: color, table: table)
                    if table == nil {
                        Self.referenceBlend(&expected, mask: mask, width: width, height: height, x: 2, y: -3, color: color, table: nil)
                    }
                    #expect(canvas.framebuffer == expected, "table \(table == nil ? "none" : "\(table![0])…"), \(color) over \(background)")
                }
            }
        }
    }

    @Test func maskColorsFollowTheOpacityAndTheClip() throws {
        let mask = (0..<(16 * 12)).map { UInt8(($0 * 29) % 256) }
        let table = (0..<256).map { UInt8(min(255, $0 + 40)) }
        var canvas = try makeCanvas(width: 40, height: 30, color: .white)
        let colors = canvas.maskColors(Color(rgb: 0xAF52DE), through: table)
        // Made at opacity 1, used at 0.4 and under a rounded clip: as blending a mapped copy there.
        canvas.save()
        canvas.multiplyOpacity(0.4)
        canvas.clip(to: Rect(x: 2, y: 2, width: 30, height: 22), cornerRadii: CornerRadii(all: 7))
        var plain = canvas
        mask.withUnsafeBufferPointer { m in
            canvas.blend(mask: m, width: 16, height: 12, rowBytes: 16, atPixelX: 1, y: 1, colors: colors)
        }
        let mapped = mask.map { table[Int($0)] }
        mapped.withUnsafeBufferPointer { m in
            plain.blend(mask: m, width: 16, height: 12, rowBytes: 16, atPixelX: 1, y: 1, color: Color(rgb: 0xAF52DE))
        }
        #expect(canvas.framebuffer == plain.framebuffer)
        #expect(canvas.framebuffer.color(x: 8, y: 8) != .white)
    }

    @Test func aFillOverTheSameColourChangesNothingAndAWriteForgetsTheUniformColour() throws {
        var canvas = try makeCanvas(width: 40, height: 30, scale: 2, color: .white)
        #expect(canvas.framebuffer.uniformPixel == UInt32.max)
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 15), color: .white)  // skipped: it is white already
        #expect(canvas.framebuffer.uniformPixel == UInt32.max)
        canvas.fill(Rect(x: 3, y: 3, width: 2, height: 2), color: .black)
        #expect(canvas.framebuffer.uniformPixel == nil)
        // Must paint now, although the framebuffer was white everywhere before.
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 15), color: .white)
        #expect(canvas.framebuffer == (try Framebuffer(width: 40, height: 30, color: .white)))
        #expect(canvas.framebuffer.uniformPixel == UInt32.max, "a fill of every pixel leaves it uniform")
        // A fill of half pixels blends, and is not skipped.
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 15), color: Color(rgb: 0xFF0000, alpha: 128))
        #expect(canvas.framebuffer.uniformPixel == nil)
        #expect(canvas.framebuffer.color(x: 10, y: 10) != .white)
    }

    /// `Framebuffer.fill` writes every pixel: by `memset` for four equal bytes, by copies
    /// of a 1,024-pixel block otherwise, whatever the count is against the block.
    @Test(arguments: [1, 2, 3, 1023, 1024, 1025, 2048, 2049, 5000])
    func aFillWritesEveryPixel(count: Int) {
        for value: UInt32 in [0xFFFF_FFFF, 0, 0x8080_8080, 0xFF34_5678, 0x0100_0001] {
            var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: count + 1)
            pixels.withUnsafeMutableBufferPointer { Framebuffer.fill(.init(rebasing: $0[..<count]), with: value) }
            let written = pixels.prefix(count).allSatisfy { $0 == value }
            #expect(written, "\(count) pixels of \(value)")
            #expect(pixels[count] == 0xDEAD_BEEF, "nothing past the end")
        }
    }

    /// A framebuffer's pixels are advised huge pages before they are touched (issue 37,
    /// item 2): the kernel's flags for the mapping that holds them say `hg`.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/smaps"), "needs Linux's /proc/self/smaps"))
    func aFramebuffersPixelsAreAdvisedHugePages() throws {
        let framebuffer = try Framebuffer(width: 1024, height: 1024)  // 4 MiB: a whole 2 MiB page inside
        let start = framebuffer.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let huge: UInt = 2 << 20
        let page = (start + huge - 1) & ~(huge - 1)
        let smaps = String(decoding: try readFile("/proc/self/smaps"), as: UTF8.self)  // (its size reads 0)
        var flags: String?
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = bounds.count == 2 && bounds[0] <= page && page < bounds[1]
            } else if inside, line.hasPrefix("VmFlags:") {
                flags = String(line)
            }
        }
        let advised = try #require(flags).split(separator: " ").contains("hg")
        #expect(advised, "\(flags ?? "")")
        withExtendedLifetime(framebuffer) {}
    }

    /// `clear(to:)` skips a framebuffer known to hold that colour everywhere, and only then:
    /// after a pixel is written, a clear to the same colour clears it.
    @Test func aClearIsSkippedOnlyWhileEveryPixelHoldsTheColour() throws {
        let white = try Framebuffer(width: 8, height: 8, color: .white)
        var framebuffer = white
        framebuffer.clear(to: .white)
        #expect(framebuffer == white)
        framebuffer.setColor(.black, x: 3, y: 3)
        framebuffer.clear(to: .white)
        #expect(framebuffer == white, "the black pixel is cleared")
        var canvas = try makeCanvas(width: 8, height: 8, scale: 1, color: .white)
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: .red)
        var drawn = canvas.framebuffer
        drawn.clear(to: .white)
        #expect(drawn == white, "what a canvas drew is cleared")
    }

    @Test func opaqueMeansEveryPixel() throws {
        for index in [0, 4095, 4096, 40 * 200 - 1] {
            var fb = try Framebuffer(width: 40, height: 200, color: .white)
            let before = fb.isOpaque  // (not inside #expect, which would print every pixel)
            #expect(before)
            fb.setColor(Color(rgb: 0x123456, alpha: 254), x: index % 40, y: index / 40)
            let after = fb.isOpaque
            #expect(!after, "a translucent pixel at \(index)")
        }
        #expect(!(try Framebuffer(width: 3, height: 3)).isOpaque)
    }
}
