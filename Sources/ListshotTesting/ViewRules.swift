import ListshotRaster
import ListshotScenes
import ListshotSnapshot
import ListshotStructuredText

/// What an assertion does to the views it names by accessibility identifier, frame by frame:
/// paints those in `masking` over before the frame is compared or recorded, and judges the
/// pixels of those in `tolerances` by their own tolerance. It remembers which identifiers it
/// met, so that one that named nothing in any frame fails the assertion (a typo would
/// otherwise pass silently).
struct ViewRules {
    /// Playwright's mask colour, used when nothing sets another.
    static let defaultMaskColor = Color(rgb: 0xFF00FF)

    let masking: [String]
    let tolerances: [String: SnapshotTolerance]
    let maskColor: Color
    /// The identifiers met in the frames so far, named or not.
    private(set) var seen: Set<String> = []

    init(masking: [String], tolerances: [String: SnapshotTolerance], maskColor: Color) {
        self.masking = masking
        self.tolerances = tolerances
        self.maskColor = maskColor
    }

    /// Whether the assertion names no view: the frames need no view tree for masks.
    var isEmpty: Bool { masking.isEmpty && tolerances.isEmpty }

    /// Why the rules cannot be used: a tolerance out of range, or more than a comparison
    /// takes; `nil` when they can.
    var problem: String? {
        for (identifier, tolerance) in tolerances.sorted(by: { $0.key < $1.key }) {
            do {
                try tolerance.validate()
            } catch {
                return "tolerances[\(JSONPath.quoted(identifier, limit: 100))]: \(error)"
            }
        }
        if tolerances.count > ToleranceRegion.maximumCount {
            return "tolerances names \(tolerances.count) identifiers; at most \(ToleranceRegion.maximumCount) can be told apart"
        }
        return nil
    }

    /// Paints the masked views of `report`'s frame over in `image` (drawn at `scale`) and
    /// returns the regions its tolerances judge, in the order their views are drawn.
    mutating func apply(to image: inout Framebuffer, report: LayoutReport, scale: Double) -> [ToleranceRegion] {
        let masked = Set(masking)
        var regions: [ToleranceRegion] = [], index: [String: Int] = [:]
        for identified in report.identifiedFrames {
            seen.insert(identified.identifier)
            let pixels = identified.pixels(scale: scale).intersection(image.bounds)
            if masked.contains(identified.identifier), !pixels.isEmpty { image.fill(pixels, with: maskColor) }
            guard let tolerance = tolerances[identified.identifier] else { continue }
            if index[identified.identifier] == nil {
                index[identified.identifier] = regions.count
                regions.append(ToleranceRegion(name: identified.identifier, tolerance: tolerance, rects: []))
            }
            if !pixels.isEmpty { regions[index[identified.identifier]!].rects.append(pixels) }
        }
        return regions
    }

    /// What fails the assertion because an identifier it names matched no view in any of its
    /// frames; `nil` when every one matched.
    func unmatched(name: String, offsets: [Double]) -> String? {
        var lines: [String] = []
        let missingMasks = masking.filter { !seen.contains($0) }
        let missingTolerances = tolerances.keys.sorted().filter { !seen.contains($0) }
        for (parameter, missing) in [("masking", missingMasks), ("tolerances", missingTolerances)] where !missing.isEmpty {
            let names = missing.map { JSONPath.quoted($0, limit: 100) }.joined(separator: ", ")
            lines.append("\(parameter): \(names) \(missing.count == 1 ? "matches" : "match") no view")
        }
        guard !lines.isEmpty else { return nil }
        let frames = offsets.map(NumberText.plain).joined(separator: ", ")
        let known = seen.sorted().map { JSONPath.quoted($0, limit: 100) }.joined(separator: ", ")
        return lines.joined(separator: "; ") + " in any frame of \(JSONPath.quoted(name, limit: 100)) (offset\(offsets.count == 1 ? "" : "s") \(frames)). "
            + (seen.isEmpty ? "No view or cell in them has an accessibilityIdentifier" : "The identifiers in them: \(known)")
            + ". Set View.accessibilityIdentifier on the view (a cell's names its whole row), or fix the name."
    }
}
