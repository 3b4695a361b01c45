import ListshotRaster

/// The pixel font of the composite image's panel labels ("Expected", "Actual", "Diff"):
/// 5 × 9 cells (7 rows above the baseline, 2 below), each font pixel drawn as a square of
/// whole image pixels, so that a label stays crisp and legible at any size. A font of its
/// own rather than the bundled fonts: ListshotSnapshot then needs neither FreeType nor the
/// font files at run time, so a failure's composite is written wherever its images are.
enum PanelLabelFont {
    /// A glyph's cell, in font pixels: 5 wide and 9 high.
    static let cellWidth = 5, cellHeight = 9
    /// From one letter's left edge to the next one's, in font pixels.
    static let advance = cellWidth + 1

    /// The letters of the three labels, row by row from the top, `#` drawn.
    static let glyphs: [Character: [String]] = [
        "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#", ".....", "....."],
        "D": ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####.", ".....", "....."],
        "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####", ".....", "....."],
        "a": [".....", ".....", ".###.", "....#", ".####", "#...#", ".####", ".....", "....."],
        "c": [".....", ".....", ".####", "#....", "#....", "#....", ".####", ".....", "....."],
        "d": ["....#", "....#", ".####", "#...#", "#...#", "#...#", ".####", ".....", "....."],
        "e": [".....", ".....", ".###.", "#...#", "#####", "#....", ".####", ".....", "....."],
        "f": ["..##.", ".#...", ".#...", "###..", ".#...", ".#...", ".#...", ".....", "....."],
        "i": ["..#..", ".....", ".##..", "..#..", "..#..", "..#..", ".###.", ".....", "....."],
        "l": [".##..", "..#..", "..#..", "..#..", "..#..", "..#..", ".###.", ".....", "....."],
        "p": [".....", ".....", "####.", "#...#", "#...#", "#...#", "####.", "#....", "#...."],
        "t": [".#...", ".#...", "####.", ".#...", ".#...", ".#...", "..##.", ".....", "....."],
        "u": [".....", ".....", "#...#", "#...#", "#...#", "#..##", ".##.#", ".....", "....."],
        "x": [".....", ".....", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", ".....", "....."],
    ]

    /// The width of `text` in image pixels when each font pixel is `scale` pixels square.
    static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * advance - 1) * scale
    }

    /// Draws `text` with its cells' top left corner at `x`, `y`, each font pixel a square of
    /// `scale` pixels of `color`. A letter the font does not have is left blank.
    static func draw(_ text: String, x: Int, y: Int, scale: Int, color: Color, into frame: inout Framebuffer) {
        for (index, letter) in text.enumerated() {
            guard let rows = glyphs[letter] else { continue }
            let left = x + index * advance * scale
            for (row, bits) in rows.enumerated() {
                for (column, bit) in bits.enumerated() where bit == "#" {
                    frame.fill(PixelRect(x: left + column * scale, y: y + row * scale, width: scale, height: scale), with: color)
                }
            }
        }
    }
}
