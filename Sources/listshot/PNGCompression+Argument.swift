import ArgumentParser
import ListshotRaster

/// `--compression fast|balanced|small`, by the cases' names.
extension PNGCompression: ExpressibleByArgument {
    public init?(argument: String) {
        guard let value = Self.allCases.first(where: { "\($0)" == argument }) else { return nil }
        self = value
    }

    public static var allValueStrings: [String] { allCases.map { "\($0)" } }
}
