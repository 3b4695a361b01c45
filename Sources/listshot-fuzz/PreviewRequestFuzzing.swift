import Foundation
import ListshotPreview

enum PreviewRequestFuzzing {
    /// Reads the bytes as a request head, as `listshot preview` meets one: a first line that
    /// is the target (`/frame.png?offset=120&textSize=AX2`), then `Name: value` header lines.
    /// The `Host`, `Origin` and `Sec-Fetch-Site` headers go through ``PreviewHost/check(host:origin:fetchSite:path:port:configuredHost:)``
    /// and the query through ``PreviewRequest/init(query:)``. Every refusal is one line of
    /// printable text, short whatever the request held (a 10,000-digit offset, a NUL).
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let target = lines.first.map(String.init) ?? "/"
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased(), value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        let path = String(target.prefix { $0 != "?" })
        let query = target.dropFirst(path.count + 1).split(separator: "&").map { pair -> (name: String, value: String) in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String { String(part).removingPercentEncoding ?? String(part) }
            return (decoded(parts[0]), parts.count > 1 ? decoded(parts[1]) : "")
        }
        var summary: [String] = []
        switch PreviewHost.check(
            host: headers["host"], origin: headers["origin"], fetchSite: headers["sec-fetch-site"], path: path, port: 8026,
            configuredHost: "127.0.0.1")
        {
        case .accept: summary.append("answered")
        case let .refuse(status, message):
            checkOneShortLine(message)
            summary.append("\(status)")
        }
        do {
            let request = try PreviewRequest(query: query)
            summary.append("offset \(request.offset.map { "\($0)" } ?? "none")")
        } catch {
            checkOneShortLine(error.description)
            summary.append("400 \(error.parameter)")
        }
        return .accepted(summary.joined(separator: ", "))
    }

    /// A message a response body holds: one line, no control character, a few hundred characters.
    private static func checkOneShortLine(_ message: String) {
        precondition(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "a control character in \(message.debugDescription)")
        precondition(message.unicodeScalars.count <= 600, "\(message.unicodeScalars.count) characters: \(message.prefix(200))…")
    }
}
