import Foundation
import Testing

extension FailureReporter {
    /// Reports `message` at `site` as a warning, which does not fail the test: an issue of
    /// severity warning in Swift Testing. XCTest has no warnings (swift-corelibs-xctest records
    /// only failures): the message goes to standard error as `File.swift:42: warning: …`, the
    /// form compilers use, which CI logs pick out.
    static func warn(_ message: String, at site: CallSite) {
        if Test.current != nil {
            let location = SourceLocation(
                fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
            recordWarning(message, location)
        } else {
            warningOutput("\(site.filePath):\(site.line): warning: \(message)\n")
        }
    }

    /// Records a warning in the running Swift Testing test; tests of listshot replace it to
    /// read what is recorded.
    @TaskLocal static var recordWarning: @Sendable (_ message: String, _ location: SourceLocation) -> Void = {
        Issue.record(Comment(rawValue: $0), severity: .warning, sourceLocation: $1)
    }

    /// Where XCTest's warnings are written: standard error, or what a test of listshot puts
    /// in its place to read them.
    @TaskLocal static var warningOutput: @Sendable (String) -> Void = { text in
        FileHandle.standardError.write(Data(text.utf8))
    }
}
