#if canImport(Glibc)
import Glibc
#endif
import ListshotFiles

/// A fingerprint of the code that draws: the GNU build ID of the executable and of every
/// shared object loaded in this process (listshot's own code, FreeType, HarfBuzz, FriBidi,
/// the PNG encoders, the Swift runtime, the C and maths libraries), read from their
/// `NT_GNU_BUILD_ID` notes in memory (`dl_iterate_phdr(3)`).
///
/// The linker derives a build ID from the bytes it links, so a rebuild that changes any
/// code gets a new one, and an unchanged build keeps it: ``DocsInputs`` puts it in every
/// image's digest, so that `listshot docs` remakes its images after the engine changed and
/// skips them when it did not. An object without a build ID is hashed whole from its file
/// instead (slower, the same guarantee); the kernel's vDSO, whose ID changes with the
/// kernel and which draws nothing, is left out.
enum CodeFingerprint {
    /// This process's fingerprint: the SHA-256 of its objects' lines (``objects()``), taken once.
    static let current: String = SHA256.hexDigest(Array(objects().joined(separator: "\n").utf8))

    /// One line per loaded object, sorted: its file name and its build ID (`build-id 9b0f…`)
    /// or, without one, the SHA-256 of its file (`sha256 …`, `unreadable` when it cannot be read).
    static func objects() -> [String] {
        // dl_iterate_phdr and struct dl_phdr_info are declared only for _GNU_SOURCE, which
        // Swift's Glibc module is not built with: the function is looked up by name and the
        // structure read at the offsets of its 64-bit layout (address, name, headers, count).
        guard MemoryLayout<Int>.size == 8, let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "dl_iterate_phdr") else {
            return ["(executable) sha256 " + fileDigest("/proc/self/exe")]
        }
        let iterate = unsafeBitCast(symbol, to: (@convention(c) (ObjectVisitor, UnsafeMutableRawPointer?) -> Int32).self)
        let lines = Lines()
        _ = iterate(visitObject, Unmanaged.passUnretained(lines).toOpaque())
        return lines.lines.sorted()
    }

    /// The line of the object a `dl_phdr_info` at `info` describes; nil for the vDSO.
    fileprivate static func line(info: UnsafeRawPointer) -> String? {
        let address = info.load(as: UInt.self)
        let path = info.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? ""
        let headers = info.load(fromByteOffset: 16, as: UnsafeRawPointer?.self)
        let count = Int(info.load(fromByteOffset: 24, as: UInt16.self))
        let name = path.isEmpty ? "(executable)" : String(path.split(separator: "/").last ?? "")
        guard !name.hasPrefix("linux-vdso"), !name.hasPrefix("linux-gate") else { return nil }
        if let headers, let id = buildID(address: address, headers: headers, count: count) { return "\(name) build-id \(id)" }
        return "\(name) sha256 \(fileDigest(path.isEmpty ? "/proc/self/exe" : path))"
    }

    /// The SHA-256 of the file at `path`, or `unreadable`.
    private static func fileDigest(_ path: String) -> String {
        (try? FileReader.readAll(path, regularFileOnly: true)).map(SHA256.hexDigest) ?? "unreadable"
    }

    /// The hexadecimal GNU build ID in the `PT_NOTE` segments among the `count` program
    /// headers (`Elf64_Phdr`, 56 bytes each) at `headers` of the object loaded at `address`.
    private static func buildID(address: UInt, headers: UnsafeRawPointer, count: Int) -> String? {
        let noteSegment: UInt32 = 4  // PT_NOTE
        let buildIDNote: UInt32 = 3  // NT_GNU_BUILD_ID
        for index in 0..<count {
            let header = headers + 56 * index
            guard header.load(as: UInt32.self) == noteSegment else { continue }
            let virtualAddress = header.load(fromByteOffset: 16, as: UInt.self)
            let size = Int(header.load(fromByteOffset: 40, as: UInt.self))
            guard let start = UnsafeRawPointer(bitPattern: address &+ virtualAddress) else { continue }
            let notes = UnsafeRawBufferPointer(start: start, count: size)
            var offset = 0
            // Each note: name size, description size, type (4 bytes each), then the name and
            // the description, each padded to 4 bytes.
            while offset + 12 <= notes.count {
                let nameSize = Int(notes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let descriptionSize = Int(notes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                let type = notes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
                let nameStart = offset + 12
                let descriptionStart = nameStart + (nameSize + 3) & ~3
                let end = descriptionStart + (descriptionSize + 3) & ~3
                guard end <= notes.count else { break }
                if type == buildIDNote, nameSize == 4, Array(notes[nameStart..<nameStart + 4]) == Array("GNU\0".utf8) {
                    return notes[descriptionStart..<descriptionStart + descriptionSize].map { byte in
                        let digits = String(byte, radix: 16)
                        return digits.count == 1 ? "0" + digits : digits
                    }.joined()
                }
                offset = end
            }
        }
        return nil
    }
}

/// The lines ``CodeFingerprint/objects()`` collects, passed through `dl_iterate_phdr`'s context.
private final class Lines {
    var lines: [String] = []
}

private typealias ObjectVisitor = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> Int32

/// `dl_iterate_phdr`'s callback: adds the line of one loaded object.
private func visitObject(_ info: UnsafeRawPointer?, _ size: Int, _ context: UnsafeMutableRawPointer?) -> Int32 {
    guard let info, let context else { return 0 }
    if let line = CodeFingerprint.line(info: info) { Unmanaged<Lines>.fromOpaque(context).takeUnretainedValue().lines.append(line) }
    return 0
}
