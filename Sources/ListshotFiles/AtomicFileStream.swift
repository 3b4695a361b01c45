#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
    /// A file written a piece at a time, that appears whole or not at all, as
    /// ``AtomicFile/write(_:to:)`` writes one: for output too large to hold in memory (an
    /// animation of hundreds of frames).
    ///
    /// ```swift
    /// let stream = try AtomicFile.Stream(path: "scroll.png")
    /// for piece in pieces { try stream.write(piece) }
    /// try stream.commit()  // now scroll.png is the new file; before, the old one
    /// ```
    ///
    /// Where the bytes go depends on what is at the path when the stream is opened, as for
    /// ``AtomicFile/write(_:to:)``:
    ///
    /// - **Nothing, or a regular file** (also through links): each `write(_:)` goes
    ///   straight into the temporary file beside it (`.<name>.tmp-<pid>-<random>`,
    ///   `O_EXCL | O_NOFOLLOW`, `flock`ed), and ``commit()`` flushes it with `fsync`,
    ///   renames it into place and syncs the folder: the same temporary file, lock and
    ///   rename as a single write. Memory does not grow with the file.
    /// - **A device or FIFO**, and ``standardOutput()``: the bytes go to an unnamed spool
    ///   file in `$TMPDIR` (else `/tmp`), and ``commit()`` copies it there in one go, as a
    ///   single write would have; a failure before then writes nothing, and a FIFO's reader
    ///   is not waited for until the end.
    /// - **A folder or socket**: refused when the stream is opened.
    ///
    /// A stream that is not committed — after a failed `write(_:)`, ``abandon()``, or
    /// when it is released — removes its temporary file and leaves the path untouched.
    /// Not `Sendable`: use a stream from one thread at a time.
    public final class Stream {
        /// Where the bytes go until ``commit()``.
        private enum Sink {
            /// The temporary file beside a regular file.
            case temporary(TemporaryFile)
            /// An unnamed spool file, copied to a device, FIFO or standard output at the end.
            case spool(fd: Int32, to: Output)
        }

        /// Where a spool is copied.
        private enum Output {
            case path(String)
            case standardOutput
        }

        /// The path as given, or `"standard output"`: what errors name.
        public let path: String
        /// How many bytes were written so far.
        public private(set) var byteCount = 0
        /// `nil` once committed or abandoned.
        private var sink: Sink?
        private let random: () -> UInt64

        /// Opens a stream to `path`.
        ///
        /// - Throws: ``FileError`` of kind `.system(code:)` naming `path`, as
        ///   ``AtomicFile/write(_:to:)`` fails: a missing folder, a folder or socket at the
        ///   path, a loop of links, no permission to create the temporary file.
        public convenience init(path: String) throws(FileError) {
            try self.init(path: path, random: { UInt64.random(in: .min ... .max) })
        }

        /// ``init(path:)`` with the random part of the temporary name drawn from `random`.
        init(path: String, random: @escaping () -> UInt64) throws(FileError) {
            self.path = path
            self.random = random
            try AtomicFile.checkName(path)
            switch try AtomicFile.destination(of: path) {
            case .replace(let target):
                sink = .temporary(try TemporaryFile(replacing: target, naming: path, random: random))
            case .writeInPlace:
                sink = .spool(fd: try Self.openSpool(naming: path), to: .path(path))
            }
        }

        private init(spoolingTo output: Output, naming name: String) throws(FileError) {
            path = name
            random = { 0 }
            sink = .spool(fd: try Self.openSpool(naming: name), to: output)
        }

        /// A stream to standard output (file descriptor 1), copied there by ``commit()`` as
        /// ``AtomicFile/writeToStandardOutput(_:)`` writes (SIGPIPE blocked, so a reader
        /// that went away is an `EPIPE` error).
        ///
        /// - Throws: ``FileError`` naming `"standard output"` when no spool file can be made.
        public static func standardOutput() throws(FileError) -> Stream {
            try Stream(spoolingTo: .standardOutput, naming: "standard output")
        }

        deinit { abandon() }

        /// Appends `bytes` to the file.
        ///
        /// - Throws: ``FileError`` naming the path (`"out.png: cannot write file: No space
        ///   left on device"`); the stream is then abandoned.
        public func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
            guard let fd = openDescriptor() else { throw abandoned() }
            if let code = writeAll(bytes, to: fd) {
                abandon()
                throw .system(code, "cannot write file", path: path)
            }
            byteCount += bytes.count
        }

        /// Appends `bytes` to the file (see ``write(_:)-(UnsafeRawBufferPointer)``).
        public func write(_ bytes: [UInt8]) throws(FileError) {
            var failure: FileError?
            bytes.withUnsafeBytes { buffer in
                do throws(FileError) { try write(buffer) } catch { failure = error }
            }
            if let failure { throw failure }
        }

        /// Puts the file in place: renames the temporary file over the path (after `fsync`,
        /// syncing the folder after), or copies the spool to the device, FIFO or standard
        /// output. Nothing more can be written after.
        ///
        /// - Throws: ``FileError`` naming the path, as ``AtomicFile/write(_:to:)`` does; the
        ///   stream is abandoned, leaving the path as it was (a device or FIFO may have
        ///   taken part of the bytes, as with a single write).
        public func commit() throws(FileError) {
            guard let sink else { throw abandoned() }
            defer { abandon() }
            switch sink {
            case .temporary(let file):
                try file.commit(batch: nil)
            case .spool(let fd, .path(let path)):
                try AtomicFile.write(to: path, batch: nil, random: random) { Self.copy(fd, to: $0) }
            case .spool(let fd, .standardOutput):
                fflush(nil)
                try AtomicFile.write(toDescriptor: STDOUT_FILENO, naming: path) { Self.copy(fd, to: $0) }
            }
        }

        /// Drops what was written: removes the temporary file (or closes the spool) and
        /// leaves the path untouched. Does nothing after ``commit()``.
        public func abandon() {
            switch sink {
            case .temporary(let file): file.discard()
            case .spool(let fd, _): close(fd)
            case nil: break
            }
            sink = nil
        }

        private func openDescriptor() -> Int32? {
            switch sink {
            case .temporary(let file): file.fd
            case .spool(let fd, _): fd
            case nil: nil
            }
        }

        private func abandoned() -> FileError {
            .system(EBADF, "cannot write file", reason: "The stream was committed or abandoned", path: path)
        }

        /// An unnamed file in `$TMPDIR` (else `/tmp`), open for reading and writing: made
        /// with `mkstemp` and unlinked at once, so nothing is left whatever happens.
        private static func openSpool(naming path: String) throws(FileError) -> Int32 {
            let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            var template = Array((folder + "/.listshot-spool-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { throw .system(errno, "cannot write file (spool in \(folder))", path: path) }
            unlink(template)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            return fd
        }

        /// Writes every byte of the spool `spool`, from its start, to `fd`; `nil`, or the
        /// `errno` of the failure. Reads with `pread`, so it can start again from the start.
        private static func copy(_ spool: Int32, to fd: Int32) -> Int32? {
            var buffer = [UInt8](repeating: 0, count: 1 << 20)
            var offset: off_t = 0
            while true {
                let count = buffer.withUnsafeMutableBytes { pread(spool, $0.baseAddress, $0.count, offset) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { return nil }
                if let code = buffer.withUnsafeBytes({ writeAll(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: fd) }) {
                    return code
                }
                offset += off_t(count)
            }
        }
    }
}
