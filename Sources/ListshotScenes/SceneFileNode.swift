import ListshotLayout
import ListshotStructuredText
import ListshotViews

/// A value that is not what a scene needs, and where it is.
package struct SceneFileProblem: Error {
    package var path: JSONPath
    package var message: String

    package init(path: JSONPath, message: String) {
        self.path = path
        self.message = message
    }
}

/// A JSON value and the path it was found at; its accessors check the value's type and
/// range and throw a ``SceneFileProblem`` naming the path when it is wrong.
package struct JSONNode {
    package let value: JSONValue
    package let path: JSONPath

    package init(value: JSONValue, path: JSONPath) {
        self.value = value
        self.path = path
    }

    package func problem(_ message: String) -> SceneFileProblem {
        SceneFileProblem(path: path, message: message)
    }

    /// The problem "expected `expectation`, got <the value>".
    package func expected(_ expectation: String) -> SceneFileProblem {
        problem("expected \(expectation), got \(value.shortDescription)")
    }

    /// The object's fields, after checking that it has no key outside `keys`.
    ///
    /// - Parameters:
    ///   - what: the thing the object describes, for messages: "a row", "the viewport".
    ///   - keys: the keys it may have, in the order the documentation lists them.
    package func fields(of what: String, keys: [String]) throws(SceneFileProblem) -> JSONFields {
        guard case let .object(fields) = value else { throw expected("an object (\(what))") }
        if let (unknown, message) = MessageText.unknownKey(in: fields, allowed: keys, of: what) {
            throw SceneFileProblem(path: path.appending(unknown), message: message)
        }
        return JSONFields(fields: fields, path: path)
    }

    /// The elements of a list.
    package func elements() throws(SceneFileProblem) -> [JSONNode] {
        guard case let .array(values) = value else { throw expected("a list") }
        return values.enumerated().map { JSONNode(value: $1, path: path.appending($0)) }
    }

    package func bool() throws(SceneFileProblem) -> Bool {
        guard case let .bool(value) = value else { throw expected("true or false") }
        return value
    }

    package func string() throws(SceneFileProblem) -> String {
        guard case let .string(text) = value else { throw expected("a string") }
        return text
    }

    /// A string to show, at most ``SceneValueReader/maximumTextLength`` Unicode scalars long.
    package func text() throws(SceneFileProblem) -> String {
        let text = try string()
        let length = text.unicodeScalars.count
        guard length <= SceneValueReader.maximumTextLength else {
            throw problem("the text is \(NumberText.grouped(length)) characters long; "
                + "at most \(NumberText.grouped(SceneValueReader.maximumTextLength)) are shown")
        }
        return text
    }

    /// A number for which `isValid` holds; `expectation` says which, e.g. "a number ≥ 0".
    package func number(_ expectation: String, where isValid: (Double) -> Bool) throws(SceneFileProblem) -> Double {
        guard case let .number(number) = value, number.isFinite, isValid(number) else { throw expected(expectation) }
        return number
    }

    /// A length in points: a number from 0 to ``TableLayout/maximumExtent``.
    package func length() throws(SceneFileProblem) -> Double {
        try withinExtent(number("a number ≥ 0") { $0 >= 0 })
    }

    /// A row height: a number from 0 to ``TableLayout/maximumExtent``, or the string `"automatic"`.
    package func rowHeight() throws(SceneFileProblem) -> SceneDescription.RowHeight {
        if case .string("automatic") = value { return .automatic }
        return .fixed(try withinExtent(number("a number ≥ 0 or \"automatic\"") { $0 >= 0 }))
    }

    /// `points`, if the layout is exact at that size.
    private func withinExtent(_ points: Double) throws(SceneFileProblem) -> Double {
        guard points <= TableLayout.maximumExtent else {
            throw problem("must be at most \(NumberText.plain(TableLayout.maximumExtent)) points, the extent over which "
                + "listshot lays frames out exactly, got \(value.shortDescription)")
        }
        return points
    }

    /// A whole number from 0 to `limit`.
    package func count(limit: Int, of what: String) throws(SceneFileProblem) -> Int {
        guard case let .number(number) = value, number >= 0, number == number.rounded(.towardZero) else {
            throw problem("must be a whole number ≥ 0, got \(value.shortDescription)")
        }
        guard number <= Double(limit) else {
            throw problem("must be at most \(limit) (\(what)), got \(value.shortDescription)")
        }
        return Int(number)
    }

    /// The key in `keys` that `key` is most likely a typo of, if any is close (``MessageText/closest(to:among:)``).
    package static func closest(to key: String, among keys: [String]) -> String? {
        MessageText.closest(to: key, among: keys)
    }
}

/// An object's fields, looked up by key; `null` counts as a missing key.
package struct JSONFields {
    package let fields: [String: JSONValue]
    package let path: JSONPath

    package init(fields: [String: JSONValue], path: JSONPath) {
        self.fields = fields
        self.path = path
    }

    /// The value of `key`, or `nil` when it is missing or `null`.
    package subscript(key: String) -> JSONNode? {
        guard let value = fields[key], value != .null else { return nil }
        return JSONNode(value: value, path: path.appending(key))
    }

    /// The value of `key`; `what` says what it should be when it is missing.
    package func required(_ key: String, _ what: String) throws(SceneFileProblem) -> JSONNode {
        guard let node = self[key] else {
            throw SceneFileProblem(path: path.appending(key), message: "missing; \(what)")
        }
        return node
    }
}
