#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles
import ListshotTestSupport
import Testing

/// Whether a path stays in a folder once its links are followed: what a writer checks before
/// it writes a file named by someone else.
@Suite struct FolderContainmentTests {
    /// A folder `in/` holding `a.png`, a link `inner.png → a.png`, a link `out.png` to a file
    /// outside, a link `sub → ../elsewhere`, a dangling link `gone.png`, beside `elsewhere/`.
    static func tree() -> (top: String, real: String) {
        let top = makeTemporaryFolder()
        mkdir(top + "/in", 0o755)
        mkdir(top + "/elsewhere", 0o755)
        writePlain([1], to: top + "/in/a.png")
        writePlain([2], to: top + "/elsewhere/victim.png")
        symlink("a.png", top + "/in/inner.png")
        symlink(top + "/elsewhere/victim.png", top + "/in/out.png")
        symlink("../elsewhere", top + "/in/sub")
        symlink("/nonexistent-listshot/x.png", top + "/in/gone.png")
        return (top, realPath(top))
    }

    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    @Test func aPathInTheFolderOrThroughALinkThatStaysThereIsInside() {
        let (top, _) = Self.tree()
        defer { removeTree(top) }
        for path in ["in/a.png", "in/inner.png", "in/new.png", "in/new/deeper/x.png", "in/./a.png", "in//a.png"] {
            #expect(FolderContainment.check(top + "/" + path, in: top + "/in") == .inside, "\(path)")
        }
    }

    @Test func aPathThatLeadsOutIsOutsideAndSaysWhere() {
        let (top, real) = Self.tree()
        defer { removeTree(top) }
        let cases: [(String, String)] = [
            ("in/out.png", "elsewhere/victim.png"),
            ("in/sub/new.png", "elsewhere/new.png"),
            ("in/../elsewhere/victim.png", "elsewhere/victim.png"),
            ("in/new/../../x.png", "x.png"),
            ("in", "in"),
        ]
        for (path, resolved) in cases {
            #expect(FolderContainment.check(top + "/" + path, in: top + "/in") == .outside(resolved: real + "/" + resolved), "\(path)")
        }
        #expect(FolderContainment.check("/", in: top + "/in") == .outside(resolved: "/"))
    }

    @Test func aDanglingLinkCannotBeFollowed() {
        let (top, _) = Self.tree()
        defer { removeTree(top) }
        #expect(FolderContainment.check(top + "/in/gone.png", in: top + "/in")
            == .unresolvable(reason: "a link that leads nowhere (\(top)/in/gone.png)"))
    }

    @Test func aRelativePathIsTakenFromTheWorkingFolder() {
        #expect(FolderContainment.resolvingLinks("no-such-listshot-folder/x/../y.png") == .success(Self.realPath(".") + "/no-such-listshot-folder/y.png"))
    }
}
