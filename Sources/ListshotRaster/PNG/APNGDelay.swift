/// How long a frame of an animated PNG shows: ``numerator`` / ``denominator`` seconds, as
/// an fcTL chunk stores it.
public struct APNGDelay: Sendable, Hashable, CustomStringConvertible {
    /// The seconds' numerator.
    public var numerator: UInt16
    /// The seconds' denominator; 0 means 100, as the APNG specification says.
    public var denominator: UInt16

    /// A delay of `numerator` / `denominator` seconds.
    public init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// One frame at `framesPerSecond` (1…65,535): 1 / `framesPerSecond` seconds, exactly.
    public init(framesPerSecond: Int) {
        precondition((1...Int(UInt16.max)).contains(framesPerSecond), "frames per second must be 1…65535, got \(framesPerSecond)")
        self.init(numerator: 1, denominator: UInt16(framesPerSecond))
    }

    /// The delay in seconds.
    public var seconds: Double { Double(numerator) / Double(denominator == 0 ? 100 : denominator) }

    /// `1/30 s`.
    public var description: String { "\(numerator)/\(denominator == 0 ? 100 : denominator) s" }
}
