extension PNGDecoder {
    /// The width and height a PNG's header (`IHDR`) claims, read from its first 24 bytes
    /// without decoding anything, so that a caller can weigh an image before it is decoded;
    /// `nil` when `bytes` do not begin as a PNG does (``decode(_:)`` then says what is wrong).
    ///
    /// - Parameter bytes: a whole PNG file, or at least its first 24 bytes.
    public static func claimedSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, bytes.starts(with: signature), bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func word(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(at: 16), word(at: 20))
    }
}
