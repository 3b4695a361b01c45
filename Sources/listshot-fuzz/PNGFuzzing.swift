import ListshotRaster

enum PNGFuzzing {
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        // The text chunks are read on their own too (a path that skips the pixels).
        let text = try? PNGDecoder.text(in: bytes)
        do throws(PNGError) {
            let image = try PNGDecoder.decodeImage(bytes)
            let framebuffer = image.framebuffer
            precondition(framebuffer.width > 0 && framebuffer.height > 0, "decoded an empty image")
            return .accepted("\(framebuffer.width)×\(framebuffer.height), \(text?.count ?? 0) text chunks")
        } catch {
            precondition(!error.description.isEmpty, "a PNG error without a message")
            return .rejected(error.description)
        }
    }
}
