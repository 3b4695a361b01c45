import Foundation
import ListshotStructuredText

extension ImageDifference {
    /// The comparison in one line, for a failure message:
    ///
    ///     3 of 1,316,640 pixels differ (allowed: 0); largest colour distance 0.42; differences within x 10…12, y 5…5 (3 × 1 px)
    ///
    /// Images of different sizes start with both sizes:
    /// `expected is 780 × 1688 px, actual 780 × 1700 px; …`. Pixels ignored as
    /// anti-aliasing follow the budget: `…; 12 anti-aliased pixels not counted; …`. The
    /// distance is rounded up to three significant digits, so a
    /// ``SnapshotTolerance/colorThreshold`` of the printed value passes every pixel.
    public var summary: String {
        var parts: [String] = []
        if !sizesMatch {
            parts.append("expected is \(expectedSize), actual \(actualSize)")
        }
        if regions.isEmpty {
            parts.append("\(Self.grouped(differingPixels)) of \(Self.grouped(comparedPixels)) pixels differ (allowed: \(allowance))")
        } else {
            let names = regions.map { JSONPath.quoted($0.name, limit: 100) }.joined(separator: ", ")
            parts.append(
                "\(Self.grouped(restDifferingPixels)) of \(Self.grouped(restComparedPixels)) pixels outside \(names) differ "
                    + "(allowed: \(Self.allowance(tolerance.differingPixels, of: restComparedPixels)))")
            for region in regions {
                parts.append(
                    "\(JSONPath.quoted(region.name, limit: 100)): \(Self.grouped(region.differingPixels)) of "
                        + "\(Self.grouped(region.comparedPixels)) pixels differ (allowed: \(Self.allowance(region.tolerance.differingPixels, of: region.comparedPixels)))")
            }
        }
        if antialiasedPixels > 0 {
            parts.append("\(Self.grouped(antialiasedPixels)) anti-aliased pixel\(antialiasedPixels == 1 ? "" : "s") not counted")
        }
        parts.append("largest colour distance \(Self.roundedUp(maximumDistance))")
        if let box = boundingBox {
            parts.append("differences within x \(box.x)…\(box.maxX - 1), y \(box.y)…\(box.maxY - 1) (\(box.width) × \(box.height) px)")
        }
        return parts.joined(separator: "; ")
    }

    /// The budget as a number of pixels, and as a percentage for a ratio: `0`, `1,316 = 0.1 %`.
    private var allowance: String { Self.allowance(tolerance.differingPixels, of: comparedPixels) }

    /// `budget` for `compared` pixels, as ``allowance`` says it.
    private static func allowance(_ budget: PixelBudget, of compared: Int) -> String {
        let allowed = grouped(budget.allowedPixels(of: compared))
        switch budget {
        case .count:
            return allowed
        case let .ratio(ratio):
            return "\(allowed) = \(String(format: "%g", ratio * 100)) %"
        }
    }

    /// `distance` rounded up to three significant digits: `0.42`, `0.00127`, `1`.
    static func roundedUp(_ distance: Double) -> String {
        guard distance > 0 else { return "0" }
        let scale = pow(10, 2 - (log10(distance)).rounded(.down))
        // The slack keeps a distance that is a short decimal (0.42) from reading 0.421.
        return String(format: "%g", (distance * scale - 1e-9).rounded(.up) / scale)
    }

    /// `1316640` → `1,316,640`.
    static func grouped(_ number: Int) -> String {
        var text = String(number.magnitude)
        var index = text.endIndex
        while text.distance(from: text.startIndex, to: index) > 3 {
            index = text.index(index, offsetBy: -3)
            text.insert(",", at: index)
        }
        return number < 0 ? "-" + text : text
    }
}
