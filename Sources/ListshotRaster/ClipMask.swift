import ListshotGeometry

/// An anti-aliased clip: 8-bit coverage over a rectangle of device pixels (0 outside it).
///
/// Immutable once made, its bytes in storage of their own: the canvas's `save()` shares
/// it, a narrower clip makes a new one, and pointers to its rows stay valid while it lives.
struct ClipMask: Sendable {
    /// The pixels the coverage covers.
    let bounds: PixelRect
    private let storage: Storage

    /// Per row, the longest run of columns (absolute) where the coverage is 255: there the
    /// clip changes nothing, and fills keep their fast paths.
    private let solidRuns: [Range<Int>]

    /// `bounds.height` rows of `bounds.width` coverages, 0…255; `solidRuns`, when known,
    /// gives per row a run of absolute columns whose coverage is 255 (found otherwise).
    init(bounds: PixelRect, coverage: [UInt8], solidRuns known: [Range<Int>]? = nil) {
        precondition(coverage.count == bounds.width * bounds.height)
        self.bounds = bounds
        self.storage = Storage(coverage)
        if let known {
            precondition(known.count == bounds.height)
            self.solidRuns = known
            return
        }
        var runs: [Range<Int>] = []
        runs.reserveCapacity(bounds.height)
        let width = bounds.width
        coverage.withUnsafeBufferPointer { c in
            for y in 0..<bounds.height {
                var best = 0..<0, x = 0
                let row = y * width
                while x < width {
                    guard c[row + x] == 255 else {
                        x += 1
                        continue
                    }
                    let start = x
                    while x < width && c[row + x] == 255 { x += 1 }
                    if x - start > best.count { best = start..<x }
                }
                runs.append((best.lowerBound + bounds.x)..<(best.upperBound + bounds.x))
            }
        }
        self.solidRuns = runs
    }

    /// True when every pixel of `bounds` is covered whole: the clip is the rectangle alone.
    var isSolid: Bool { solidRuns.allSatisfy { $0.count == bounds.width } }

    /// The columns of device row `y` (inside `bounds`) where the coverage is 255, in one run.
    @inline(__always)
    func solidRun(_ y: Int) -> Range<Int> { solidRuns[y - bounds.y] }

    private final class Storage: @unchecked Sendable {
        // Written only in `init`, then read-only: safe to share between threads.
        let bytes: UnsafeMutableBufferPointer<UInt8>
        init(_ coverage: [UInt8]) {
            bytes = .allocate(capacity: max(1, coverage.count))
            _ = bytes.initialize(from: coverage)
        }
        deinit { bytes.deallocate() }
    }

    /// One row of the mask, indexed by absolute device column.
    struct Row {
        let base: UnsafePointer<UInt8>
        let originX: Int
        @inline(__always) subscript(column: Int) -> UInt8 { base[column - originX] }
    }

    /// The mask's row at device row `y` (inside `bounds`); valid while this mask lives.
    @inline(__always)
    func row(_ y: Int) -> Row {
        Row(base: UnsafePointer(storage.bytes.baseAddress! + (y - bounds.y) * bounds.width), originX: bounds.x)
    }

    /// The coverage at device pixel (`x`, `y`), 0 outside `bounds`.
    func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x, x < bounds.maxX, y >= bounds.y, y < bounds.maxY else { return 0 }
        return row(y)[x]
    }

    /// Runs `body` with a function giving the row at a device row, keeping the mask alive.
    @inline(__always)
    func withRows<R>(_ body: ((Int) -> Row) -> R) -> R {
        withExtendedLifetime(storage) { body(row) }
    }
}

