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

    /// K: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// Runs the compression function over `blocks` (a whole number of 64-byte blocks).
    ///
    /// Written with unsafe pointers and the rotations spelled out, because tests run
    /// unoptimized: array subscripts and helper calls made the bundled fonts take seconds.
    private static func compress(_ blocks: UnsafeRawBufferPointer, into state: inout [UInt32]) {
        roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                state.withUnsafeMutableBufferPointer { h in
                    var offset = 0
                    while offset < blocks.count {
                        compressBlock(blocks.baseAddress! + offset, state: h, schedule: w, constants: k)
                        offset += 64
                    }
                }
            }
        }
    }

    /// One 64-byte block into the state `h`.
    private static func compressBlock(
        _ block: UnsafeRawPointer, state h: UnsafeMutableBufferPointer<UInt32>,
        schedule w: UnsafeMutableBufferPointer<UInt32>, constants k: UnsafeBufferPointer<UInt32>
    ) {
        for t in 0..<16 {
            w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * t, as: UInt32.self))
        }
        for t in 16..<64 {
            let x = w[t - 15], y = w[t - 2]
            let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ x >> 3
            let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ y >> 10
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
        for t in 0..<64 {
            let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
            let choice = (e & f) ^ (~e & g)
            let t1 = hh &+ s1 &+ choice &+ k[t] &+ w[t]
            let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
        }
        h[0] &+= a
        h[1] &+= b
        h[2] &+= c
        h[3] &+= d
        h[4] &+= e
        h[5] &+= f
        h[6] &+= g
        h[7] &+= hh
    }
}
