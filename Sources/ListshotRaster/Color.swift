/// An sRGB colour with straight (not premultiplied) 8-bit channels.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB` (opaque) or, with `alpha`, any opacity.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF),
            blue: UInt8(rgb & 0xFF), alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = UInt8((value >> 8) & 0xF), g = UInt8((value >> 4) & 0xF), b = UInt8(value & 0xF)
            self.init(red: r * 17, green: g * 17, blue: b * 17)
        case 6:
            self.init(rgb: value)
        case 8:
            self.init(rgb: value >> 8, alpha: UInt8(value & 0xFF))
        default:
            return nil
        }
    }

    /// The same colour with its alpha multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Double) -> Color {
        let clamped = min(max(opacity, 0), 1)
        var copy = self
        copy.alpha = UInt8((Double(alpha) * clamped).rounded())
        return copy
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(rgb: 0x000000)
    public static let white = Color(rgb: 0xFFFFFF)
    /// UIKit's `UIColor.purple`: RGB (0.5, 0, 0.5).
    public static let purple = Color(red: 128, green: 0, blue: 128)
    public static let gray = Color(red: 128, green: 128, blue: 128)
    public static let red = Color(rgb: 0xFF3B30)
    public static let blue = Color(rgb: 0x007AFF)

    public var description: String {
        let hex = [red, green, blue, alpha].map { byte -> String in
            let s = String(byte, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }.joined()
        return "#" + hex
    }
}
