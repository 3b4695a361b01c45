internal import CListshotSHA256

/// SHA-256 (FIPS 180-4), for fingerprinting files: checked against the standard's test
/// vectors and `sha256sum`. Not constant-time; not for secrets.
public enum SHA256 {
    /// The 32-byte digest of `bytes`.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var state = initialState
        bytes.withUnsafeBytes { input in
            let whole = input.count - input.count % 64
            compress(UnsafeRawBufferPointer(rebasing: input[..<whole]), into: &state)
            // The last partial block, a 1 bit, zeros, and the message's length in bits.
            var tail = Array(input[whole...])
            tail.append(0x80)
            tail += repeatElement(0, count: (120 - tail.count) % 64)
            let bits = UInt64(input.count) &* 8
            tail += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
            tail.withUnsafeBytes { compress($0, into: &state) }
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }

    /// The digest of `bytes` as 64 lowercase hexadecimal digits, as `sha256sum` prints it.
    public static func hexDigest(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest(bytes).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    /// H(0): the first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialState: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    /// Runs the compression function over `blocks` (a whole number of 64-byte blocks), in C
    /// (`lssha256_compress`): tests run unoptimized, where these rounds in Swift made the
    /// bundled fonts' digests take seconds.
    private static func compress(_ blocks: UnsafeRawBufferPointer, into state: inout [UInt32]) {
        guard let base = blocks.baseAddress, blocks.count >= 64 else { return }
        state.withUnsafeMutableBufferPointer { h in
            lssha256_compress(h.baseAddress!, base.assumingMemoryBound(to: UInt8.self), blocks.count / 64)
        }
    }
}
