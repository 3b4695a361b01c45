internal import CFreeType

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// An open FreeType face together with the `FT_Library` it was opened with.
///
/// Each face gets its own library: FreeType requires calls on a library and its faces to be
/// serialized, so with one library per face the face's lock is the only lock needed and
/// faces never contend with one another. Both are released when this value is destroyed.
/// Not thread-safe on its own: ``FontFace`` keeps it behind its lock.
struct FreeTypeFace: ~Copyable {
    let library: FT_Library
    let face: FT_Face

    /// Opens the first face in the file at `path`, which must be a scalable (outline) font or
    /// a colour bitmap font (such as Noto Color Emoji's CBDT strikes).
    init(path: String) throws(FontError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw FontError(path: path, reason: "no such file")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FontError(path: path, reason: "not a regular file")
        }
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else {
            throw FontError.freeType(initError, path: path, doing: "cannot initialize FreeType")
        }
        var face: FT_Face?
        let openError = FT_New_Face(library, path, 0, &face)
        guard openError == 0, let face else {
            FT_Done_FreeType(library)
            throw FontError.freeType(openError, path: path, doing: "FreeType cannot open it")
        }
        let flags = face.pointee.face_flags
        // A colour bitmap font (CBDT, sbix) is drawn from its strikes, scaled as images are.
        let isColorBitmap = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0
        guard flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 && face.pointee.units_per_EM > 0 || isColorBitmap else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw FontError(path: path, reason: "not a scalable outline font")
        }
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }
}

/// `path` with symbolic links and `.`/`..` resolved, or `path` itself when that fails.
func canonicalPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
