import Testing
import XCTest

/// Where an assertion was written, as the `#fileID`, `#filePath`, `#line`, `#column` and
/// `#function` defaults of the public functions give it.
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
    public let fileID: StaticString
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt
    /// The function the assertion is in.
    public let function: StaticString

    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, function: StaticString) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.function = function
    }

    /// `Module/File.swift:42 in scrolling()`.
    public var description: String { "\(fileID):\(line) in \(function)" }

    /// `Module/File.swift:42`.
    var location: String { "\(fileID):\(line)" }

    public static func == (a: CallSite, b: CallSite) -> Bool {
        "\(a.filePath)" == "\(b.filePath)" && a.line == b.line && a.column == b.column && "\(a.function)" == "\(b.function)"
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine("\(filePath)")
        hasher.combine(line)
        hasher.combine(column)
    }
}

/// Reports a failed check to the framework running the test: an issue recorded at the
/// assertion in Swift Testing, `XCTFail` at the assertion in XCTest. The test goes on, so
/// every offset of an assertion, and every assertion of a test, is checked and reported.
enum FailureReporter {
    static func fail(_ message: String, at site: CallSite) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
        } else {
            XCTFail(message, file: site.filePath, line: site.line)
        }
    }
}
