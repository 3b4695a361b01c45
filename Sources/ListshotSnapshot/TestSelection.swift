/// Whether a test run ran every test or only some, read from its arguments as `swift test`
/// reads them: `listshot snapshots orphans` judges only a run of every test.
///
/// `swift test` starts two kinds of test process: the Swift Testing process gets `swift
/// test`'s own arguments followed by `--testing-library swift-testing`; the XCTest process
/// gets none, or, under `--parallel`, one process a test with that test's name. So a test
/// process reads the arguments of the `swift test` that started it when there is one, and its
/// own otherwise (a test bundle run by hand, whose arguments name the tests to run).
public enum TestSelection {
    /// The arguments that chose only some tests, as given and joined by spaces (`--filter
    /// Feed`, `--skip=Slow`, `AppTests.FeedTests/testScroll`), or `nil` when `arguments` (those
    /// after the command's name) run every test.
    ///
    /// Parsed as `swift test` parses them: an option that takes a value (``valueOptions``:
    /// `--filter X`, `--skip X`, `--num-workers N`, `-c debug`, `--xunit-output F`…) takes the
    /// next argument, or its value after `=`; any other argument starting with `-` is a flag
    /// (`--parallel`, `--enable-swift-testing`, `--disable-xctest`, `--skip-build`, `-v`…).
    /// `--filter`, `--skip` and `-s`/`--specifier` choose tests, and so does an argument that
    /// is neither an option, its value, nor a flag: a test's name (XCTest's runner takes them
    /// so; after `--` every argument is one).
    public static func partial(_ arguments: some Sequence<String>) -> String? {
        var chosen: [String] = []
        var iterator = arguments.makeIterator()
        var namesOnly = false
        while let argument = iterator.next() {
            if namesOnly || !argument.hasPrefix("-") || argument == "-" {
                chosen.append(argument)
                continue
            }
            if argument == "--" {
                namesOnly = true
                continue
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            let hasValue = argument.contains("=")
            guard valueOptions.contains(name) else { continue }  // a flag
            let value = hasValue ? nil : iterator.next()
            if selectionOptions.contains(name) { chosen.append(([argument] + (value.map { [$0] } ?? [])).joined(separator: " ")) }
        }
        return chosen.isEmpty ? nil : chosen.joined(separator: " ")
    }

    /// ``partial(_:)`` for a test process whose arguments (after its name) are `arguments`
    /// and whose parent's command line (its name first) is `parent`: the parent's arguments
    /// when the parent is `swift test` (`swift-test`, or `swift test`), the process's own
    /// otherwise.
    public static func partial(process arguments: [String], parent: [String]?) -> String? {
        if let parent, let command = parent.first {
            let name = command.split(separator: "/").last.map(String.init) ?? command
            if name == "swift-test" { return partial(parent.dropFirst()) }
            if name == "swift", parent.dropFirst().first == "test" { return partial(parent.dropFirst(2)) }
        }
        return partial(arguments)
    }

    /// The options that choose tests: `swift test`'s and Swift Testing's.
    public static let selectionOptions: Set<String> = ["--filter", "--skip", "-s", "--specifier"]

    /// The options that take a value: `swift test`'s (Swift 6.3, `swift test --help-hidden`)
    /// and those its test processes take (Swift Testing's entry point, `--testing-library`).
    /// Every other argument starting with `-` is a flag.
    public static let valueOptions: Set<String> = [
        // swift test: paths, caching, security, build, traits.
        "--package-path", "--cache-path", "--config-path", "--security-path", "--scratch-path", "--build-path",
        "--multiroot-data-file", "--destination", "--experimental-swift-sdks-path", "--swift-sdks-path", "--toolset",
        "--pkg-config-path", "--package-manager-resources-directory", "--manifest-cache",
        "--experimental-prebuilts-download-url", "--experimental-prebuilts-root-cert", "--netrc-file",
        "--resolver-fingerprint-checking", "--resolver-signing-entity-checking", "--default-registry-url",
        "-c", "--configuration", "-Xcc", "-Xswiftc", "-Xlinker", "-Xcxx", "-Xxcbuild", "-Xbuild-tools-swiftc", "-Xmanifest",
        "--triple", "--sdk", "--toolchain", "--arch", "--experimental-swift-sdk", "--swift-sdk", "--sanitize", "-j", "--jobs",
        "--explicit-target-dependency-import-check", "--build-system", "-debug-info-format",
        "--experimental-test-entry-point-path", "--experimental-lto-mode", "--traits",
        // swift test: testing.
        "--test-product", "--configuration-path", "--event-stream-output-path", "--event-stream-version",
        "--attachments-path", "--num-workers", "--experimental-maximum-parallelization-width", "-s", "--specifier",
        "--filter", "--skip", "--xunit-output", "--test-output",
        // The test processes: Swift Testing's entry point and the library swift test names.
        "--testing-library", "--experimental-event-stream-version", "--experimental-attachments-path",
        "--repetitions", "--repeat-until", "--symbolicate-backtraces", "--verbosity",
    ]
}
