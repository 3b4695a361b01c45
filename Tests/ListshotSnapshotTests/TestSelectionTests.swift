import ListshotSnapshot
import Testing

/// Whether a test run ran every test, read from `swift test`'s arguments as swift test reads
/// them (issue 24 item 2: `swift test --parallel` was taken for a filtered run, `--parallel`
/// read as taking a value and `swift-testing` as a test's name).
@Suite struct TestSelectionTests {
    /// `swift test`'s arguments (after `swift test`) that run every test.
    @Test(arguments: [
        [], ["--parallel"], ["--no-parallel"], ["--parallel", "--num-workers", "2"], ["--num-workers=2", "--parallel"],
        ["--enable-swift-testing"], ["--disable-swift-testing"], ["--enable-xctest"], ["--disable-xctest"],
        ["--enable-swift-testing", "--parallel"], ["--skip-build"], ["-v"], ["--verbose"], ["-q"], ["--vv"],
        ["-c", "debug"], ["-c", "release", "--parallel"], ["--configuration=release"], ["-j", "4"],
        ["--xunit-output", "out.xml"], ["--xunit-output=out.xml"], ["--attachments-path", "Attachments"],
        ["-Xswiftc", "-warnings-as-errors"], ["--sanitize", "thread", "--skip-update"], ["--traits", "A,B"],
        ["--enable-code-coverage", "--parallel", "--scratch-path", ".build-ci"], ["--experimental-xunit-message-failure"],
        // The Swift Testing process's own arguments under swift test --parallel (issue 24 item 2).
        ["--parallel", "--testing-library", "swift-testing"],
    ])
    func everyTestRunsWith(_ arguments: [String]) {
        #expect(TestSelection.partial(arguments) == nil)
    }

    /// `swift test`'s arguments that choose some tests, and what is said to have chosen them.
    @Test(arguments: [
        (["--filter", "Feed"], "--filter Feed"),
        (["--filter=Feed"], "--filter=Feed"),
        (["--skip", "Slow"], "--skip Slow"),
        (["--skip=Slow"], "--skip=Slow"),
        (["--parallel", "--filter", "Feed"], "--filter Feed"),
        (["--filter", "Feed", "--parallel"], "--filter Feed"),
        (["--enable-swift-testing", "--skip", "Slow", "--disable-xctest"], "--skip Slow"),
        (["--num-workers", "2", "--filter", "A", "--filter", "B"], "--filter A --filter B"),
        (["-s", "AppTests.FeedTests/testScroll"], "-s AppTests.FeedTests/testScroll"),
        (["--specifier", "AppTests.FeedTests"], "--specifier AppTests.FeedTests"),
        (["-c", "debug", "--filter", "--parallel"], "--filter --parallel"),  // `--parallel` is --filter's value here
        (["--filter"], "--filter"),
        // XCTest's runner: its arguments name the tests to run.
        (["AppTests.FeedTests/testScroll"], "AppTests.FeedTests/testScroll"),
        (["--", "-odd-name"], "-odd-name"),
    ])
    func someTestsRunWith(_ arguments: [String], _ selection: String) {
        #expect(TestSelection.partial(arguments) == selection)
    }

    /// `--skip-build` is a flag, not `--skip` with a value: the argument after it is not taken.
    @Test func skipBuildIsNotSkip() {
        #expect(TestSelection.partial(["--skip-build", "--parallel"]) == nil)
        #expect(TestSelection.partial(["--skip-build", "Name"]) == "Name")
    }

    /// Each test process as `swift test` (Swift 6.3) starts it: the Swift Testing process gets
    /// swift test's arguments and `--testing-library swift-testing`; under `--parallel` each
    /// XCTest process gets one test's name. A process reads its parent's arguments when the
    /// parent is swift test.
    @Test(arguments: [
        // swift test --parallel
        (["/opt/swift/usr/bin/swift-test", "--parallel"], ["--parallel", "--testing-library", "swift-testing"], nil),
        (["/opt/swift/usr/bin/swift-test", "--parallel"], ["PTests.X/testA"], nil),
        // swift test --enable-swift-testing --parallel --num-workers 2
        (["/opt/swift/usr/bin/swift-test", "--enable-swift-testing", "--parallel", "--num-workers", "2"],
         ["--enable-swift-testing", "--parallel", "--num-workers", "2", "--testing-library", "swift-testing"], nil),
        // swift test
        (["/opt/swift/usr/bin/swift-test"], [], nil),
        (["/opt/swift/usr/bin/swift-test"], ["--testing-library", "swift-testing"], nil),
        (["swift", "test", "--parallel"], ["PTests.X/testB"], nil),
        // swift test --filter=X: XCTest gets the names the filter matched.
        (["/opt/swift/usr/bin/swift-test", "--filter=X"], ["PTests.X/testA,PTests.X/testB"], "--filter=X"),
        (["/opt/swift/usr/bin/swift-test", "--skip", "X"], ["--skip", "X", "--testing-library", "swift-testing"], "--skip X"),
        (["/opt/swift/usr/bin/swift-test", "--parallel", "--filter", "st1"], ["PTests.X/testA"], "--filter st1"),
        // Not started by swift test: the process's own arguments.
        (["/bin/bash"], ["PTests.X/testA"], "PTests.X/testA"),
        (["/bin/bash"], ["--testing-library", "swift-testing", "--parallel"], nil),
        (["/bin/bash"], ["--parallel", "--testing-library", "swift-testing"], nil),
        (nil, ["--filter", "st1", "--testing-library", "swift-testing"], "--filter st1"),
    ] as [([String]?, [String], String?)])
    func aTestProcessReadsSwiftTestsArguments(_ parent: [String]?, _ own: [String], _ selection: String?) {
        #expect(TestSelection.partial(process: own, parent: parent) == selection)
    }
}
