import ListshotRaster

/// Provenance as JSON: its text chunks (``SnapshotProvenance/text``) in order, each
/// `{"keyword": …, "text": …}`, so that a run's failure record keeps exactly what recording
/// the golden would have written, for `listshot snapshots accept`.
extension SnapshotProvenance: Codable {
    private struct Chunk: Codable {
        var keyword: String
        var text: String
    }

    public init(from decoder: any Decoder) throws {
        let chunks = try [Chunk](from: decoder)
        guard let provenance = SnapshotProvenance(text: chunks.map { PNGTextEntry(keyword: $0.keyword, text: $0.text) }) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no listshot: keyword among the chunks"))
        }
        self = provenance
    }

    public func encode(to encoder: any Encoder) throws {
        try text.map { Chunk(keyword: $0.keyword, text: $0.text) }.encode(to: encoder)
    }
}
