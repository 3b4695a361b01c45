import Foundation
import ListshotGeometry
import ListshotRaster
import Testing
@testable import ListshotText

/// The coverage tables chosen by text luminance.
@Suite struct TextGammaTests {
    @Test func everyTableIsMonotonicAndKeepsTheEnds() {
        #expect(TextGamma.tables.count == TextGamma.levels)
        for (level, table) in TextGamma.tables.enumerated() {
            #expect(table.count == 256)
            #expect(table[0] == 0 && table[255] == 255, "level \(level)")
            #expect(zip(table, table.dropFirst()).allSatisfy { $0 <= $1 }, "level \(level)")
        }
        // Any contrast from none to full gives monotonic tables too.
        for contrast in stride(from: 0.0, through: 1, by: 0.25) {
            for luminance in stride(from: 0.0, through: 1, by: 0.05) {
                let table = TextGamma.makeTable(luminance: luminance, contrast: contrast)
                #expect(table[0] == 0 && table[255] == 255)
                #expect(zip(table, table.dropFirst()).allSatisfy { $0 <= $1 })
            }
        }
    }

    @Test func blackIsUnchangedAndWhiteIsTheSquareRoot() {
        let black = TextGamma.table(for: .black), white = TextGamma.table(for: .white)
        #expect(black == (0...255).map { UInt8($0) })
        #expect(white == (0...255).map { UInt8(((Double($0) / 255).squareRoot() * 255).rounded()) })
        #expect(white[64] == 128)
        // Lighter colours get stronger tables; the tables grow with the level.
        for (darker, lighter) in zip(TextGamma.tables, TextGamma.tables.dropFirst()) {
            #expect(zip(darker, lighter).allSatisfy { $0 <= $1 })
        }
    }

    @Test func levelsFollowLuminance() {
        #expect(TextGamma.level(of: .black) == 0)
        #expect(TextGamma.level(of: .white) == TextGamma.levels - 1)
        #expect(TextGamma.level(of: Color(rgb: 0x00FF00)) > TextGamma.level(of: Color(rgb: 0xFF0000)))
        #expect(TextGamma.level(of: Color(rgb: 0xFF0000)) > TextGamma.level(of: Color(rgb: 0x0000FF)))
        // Alpha does not choose the table.
        #expect(TextGamma.level(of: Color(red: 255, green: 255, blue: 255, alpha: 10)) == TextGamma.levels - 1)
        // UIKit's light secondaryLabel: #3C3C43 at 60 % on white.
        #expect(TextGamma.level(of: Color(rgb: 0x8E8E93)) == 4)
    }

    @Test func tablesAreRebuiltIdentically() {
        for level in 0..<TextGamma.levels {
            let again = TextGamma.makeTable(
                luminance: Double(level) / Double(TextGamma.levels - 1), contrast: TextGamma.contrast)
            #expect(again == TextGamma.tables[level])
        }
    }

    /// The light a pixel's red channel emits, 0…1, through the sRGB curve.
    static func light(_ pixel: UInt32) -> Double {
        let v = Double(UInt32(littleEndian: pixel) & 0xFF) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    @Test func lightOnDarkIsNoLongerThinnerThanDarkOnLight() throws {
        let font = try Font.bundled(size: 13)
        let line = Shaper.shape("Hamburgefonstiv 0123 — the quick brown fox", font: font)
        func render(_ text: Color, on background: Color, gamma: Bool) throws -> Framebuffer {
            var canvas = try makeCanvas(width: 300, height: 24, scale: 1, color: background)
            canvas.draw(line, at: Point(x: 4, y: 17), color: text, gamma: gamma ? TextGamma.table(for: text) : nil)
            return canvas.framebuffer
        }
        // Ink, in light: what white text adds to black, and what black text takes from white.
        func ink(gamma: Bool) throws -> (light: Double, dark: Double) {
            let lightText = try render(.white, on: .black, gamma: gamma).pixels.map(Self.light).reduce(0, +)
            let darkText = try render(.black, on: .white, gamma: gamma).pixels.map { 1 - Self.light($0) }.reduce(0, +)
            return (lightText, darkText)
        }
        let plain = try ink(gamma: false), adjusted = try ink(gamma: true)
        // Blending encoded values, light text gives off less light than dark text takes away.
        #expect(plain.light < plain.dark)
        // The table brings them closer, by thickening light text; dark text is unchanged.
        #expect(abs(adjusted.light - adjusted.dark) < abs(plain.light - plain.dark))
        #expect(adjusted.light > plain.light)
        #expect(adjusted.dark == plain.dark)
        #expect(try render(.black, on: .white, gamma: true) == render(.black, on: .white, gamma: false))
        // Drawing applies the table by default.
        var canvas = try makeCanvas(width: 300, height: 24, scale: 1, color: .black)
        canvas.draw(line, at: Point(x: 4, y: 17), color: .white)
        #expect(canvas.framebuffer == (try render(.white, on: .black, gamma: true)))
        #expect(canvas.framebuffer != (try render(.white, on: .black, gamma: false)))
    }
}
