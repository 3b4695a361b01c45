import ListshotLayout
import Testing
import XCTest

/// Checks `layout` against the layout contract (``LayoutConformance/check(_:numberOfItems:viewports:seed:limit:)``)
/// and reports each violation as a failure of the running test: an issue in Swift Testing,
/// `XCTFail` in XCTest.
///
/// ```swift
/// @Test func myLayoutKeepsTheContract() {
///     assertLayoutConformance(MyLayout(columns: 3, heights: heights), numberOfItems: [heights.count])
/// }
/// ```
///
/// - Parameters:
///   - layout: the layout under test.
///   - numberOfItems: the items in each section, as the layout was given them.
///   - viewports: how many random viewports to try.
///   - seed: the seed of the viewports and hit-test points.
///   - fileID: the caller's file, for the failures' location (the default).
///   - filePath: the caller's file path, for the failures' location (the default).
///   - line: the caller's line, for the failures' location (the default).
///   - column: the caller's column, for the failures' location (the default).
/// - Returns: the violations, so that a test can look further.
@discardableResult
public func assertLayoutConformance(
    _ layout: any ListLayout, numberOfItems: [Int], viewports: Int = 500, seed: UInt64 = 0x5EED_0023,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [LayoutConformance.Violation] {
    let violations = LayoutConformance.check(layout, numberOfItems: numberOfItems, viewports: viewports, seed: seed)
    for violation in violations {
        let message = "\(type(of: layout)) breaks the layout contract: \(violation)"
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
    return violations
}
