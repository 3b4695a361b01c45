
/// A decoded PNG file: its pixels and its text chunks.
public struct PNGImage: Sendable, Equatable {
    /// The pixels, premultiplied as ``PNGDecoder/decode(_:)`` gives them.
    public var framebuffer: Framebuffer
    /// The file's tEXt, zTXt and iTXt chunks in file order; empty when it has none.
    public var text: [PNGTextEntry]

    /// An image of `framebuffer` with `text`.
    public init(framebuffer: Framebuffer, text: [PNGTextEntry] = []) {
        self.framebuffer = framebuffer
        self.text = text
    }
}
