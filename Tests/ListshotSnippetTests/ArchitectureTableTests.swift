import Foundation
import ListshotTestSupport
import Testing

/// The Architecture article's module table says what Package.swift says: the same modules,
/// each depending on the same listshot modules, and no more than fourteen Swift libraries.
@Suite struct ArchitectureTableTests {
    /// Each listshot target of Package.swift (but test targets and system libraries) with the
    /// listshot modules it depends on.
    static func packageTargets() throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: RepositoryPaths.root + "/Package.swift", encoding: .utf8)
        let declaration = try Regex(#"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let matches = text.matches(of: declaration)
        var targets: [String: Set<String>] = [:]
        for (index, match) in matches.enumerated() {
            let kind = String(match.output[1].substring!)
            guard kind == "target" || kind == "executableTarget" else { continue }
            let name = String(match.output[2].substring!)
            guard !name.hasSuffix("TestSupport") else { continue }
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : text.endIndex
            let body = text[match.range.upperBound..<end]
            let names = body.matches(of: try Regex(#""((?:C?Listshot)\w*)""#)).map { String($0.output[1].substring!) }
            targets[name] = Set(names)
        }
        return targets
    }

    /// The article's rows: the module in the first column, the listshot modules named in the last
    /// (before a ";", after which come other packages and frameworks).
    static func articleRows(knowing modules: Set<String>) throws -> [String: Set<String>] {
        let text = try String(
            contentsOfFile: RepositoryPaths.root + "/Sources/listshot/listshot.docc/Architecture.md", encoding: .utf8)
        let section = text.components(separatedBy: "## Modules")[1].components(separatedBy: "## ")[0]
        var rows: [String: Set<String>] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            // Before the first ";" the listshot modules, after it the packages and frameworks.
            let listed = cells[cells.count - 2].split(separator: ";", maxSplits: 1).first ?? ""
            let dependencies = listed.split(whereSeparator: { ",;() ".contains($0) }).compactMap { word -> String? in
                let word = String(word)
                if modules.contains(word) { return word }
                if modules.contains("Listshot" + word) { return "Listshot" + word }
                return nil
            }
            rows[name] = Set(dependencies)
        }
        return rows
    }

    @Test func theArticlesTableNamesEveryModuleWithItsDependencies() throws {
        let targets = try Self.packageTargets()
        let rows = try Self.articleRows(knowing: Set(targets.keys))
        #expect(Set(rows.keys) == Set(targets.keys))
        for (name, dependencies) in targets.sorted(by: { $0.key < $1.key }) {
            #expect(rows[name] == dependencies, "\(name): the article says \(rows[name].map { $0.sorted() } ?? []), Package.swift \(dependencies.sorted())")
        }
    }

    @Test func atMostFourteenSwiftLibraryModules() throws {
        let text = try String(contentsOfFile: RepositoryPaths.root + "/Package.swift", encoding: .utf8)
        let libraries = text.matches(of: try Regex(#"\.target\(\s*name:\s*"(Listshot\w+)""#)).map { String($0.output[1].substring!) }
            .filter { !$0.hasSuffix("TestSupport") }
        #expect(libraries.count <= 14, "\(libraries)")
    }

    /// Each test target's dependencies as Package.swift lists them, in order.
    static func testTargets() throws -> [String: [String]] {
        let text = try String(contentsOfFile: RepositoryPaths.root + "/Package.swift", encoding: .utf8)
        let declaration = try Regex(#"\.testTarget\(\s*name:\s*"([^"]+)",\s*dependencies:\s*\[([^\]]*)\]"#)
        var targets: [String: [String]] = [:]
        for match in text.matches(of: declaration) {
            let names = String(match.output[2].substring!).matches(of: try Regex(#""([^"]+)""#))
            targets[String(match.output[1].substring!)] = names.map { String($0.output[1].substring!) }
        }
        return targets
    }

    /// A test target depends on the module it tests and ListshotTestSupport, so its tests
    /// import only what that module is built on. ListshotLayoutTests tests the layout engine
    /// and its conformance suite (built on it); the two exceptions test what they name.
    @Test func aTestTargetDependsOnItsModuleAndTheTestSupport() throws {
        let targets = try Self.testTargets()
        #expect(targets.count == 16, "\(targets.keys.sorted())")
        let exceptions: [String: [String]] = [
            "ListshotLayoutTests": ["ListshotLayoutTesting", "ListshotTestSupport"],
            "ListshotFuzzTests": ["listshot-fuzz", "ListshotTestSupport"],
            "listshotCLITests": ["listshot", "ListshotTestSupport"],
            "ListshotGoldenTests": ["ListshotTesting", "ListshotLayoutTesting", "ListshotTestSupport"],
            "ListshotSnippetTests": ["ListshotTesting", "ListshotSnapshotTesting", "ListshotTestSupport"],
        ]
        for (name, dependencies) in targets.sorted(by: { $0.key < $1.key }) {
            let expected = exceptions[name] ?? [String(name.dropLast("Tests".count)), "ListshotTestSupport"]
            #expect(dependencies == expected, "\(name)")
        }
    }
}
