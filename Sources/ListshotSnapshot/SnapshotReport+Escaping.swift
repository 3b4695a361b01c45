// Paths and commands made safe for the report page (its text: ``HTMLText``).

extension SnapshotReport {
    /// A file path as a URL path for `src` and `href`: each UTF-8 byte other than a letter,
    /// a digit, `-`, `.`, `_`, `~` and the separator `/` is percent-encoded (`a b#1.png` →
    /// `a%20b%231.png`), so a space, `#`, `?`, `%` or a `:` that would look like a scheme
    /// all stay part of the file's name. The result needs no further HTML escaping.
    static func escapeURLPath(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension SnapshotReport {
    /// `argument` as one word for a POSIX shell: as it is when it holds only letters, digits
    /// and `_ - . / @ % + = : ,`, else in single quotes (a `'` inside as `'\''`).
    static func shellQuoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", "@", "%", "+", "=", ":", ",": true
            default: false
            }
        }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