extension Canvas {
    /// Narrows the clip to `rect` (in points) with rounded corners, anti-aliased: from now on
    /// every primitive's coverage is multiplied by the rounded rectangle's coverage of each
    /// pixel, computed as ``fill(_:cornerRadii:color:)`` computes it (and, with no radii,
    /// as ``fill(_:color:)`` does: exact area). Nested clips multiply, rounded to nearest;
    /// `restore()` brings back the clip that `save()` pushed.
    ///
    /// Unlike ``clip(to:)``, the edges are not snapped to device pixels. A clip that covers
    /// every pixel of its bounds whole (pixel-aligned, no radii) costs nothing afterwards:
    /// it narrows the clip rectangle only, and every primitive keeps its fast path.
    ///
    /// - Parameters:
    ///   - rect: the rectangle, in points in the current coordinates.
    ///   - radii: the corners' radii in points, scaled down together when they overlap.
    public mutating func clip(to rect: Rect, cornerRadii radii: CornerRadii) {
        let p = pixelRect(for: rect)
        guard p.width > 0, p.height > 0, p.minX.isFinite, p.minY.isFinite, p.maxX.isFinite, p.maxY.isFinite else {
            state.clip = PixelRect(x: state.clip.x, y: state.clip.y, width: 0, height: 0)
            state.mask = nil
            return
        }
        let clip = state.clip
        let region = clip.intersection(Self.outerPixels(of: p, within: clip))
        guard !region.isEmpty else {
            state.clip = region
            state.mask = nil
            return
        }
        let mask: ClipMask
        if radii.isZero {
            mask = Self.rectMask(p, region: region)
        } else {
            mask = Self.roundedRectMask(p, radii: radii.scaled(by: scale).fitted(width: p.width, height: p.height), region: region)
        }
        state.clip = region
        guard let outer = state.mask else {
            // A clip that covers every pixel of its rectangle whole is the rectangle alone,
            // which keeps the fast paths.
            state.mask = mask.isSolid ? nil : mask
            return
        }
        var product = [UInt8](repeating: 0, count: region.width * region.height)
        outer.withRows { outerRow in
            mask.withRows { innerRow in
                for y in 0..<region.height {
                    let a = outerRow(region.y + y), b = innerRow(region.y + y)
                    for x in 0..<region.width {
                        let column = region.x + x
                        product[y * region.width + x] = UInt8(PixelMath.div255(UInt32(a[column]) * UInt32(b[column])))
                    }
                }
            }
        }
        let nested = ClipMask(bounds: region, coverage: product)
        state.mask = nested.isSolid ? nil : nested
    }

