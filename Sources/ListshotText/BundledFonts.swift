import ListshotFiles

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// Where the bundled fonts live.
public enum BundledFonts {
    /// The environment variable naming a folder that holds the bundled fonts.
    public static let environmentVariable = "LISTSHOT_FONTS"

    /// The folder holding every ``BundledFont``.
    ///
    /// Looks, in order, in: the folder named by the `LISTSHOT_FONTS` environment variable;
    /// a `Fonts` folder beside the running executable's real path (`/proc/self/exe`) or beside
    /// any folder above it, which covers `.build/debug/listshot` in a checkout; finally the
    /// package's own `Fonts` folder, as it was when this module was compiled. The first that
    /// holds all the font files wins. Throws ``FontError`` naming every place looked in when
    /// none does.
    ///
    /// The folder is looked for once per process, on first use, and the answer (or the
    /// error) kept: a frame asks for fonts hundreds of times, and each search walks every
    /// folder above the executable. Setting `LISTSHOT_FONTS` after that changes nothing.
    public static func directory() throws(FontError) -> String {
        try resolvedDirectory.get()
    }

    /// ``directory()``'s answer, found on first use (thread-safe, as every global is).
    private static let resolvedDirectory: Result<String, FontError> = {
        var environment: [String: String] = [:]
        if let value = getenv(environmentVariable) { environment[environmentVariable] = String(cString: value) }
        return Result { () throws(FontError) in
            try resolveDirectory(
                environment: environment, executablePath: realPath("/proc/self/exe"),
                packageFontsDirectory: packageFontsDirectory)
        }
    }()

    /// The SHA-256 of every bundled font file, in file-name order (as `sha256sum Fonts/*`
    /// lists them): what a golden image's provenance records, so that a golden drawn with
    /// other fonts can be told apart.
    ///
    /// Computed once per process, on first use (thread-safe, as every global is), and the
    /// answer or the error kept: the fonts are a few megabytes.
    ///
    /// - Throws: ``FontError`` when the folder is not found or a file cannot be read.
    public static func fingerprints() throws(FontError) -> [FileFingerprint] {
        try computedFingerprints.get()
    }

    private static let computedFingerprints: Result<[FileFingerprint], FontError> = Result { () throws(FontError) in
        let folder = try directory()
        return try BundledFont.allCases.map(\.rawValue).sorted().map { name throws(FontError) in
            do throws(FileError) {
                return try FileFingerprint(contentsOf: join(folder, name))
            } catch {
                throw FontError(path: error.path, reason: error.message)
            }
        }
    }

    /// The full path of `font`'s file in ``directory()``.
    public static func path(for font: BundledFont) throws(FontError) -> String {
        try directory() + "/" + font.rawValue
    }

    /// The folders ``directory()`` would search, in order, with a label for each.
    static func candidates(
        environment: [String: String], executablePath: String?, packageFontsDirectory: String?
    ) -> [(folder: String, label: String)] {
        var folders: [(String, String)] = []
        if let folder = environment[environmentVariable], !folder.isEmpty {
            folders.append((folder, "$\(environmentVariable)"))
        }
        if let executable = executablePath {
            var folder = parent(of: executable)
            while let current = folder {
                folders.append((join(current, "Fonts"), "above the executable"))
                folder = parent(of: current)
            }
        }
        if let folder = packageFontsDirectory { folders.append((folder, "the package source")) }
        return folders
    }

    /// ``directory()`` with its inputs given: testable without touching the process.
    static func resolveDirectory(
        environment: [String: String], executablePath: String?, packageFontsDirectory: String?,
        fileExists: (String) -> Bool = isRegularFile
    ) throws(FontError) -> String {
        let places = candidates(
            environment: environment, executablePath: executablePath,
            packageFontsDirectory: packageFontsDirectory)
        for (folder, _) in places
        where BundledFont.allCases.allSatisfy({ fileExists(join(folder, $0.rawValue)) }) {
            return folder
        }
        var looked = places.map { "\($0.folder) (\($0.label))" }
        if environment[environmentVariable, default: ""].isEmpty {
            looked.insert("$\(environmentVariable) (not set)", at: 0)
        }
        let names = BundledFont.allCases.map(\.rawValue).joined(separator: ", ")
        throw FontError(
            path: names,
            reason: "no folder holds the bundled fonts; looked in: " + looked.joined(separator: ", "))
    }

    /// The package's `Fonts` folder, from this file's path at compile time
    /// (`<package>/Sources/ListshotText/BundledFonts.swift`).
    static let packageFontsDirectory: String? = {
        var folder: String? = "\(#filePath)"
        for _ in 0..<3 { folder = folder.flatMap(parent(of:)) }
        return folder.map { join($0, "Fonts") }
    }()

    /// The folder containing `path`, or `nil` for the root or a bare name.
    static func parent(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        if slash == path.startIndex { return path == "/" ? nil : "/" }
        return String(path[..<slash])
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when `path` names a regular file (following symbolic links).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
