/// `--shard K/N`: the K-th of N parts of a manifest's images, so that N machines (a CI
/// matrix) together make every image once.
///
/// The images are sorted by output path and the K-th shard takes every N-th, starting at
/// the K-th: the same images on every machine whatever the order of the manifest's
/// entries within it, and the parts differ in size by at most one.
public struct DocsShard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based: from 1 to ``count``.
    public let index: Int
    public let count: Int

    /// Why a shard argument was refused; ``description`` is a clause after the flag.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case notAFraction(String)
        case countNotPositive(Int)
        case indexOutOfRange(index: Int, count: Int)

        public var description: String {
            switch self {
            case let .notAFraction(text):
                return "expected K/N, two whole numbers such as 1/4 (the first of four shards), got '\(text)'"
            case let .countNotPositive(count):
                return "the number of shards must be at least 1, got \(count)"
            case let .indexOutOfRange(index, count):
                return "the shard must be from 1 to \(count), got \(index)"
            }
        }
    }

    /// Reads `K/N`: shard K (from 1) of N. A sign is read, so that `-1/2` is told it is out
    /// of range rather than that it is no fraction.
    public init(parsing text: String) throws(Problem) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        func isWhole(_ part: Substring) -> Bool {
            let digits = part.first == "-" || part.first == "+" ? part.dropFirst() : part
            return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }
        guard parts.count == 2, parts.allSatisfy(isWhole), let index = Int(parts[0]), let count = Int(parts[1])
        else { throw .notAFraction(text) }
        guard count >= 1 else { throw .countNotPositive(count) }
        guard index >= 1, index <= count else { throw .indexOutOfRange(index: index, count: count) }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's images, in the order they were given.
    public func select(_ images: [DocsImage]) -> [DocsImage] {
        let sorted = images.indices.sorted { images[$0].path.utf8.lexicographicallyPrecedes(images[$1].path.utf8) }
        var mine = Set<Int>()
        for (position, index) in sorted.enumerated() where position % count == self.index - 1 { mine.insert(index) }
        return images.indices.filter(mine.contains).map { images[$0] }
    }
}
