import ListshotGeometry
import ListshotLayout

/// Random lengths, viewports and points for the conformance suite, on the 1/64-point grid,
/// where every sum and product a layout makes of them is exact, so frames compare to the
/// last bit. Viewports favour the cases layouts get wrong: an edge on a cell's edge, before
/// the start, past the end, exactly at either end, and far away for a layout that wraps.
public enum LayoutSampling {
    /// Whole points, quarter points or 64ths, in `0 < x ≤ maximum`.
    public static func gridLength(upTo maximum: Int, using rng: inout some RandomNumberGenerator) -> Double {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return Double(Int.random(in: 1...maximum, using: &rng))
        case 1: return Double(Int.random(in: 1...maximum * 4, using: &rng)) / 4
        default: return Double(Int.random(in: 1...maximum * 64, using: &rng)) / 64
        }
    }

    /// A 64th of a point in `lo ... hi`.
    public static func grid64(_ lo: Double, _ hi: Double, using rng: inout some RandomNumberGenerator) -> Double {
        Double(Int.random(in: Int(lo * 64)...Int(hi * 64), using: &rng)) / 64
    }

    /// True one time in `n`.
    public static func oneIn(_ n: Int, using rng: inout some RandomNumberGenerator) -> Bool {
        Int.random(in: 0..<n, using: &rng) == 0
    }

    /// A viewport for a layout scrolling along `axis`.
    ///
    /// - Parameters:
    ///   - axis: the layout's scroll axis.
    ///   - content: the content's length along it (one lap for a layout that wraps).
    ///   - natural: the viewport's usual size across the axis (a table's width).
    ///   - edges: cells' edges along the axis, for viewports that start or end on one.
    ///   - farStep: for a layout that wraps, the item length: viewports then also go near
    ///     ±10¹², on an item's edge or not; `nil` for a bounded layout.
    ///   - rng: the random numbers that choose the viewport.
    public static func viewport(
        axis: ScrollAxis, contentLength content: Double, naturalCrossLength natural: Double, edges: [Double], farStep: Double?,
        using rng: inout some RandomNumberGenerator
    ) -> LayoutViewport {
        let length = oneIn(25, using: &rng) ? 0 : gridLength(upTo: 900, using: &rng)
        let cross = oneIn(25, using: &rng) ? 0 : (natural > 0 && !oneIn(3, using: &rng) ? natural : gridLength(upTo: 600, using: &rng))
        var offset: Double
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...1 where !edges.isEmpty:  // the viewport's start or end on a cell's edge
            let edge = edges.randomElement(using: &rng)!
            offset = Bool.random(using: &rng) ? edge : edge - length
        case 2:  // before the start
            offset = -grid64(0, length + 100, using: &rng)
        case 3:  // past the end
            offset = content - length + grid64(0, length + 200, using: &rng)
        case 4:  // exactly at either end
            offset = [0, content, content - length, -length].randomElement(using: &rng)!
        case 5...6 where farStep != nil:  // far away, on an item's edge or not
            let h = farStep!
            let far = (1e12 / h).rounded(.down) * h * (Bool.random(using: &rng) ? 1 : -1)
            offset = far + Double(Int.random(in: -30...30, using: &rng)) * h
            if Bool.random(using: &rng) { offset += grid64(-h, h, using: &rng) }
        default:
            offset = grid64(-100, content + 100, using: &rng)
        }
        let crossOffset = oneIn(4, using: &rng) ? grid64(-cross, max(natural, 1), using: &rng) : 0
        let inset = oneIn(2, using: &rng) ? EdgeInsets.zero : EdgeInsets(
            top: grid64(0, 100, using: &rng), left: grid64(0, 100, using: &rng),
            bottom: grid64(0, 100, using: &rng), right: grid64(0, 100, using: &rng))
        return axis == .vertical
            ? LayoutViewport(origin: Point(x: crossOffset, y: offset), size: Size(width: cross, height: length), contentInset: inset)
            : LayoutViewport(origin: Point(x: offset, y: crossOffset), size: Size(width: length, height: cross), contentInset: inset)
    }

    /// A point to hit-test: on a frame's edge or corner, around the viewport, or inside it.
    public static func point(in viewport: LayoutViewport, places: [LayoutAttributes], using rng: inout some RandomNumberGenerator) -> Point {
        let r = viewport.rect
        switch Int.random(in: 0..<4, using: &rng) {
        case 0 where !places.isEmpty:
            let f = places.randomElement(using: &rng)!.frame
            return Point(x: [f.minX, f.maxX, f.midX].randomElement(using: &rng)!, y: [f.minY, f.maxY, f.midY].randomElement(using: &rng)!)
        case 1:
            return Point(x: r.minX + grid64(-r.width / 2 - 20, r.width * 1.5 + 20, using: &rng),
                         y: r.minY + grid64(-r.height / 2 - 20, r.height * 1.5 + 20, using: &rng))
        default:
            return Point(x: r.minX + grid64(0, r.width, using: &rng) * 0.999, y: r.minY + grid64(0, r.height, using: &rng) * 0.999)
        }
    }
}

/// A small seeded generator (xorshift64*), so that a conformance run is the same every time.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
