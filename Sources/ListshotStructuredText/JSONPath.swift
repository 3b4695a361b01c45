/// Where a value sits in a JSON document, written the way a reader would look it up:
/// `sections[1].rows[3].height`. A key that is not a plain identifier is quoted,
/// `labels["two words"]`, and so is one longer than ``quoteLimit``, cut short like every
/// quoted string; the document itself is the empty path.
package struct JSONPath: Equatable, Sendable, CustomStringConvertible {
    package enum Component: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    package private(set) var components: [Component] = []

    /// The whole document.
    package static let root = JSONPath()

    /// The path to `key` of the object at this path.
    package func appending(_ key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    /// The path to element `index` of the array at this path.
    package func appending(_ index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case let .index(index):
                text += "[\(index)]"
            case let .key(key) where key.utf8.count <= Self.quoteLimit && Self.isIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case let .key(key):
                text += "[" + Self.quoted(key) + "]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// The most characters (Unicode code points) of one string that a message quotes.
    ///
    /// Everything a message quotes may come from the file, and a file may hold a string of
    /// ten megabytes: quoting all of it would make a message nobody can read.
    package static let quoteLimit = 40

    /// `text` as a JSON string literal, so that a path or message shows exactly which string;
    /// past ``quoteLimit`` code points it is cut and ends in "…" (`"aaaa…"`).
    ///
    /// Keys in a path are cut the same way, so every message stays short whatever the file holds.
    package static func quoted(_ text: String) -> String {
        quoted(text, limit: quoteLimit)
    }

    /// `text` as a JSON string literal, cut after `limit` code points and ended with "…".
    package static func quoted(_ text: String, limit: Int) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return result + "…\"" }
            count += 1
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