    /// The whole device pixels `p` touches, clamped near `clip` so they fit in an `Int`.
    static func outerPixels(of p: Rect, within clip: PixelRect) -> PixelRect {
        func clamp(_ v: Double, _ lo: Int, _ hi: Int) -> Int { Int(min(max(v, Double(lo)), Double(hi))) }
        let x0 = clamp(p.minX.rounded(.down), clip.x - 1, clip.maxX + 1)
        let x1 = clamp(p.maxX.rounded(.up), clip.x - 1, clip.maxX + 1)
        let y0 = clamp(p.minY.rounded(.down), clip.y - 1, clip.maxY + 1)
        let y1 = clamp(p.maxY.rounded(.up), clip.y - 1, clip.maxY + 1)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Exact-area coverage of `p` (device pixels) over `region`, as `fill(pixelRect:)` computes it.
    static func rectMask(_ p: Rect, region: PixelRect) -> ClipMask {
        let x0 = Subpixel.fixed(p.minX, clampedTo: region.x, region.maxX), x1 = Subpixel.fixed(p.maxX, clampedTo: region.x, region.maxX)
        let y0 = Subpixel.fixed(p.minY, clampedTo: region.y, region.maxY), y1 = Subpixel.fixed(p.maxY, clampedTo: region.y, region.maxY)
        var result = [UInt8](repeating: 0, count: region.width * region.height)
        var runs: [Range<Int>] = []
        // Columns covered whole horizontally; rows covered whole vertically have them solid.
        let inner = ((x0 + 255) >> 8)..<max((x0 + 255) >> 8, x1 >> 8)
        for y in 0..<region.height {
            let cy = Subpixel.coverage(ofPixel: region.y + y, from: y0, to: y1)
            for x in 0..<region.width {
                let area = Subpixel.coverage(ofPixel: region.x + x, from: x0, to: x1) * cy
                result[y * region.width + x] = UInt8(Subpixel.coverage8(area: area))
            }
            runs.append(cy == 256 ? inner : region.x..<region.x)
        }
        return ClipMask(bounds: region, coverage: result, solidRuns: runs)
    }

    /// Coverage of the rounded rectangle `p` (device pixels, fitted radii) over `region`,
    /// as `fill(_:cornerRadii:color:)` computes it: 16 sub-scanlines per row. Only the
    /// columns near the edges are accumulated; those every sub-scanline covers whole are
    /// 255, and a row with the same spans as the one above is a copy of it.
    static func roundedRectMask(_ p: Rect, radii: CornerRadii, region: PixelRect) -> ClipMask {
        let w = region.width
        var result = [UInt8](repeating: 0, count: w * region.height)
        var runs: [Range<Int>] = []
        runs.reserveCapacity(region.height)
        let n = SpanCoverage.subRows
        var spans: [(Double, Double)?] = [], previous: [(Double, Double)?] = []
        func same(_ a: [(Double, Double)?], _ b: [(Double, Double)?]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { $0?.0 == $1?.0 && $0?.1 == $1?.1 }
        }
        result.withUnsafeMutableBufferPointer { out in
            /// Accumulates `columns` of row `y` (relative) from the row's spans.
            func accumulate(_ columns: Range<Int>, _ y: Int) {
                guard !columns.isEmpty else { return }
                var acc = SpanCoverage(minColumn: columns.lowerBound, maxColumn: columns.upperBound)
                for span in previous { if let (l, r) = span { acc.add(left: l, right: r) } }
                acc.resolve()
                for column in columns {
                    out[y * w + column - region.x] = UInt8(truncatingIfNeeded: acc.coverage(at: column - columns.lowerBound))
                }
            }
            for y in 0..<region.height {
                let row = region.y + y
                spans.removeAll(keepingCapacity: true)
                var inLeft = -Double.infinity, inRight = Double.infinity, everyRow = true
                for s in 0..<n {
                    let sy = Double(row) + (Double(s) + 0.5) / Double(n)
                    let span = sy >= p.minY && sy < p.maxY ? roundedRectSpan(p, radii, sy) : nil
                    spans.append(span)
                    if let (l, r) = span {
                        inLeft = max(inLeft, l)
                        inRight = min(inRight, r)
                    } else {
                        everyRow = false
                    }
                }
                if y > 0 && same(spans, previous) {
                    out.baseAddress!.advanced(by: y * w).update(from: out.baseAddress!.advanced(by: (y - 1) * w), count: w)
                    runs.append(runs[y - 1])
                    continue
                }
                swap(&spans, &previous)  // this row's spans are `previous` from here on
                // Columns every sub-scanline covers whole: [⌈max left⌉, ⌊min right⌋).
                var solid = region.x..<region.x
                if everyRow && inLeft < inRight {
                    let lo = min(max(inLeft.rounded(.up), Double(region.x)), Double(region.maxX))
                    let hi = min(max(inRight.rounded(.down), lo), Double(region.maxX))
                    solid = Int(lo)..<Int(hi)
                }
                accumulate(region.x..<solid.lowerBound, y)
                if !solid.isEmpty {
                    UnsafeMutableBufferPointer(rebasing: out[(y * w + solid.lowerBound - region.x)..<(y * w + solid.upperBound - region.x)])
                        .update(repeating: 255)
                }
                accumulate((solid.isEmpty ? region.x : solid.upperBound)..<region.maxX, y)
                runs.append(solid)
            }
        }
        return ClipMask(bounds: region, coverage: result, solidRuns: runs)
    }
}
