import Foundation
import Testing
@testable import ListshotText

@Suite struct BundledFontsTests {
    @Test func findsTheRepositoryFontsFolder() throws {
        let folder = try BundledFonts.directory()
        #expect(folder.hasSuffix("/Fonts"))
        for font in BundledFont.allCases {
            #expect(FileManager.default.fileExists(atPath: try BundledFonts.path(for: font)))
        }
        // The package's own folder, derived from the source path, is also a valid answer.
        let package = try #require(BundledFonts.packageFontsDirectory)
        #expect(FileManager.default.fileExists(atPath: package + "/Inter-Regular.otf"))
    }

    /// Issue 9, item 4: a bundled font is found once a process, not once a label: later
    /// calls give the same face without resolving a path (the CLI tests count the calls).
    @Test func aBundledFaceIsLoadedOnce() throws {
        let face = try FontFace.bundled(.semibold)
        #expect(try FontFace.bundled(.semibold) === face)
        #expect(try Font.bundled(.semibold, size: 12).face === face)
        #expect(face == (try FontFace.load(path: BundledFonts.path(for: .semibold))), "the face load(path:) gives")
        #expect(face != (try FontFace.bundled(.regular)))
    }

    /// A pretend file system holding the bundled fonts in each of `folders`.
    private func files(in folders: String...) -> (String) -> Bool {
        let paths = Set(folders.flatMap { f in BundledFont.allCases.map { f + "/" + $0.rawValue } })
        return { paths.contains($0) }
    }

    @Test func environmentOverrideComesFirst() throws {
        let found = try BundledFonts.resolveDirectory(
            environment: ["LISTSHOT_FONTS": "/custom/fonts"], executablePath: "/repo/.build/debug/listshot",
            packageFontsDirectory: "/repo/Fonts", fileExists: files(in: "/custom/fonts", "/repo/Fonts"))
        #expect(found == "/custom/fonts")
    }

    @Test func walksUpFromTheExecutable() throws {
        let found = try BundledFonts.resolveDirectory(
            environment: [:], executablePath: "/checkout/.build/x86_64-unknown-linux-gnu/debug/listshot",
            packageFontsDirectory: "/elsewhere/Fonts", fileExists: files(in: "/checkout/Fonts", "/elsewhere/Fonts"))
        #expect(found == "/checkout/Fonts")
    }

    @Test func overrideWithoutTheFilesFallsThrough() throws {
        let found = try BundledFonts.resolveDirectory(
            environment: ["LISTSHOT_FONTS": "/empty"], executablePath: "/usr/bin/listshot",
            packageFontsDirectory: "/src/Fonts", fileExists: files(in: "/src/Fonts"))
        #expect(found == "/src/Fonts")
    }

    @Test func aFolderMissingOneFontIsSkipped() throws {
        let partial: Set<String> = ["/half/Inter-Regular.otf"]
        let both = files(in: "/src/Fonts")
        let found = try BundledFonts.resolveDirectory(
            environment: ["LISTSHOT_FONTS": "/half"], executablePath: nil,
            packageFontsDirectory: "/src/Fonts", fileExists: { partial.contains($0) || both($0) })
        #expect(found == "/src/Fonts")
    }

    @Test func failureNamesEveryPlace() {
        let error = #expect(throws: FontError.self) {
            try BundledFonts.resolveDirectory(
                environment: ["LISTSHOT_FONTS": "/env/fonts"], executablePath: "/opt/tool/bin/listshot",
                packageFontsDirectory: "/src/Fonts", fileExists: { _ in false })
        }
        let text = error?.description ?? ""
        for place in ["/env/fonts", "/opt/tool/bin/Fonts", "/opt/tool/Fonts", "/opt/Fonts", "/Fonts", "/src/Fonts"] {
            #expect(text.contains(place + " ("), "missing \(place) in: \(text)")
        }
        #expect(text.contains("Inter-Regular.otf"))
    }

    @Test func unsetOverrideIsMentioned() {
        let error = #expect(throws: FontError.self) {
            try BundledFonts.resolveDirectory(
                environment: [:], executablePath: nil, packageFontsDirectory: nil, fileExists: { _ in false })
        }
        #expect(error?.description.contains("$LISTSHOT_FONTS (not set)") == true)
    }

    @Test func realOverrideFolderIsHonoured() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for font in BundledFont.allCases {
            try FileManager.default.copyItem(
                atPath: try BundledFonts.path(for: font), toPath: folder.appendingPathComponent(font.rawValue).path)
        }
        let found = try BundledFonts.resolveDirectory(
            environment: ["LISTSHOT_FONTS": folder.path], executablePath: nil,
            packageFontsDirectory: BundledFonts.packageFontsDirectory)
        #expect(found == folder.path)
        // A copy is a different file, so it loads as a different face of the same family.
        let copy = try FontFace.load(path: found + "/" + BundledFont.regular.rawValue)
        #expect(copy != (try FontFace.load(path: BundledFonts.path(for: .regular))))
        #expect(copy.familyName == (try FontFace.load(path: BundledFonts.path(for: .regular))).familyName)
    }

    @Test func parentPaths() {
        #expect(BundledFonts.parent(of: "/a/b/c") == "/a/b")
        #expect(BundledFonts.parent(of: "/a") == "/")
        #expect(BundledFonts.parent(of: "/") == nil)
        #expect(BundledFonts.parent(of: "name") == nil)
    }
}
