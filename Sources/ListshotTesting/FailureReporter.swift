import ListshotFiles
import ListshotSnapshot
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
    /// Records one of a failure's images as an attachment of the running Swift Testing test:
    /// its bytes, its name and the assertion's place. Swift Testing's `Attachment` by default
    /// (`swift test --attachments-path` saves it); tests of listshot replace it to see what
    /// is attached.
    @TaskLocal static var attach: @Sendable (_ bytes: [UInt8], _ name: String, _ location: SourceLocation) -> Void = {
        Attachment.record($0, named: $1, sourceLocation: $2)
    }

    /// Reports `message` at `site`; in Swift Testing, with `images` attached. XCTest on Linux
    /// has no attachments (swift-corelibs-xctest has no `XCTAttachment`): its failures' images
    /// are in the artifacts folder and the HTML report, whose paths the message gives.
    ///
    /// Returns whether the failure fails the test: not when Swift Testing matched it as a
    /// known issue (`withKnownIssue`), nor when an XCTest case's `recordFailure` kept it
    /// from the test run: a failure the test expected.
    @discardableResult
    static func fail(_ message: String, at site: CallSite, attaching images: [FailureImage] = []) -> Bool {
        if Test.current != nil {
            let location = SourceLocation(
                fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
            let issue = Issue.record(Comment(rawValue: message), sourceLocation: location)
            for image in images {
                // An image that cannot be read is not attached: the message names its path.
                guard let bytes = try? FileReader.readAll(image.path, limit: FailureImage.maximumSize, regularFileOnly: true) else { continue }
                attach(bytes, image.name, location)
            }
            return issue.isFailure
        } else {
            let observed = XCTestFailureObserver.shared.failures
            XCTFail(message, file: site.filePath, line: site.line)
            return XCTestFailureObserver.shared.failures > observed
        }
    }
}

/// An image a failed check left to look at, attached to the failing test under a name that
/// says which golden and which image it is (`scrolling.contacts.600@2x.diff.png`), so that
/// the images of a test's several failures keep apart.
struct FailureImage: Equatable, Sendable {
    /// The image's file.
    let path: String
    /// The name it is attached under.
    let name: String

    /// The largest file attached: more than a frame of the largest viewport needs.
    static let maximumSize = 256 << 20

    /// The image `kind` (`expected`, `actual`, `diff`) of the golden at `golden`, in `path`.
    init(_ kind: String, of golden: String, at path: String) {
        let file = golden.split(separator: "/").last.map(String.init) ?? golden
        self.path = path
        self.name = (file.hasSuffix(".png") ? String(file.dropLast(4)) : file) + "." + kind + ".png"
    }
}

extension SnapshotOutcome {
    /// The images a failure leaves to attach: expected, actual and diff where the golden did
    /// not match; the image drawn alone where there was no golden (written as the golden, or,
    /// under record mode `never`, into the artifacts). None when no image was written.
    var failureImages: [FailureImage] {
        switch self {
        case let .mismatch(golden, _, artifacts):
            [FailureImage("expected", of: golden, at: artifacts.expected), FailureImage("actual", of: golden, at: artifacts.actual),
             FailureImage("diff", of: golden, at: artifacts.diff)]
        case let .missing(golden, actual):
            [FailureImage("actual", of: golden, at: actual)]
        case let .recorded(golden, _):
            [FailureImage("actual", of: golden, at: golden)]
        case .matched, .unreadable, .error:
            []
        }
    }
}
