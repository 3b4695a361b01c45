import ListshotRaster

/// A `width` × `height` image of `color` with the pixels `dots` painted `dot`.
func image(_ width: Int = 8, _ height: Int = 6, color: Color = .white, dot: Color = .black, at dots: [(x: Int, y: Int)] = []) throws -> Framebuffer {
    var image = try Framebuffer(width: width, height: height, color: color)
    for (x, y) in dots { image.setColor(dot, x: x, y: y) }
    return image
}

/// The folder of this target's fixture images.
let fixturesFolder: String = {
    let file = #filePath
    return file[..<file.lastIndex(of: "/")!] + "/Fixtures"
}()

func fixture(_ name: String) throws -> Framebuffer {
    try PNGDecoder.decode(contentsOf: fixturesFolder + "/" + name)
}
