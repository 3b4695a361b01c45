#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import ListshotFiles

// `listshot-fuzz`: the fuzz targets (`FuzzTarget`, one file per input kind) as one executable.
//
// Built plainly (`swift build --product listshot-fuzz`) it replays files:
//
//     listshot-fuzz TARGET FILE...      each file through TARGET, printing what it did
//
// Built for libFuzzer (what `Tests/Fuzz/run` does):
//
//     swift build --scratch-path .build-fuzz --product listshot-fuzz \
//         -Xswiftc -DFUZZING -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address
//
// it is a libFuzzer binary fuzzing the target named by `LISTSHOT_FUZZ_TARGET`; every
// argument is libFuzzer's (corpus folders, `-timeout=10`, `-max_total_time=600`…).
//
// SwiftPM links an executable target's `@main` as `main` (its entry point is renamed to
// `listshot_fuzz_main` and aliased), so the fuzzing build keeps a `@main` that hands
// control to libFuzzer through `LLVMFuzzerRunDriver`, instead of linking libFuzzer's own
// `main`. `LLVMFuzzerTestOneInput` is exported as well, for tools that look for it.

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

#if FUZZING

    /// libFuzzer's driver: parses `argv` as libFuzzer flags and runs `callback` on every unit.
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The target `LISTSHOT_FUZZ_TARGET` names, looked up once.
    let fuzzTarget: FuzzTarget = {
        let name = getenv("LISTSHOT_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            printError("listshot-fuzz: set LISTSHOT_FUZZ_TARGET to one of: \(names) (it is \"\(name)\")")
            exit(2)
        }
        return target
    }()

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        _ = fuzzTarget.run(bytes)
        return 0
    }

    @main
    struct FuzzDriver {
        static func main() {
            _ = fuzzTarget
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, { data, size in fuzzTestOneInput(data, size) }))
        }
    }

#else

    @main
    struct ReplayDriver {
        static func main() {
            let arguments = Array(CommandLine.arguments.dropFirst())
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            guard let first = arguments.first, let target = FuzzTarget(rawValue: first), arguments.count > 1 else {
                printError("usage: listshot-fuzz \(names) FILE...")
                exit(2)
            }
            for path in arguments.dropFirst() {
                let bytes: [UInt8]
                do {
                    bytes = try FileReader.readAll(path)
                } catch {
                    printError("listshot-fuzz: \(error)")
                    exit(1)
                }
                let clock = ContinuousClock()
                let start = clock.now
                let outcome = target.run(bytes, name: path)
                let seconds = (clock.now - start) / .seconds(1)
                switch outcome {
                case .accepted(let summary): print("\(path): accepted (\(summary)) in \(seconds) s")
                case .rejected(let message): print("\(path): rejected in \(seconds) s: \(message)")
                }
            }
        }
    }

#endif
