
@testable import ListshotRaster

/// A minimal APNG reader for the tests, independent of the encoder's code: it splits the
/// file into chunks, checks each CRC with the tests' own CRC-32, rebuilds every frame as a
/// standalone PNG (the IHDR with the frame's size, its data in one IDAT, IEND), decodes it
/// with ``PNGDecoder`` (libpng) and composes it onto the canvas as the fcTL says.
struct APNGReader {
    struct Chunk {
        let type: String
        let data: [UInt8]
        let crcMatches: Bool
    }

    struct FrameControl: Equatable {
        let sequence: UInt32
        let width: Int, height: Int, x: Int, y: Int
        let delayNumerator: UInt16, delayDenominator: UInt16
        let dispose: UInt8, blend: UInt8
    }

    let chunks: [Chunk]

    init(_ png: [UInt8]) {
        precondition(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
        var chunks: [Chunk] = []
        var at = 8
        while at + 12 <= png.count {
            let length = Int(readBE32(png, at))
            let type = String(decoding: png[at + 4..<at + 8], as: UTF8.self)
            let data = Array(png[at + 8..<at + 8 + length])
            let crc = readBE32(png, at + 8 + length)
            chunks.append(Chunk(type: type, data: data, crcMatches: crc == crc32(Array(png[at + 4..<at + 8]) + data)))
            at += 12 + length
        }
        precondition(at == png.count, "bytes after the last chunk")
        self.chunks = chunks
    }

    var types: [String] { chunks.map(\.type) }

    /// The acTL's frame count and plays.
    var animationControl: (frames: UInt32, plays: UInt32)? {
        chunks.first { $0.type == "acTL" }.map { (readBE32($0.data, 0), readBE32($0.data, 4)) }
    }

    /// The sequence numbers of the fcTL and fdAT chunks, in file order.
    var sequenceNumbers: [UInt32] {
        chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { readBE32($0.data, 0) }
    }

    var frameControls: [FrameControl] {
        chunks.filter { $0.type == "fcTL" }.map { c in
            let d = c.data
            return FrameControl(
                sequence: readBE32(d, 0), width: Int(readBE32(d, 4)), height: Int(readBE32(d, 8)),
                x: Int(readBE32(d, 12)), y: Int(readBE32(d, 16)),
                delayNumerator: UInt16(d[20]) << 8 | UInt16(d[21]), delayDenominator: UInt16(d[22]) << 8 | UInt16(d[23]),
                dispose: d[24], blend: d[25])
        }
    }

    /// Every frame as the canvas shows it, composed as the specification says (only the
    /// operations the encoder writes, dispose none and blend source, are supported).
    func frames() throws -> [Framebuffer] {
        let ihdr = chunks[0].data
        let canvasWidth = Int(readBE32(ihdr, 0)), canvasHeight = Int(readBE32(ihdr, 4))
        var canvas = try Framebuffer(width: canvasWidth, height: canvasHeight)
        var result: [Framebuffer] = []
        var control: FrameControl?
        var data: [UInt8] = []
        func finish() throws {
            guard let control else { return }
            precondition(control.dispose == 0 && control.blend == 0, "the reader composes dispose none, blend source only")
            var header = ihdr
            header.replaceSubrange(0..<8, with: bigEndian(UInt32(control.width)) + bigEndian(UInt32(control.height)))
            let standalone = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
            let part = try PNGDecoder.decode(standalone)
            var pixels = canvas.pixels
            for y in 0..<control.height {
                for x in 0..<control.width {
                    pixels[(control.y + y) * canvasWidth + control.x + x] = part.pixels[y * control.width + x]
                }
            }
            canvas = try Framebuffer(width: canvasWidth, height: canvasHeight, premultipliedPixels: pixels)
            result.append(canvas)
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try finish()
                control = frameControls.first { $0.sequence == readBE32(chunk.data, 0) }
                data = []
            case "IDAT": data += chunk.data
            case "fdAT": data += chunk.data.dropFirst(4)
            default: break
            }
        }
        try finish()
        return result
    }
}

func readBE32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
}
