import ListshotText

extension SceneDescription {
    /// A row's Settings-style icon (`icon: {symbol: wifi, background: systemBlue}`): a white
    /// symbol on a coloured rounded square in the image's place.
    public struct RowIcon: Sendable, Equatable {
        /// The picture, from the bundled icon font.
        public var symbol: Symbol
        /// The square's colour, resolved in the scene's appearance.
        public var background: SceneColor

        /// An icon showing `symbol` on `background`.
        public init(symbol: Symbol, background: SceneColor) {
            self.symbol = symbol
            self.background = background
        }
    }
}
