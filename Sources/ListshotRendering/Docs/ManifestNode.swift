import ListshotStructuredText

/// A value of a manifest and where it is: its accessors check the value's type and throw a
/// ``DocsManifestError`` naming the file and the key path when it is wrong.
struct ManifestNode {
    let value: JSONValue
    /// The key path, `images[2].matrix.appearance`; empty for the whole manifest.
    let keyPath: String
    /// The manifest file, as named on the command line.
    let file: String

    func problem(_ message: String) -> DocsManifestError {
        DocsManifestError(file: file, keyPath: keyPath, message: message)
    }

    /// "expected `what`, got <the value>".
    func expected(_ what: String) -> DocsManifestError {
        problem("expected \(what), got \(MessageText.describe(value))")
    }

    func child(_ key: String, _ value: JSONValue) -> ManifestNode {
        ManifestNode(value: value, keyPath: keyPath.isEmpty ? key : keyPath + "." + key, file: file)
    }

    /// The object's values by key (a `null` counts as missing), after checking that every
    /// key is one of `keys`; a misspelt key gets the nearest one suggested.
    func fields(of what: String, keys: [String]) throws(DocsManifestError) -> [String: ManifestNode] {
        guard case let .object(members) = value else { throw expected("an object (\(what))") }
        if let (unknown, message) = MessageText.unknownKey(in: members, allowed: keys, of: what) {
            throw child(unknown, .null).problem(message)
        }
        var fields: [String: ManifestNode] = [:]
        for (key, value) in members where value != .null { fields[key] = child(key, value) }
        return fields
    }

    /// The elements of a list, each with its index in its key path; each made as it is
    /// reached, so that a caller that stops early (at a mistake, at a limit) pays only for
    /// the elements it read.
    func elements() throws(DocsManifestError) -> LazyMapCollection<Range<Int>, ManifestNode> {
        guard case let .array(values) = value else { throw expected("a list") }
        return values.indices.lazy.map { [keyPath, file] index in
            ManifestNode(value: values[index], keyPath: "\(keyPath)[\(index)]", file: file)
        }
    }

    /// A string that is not empty.
    func string() throws(DocsManifestError) -> String {
        guard case let .string(text) = value, !text.isEmpty else { throw expected("a string that is not empty") }
        return text
    }

    /// A finite number for which `isValid` holds; `what` says which, e.g. "a number > 0".
    func number(_ what: String, where isValid: (Double) -> Bool = { _ in true }) throws(DocsManifestError) -> Double {
        guard case let .number(number) = value, number.isFinite, isValid(number) else { throw expected(what) }
        return number
    }
}
