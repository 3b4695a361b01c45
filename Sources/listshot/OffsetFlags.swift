/// Many `--offset` flags folded into one argument before ArgumentParser reads them.
///
/// ArgumentParser's time grows with the square of the number of arguments (for each one it
/// searches and shrinks its list of the rest): 5,000 `--offset` flags took 49 s to parse in
/// a debug build and 10,000 took 196 s, before a frame was drawn or a limit checked
/// (issue 21, item 10). So `listshot render` and `layout` fold every `--offset VALUE` and
/// `--offset=VALUE` that is a decimal number into one `--offset` whose value lists them all,
/// joined by ``separator``, where the first of them stood; ``OffsetList`` splits it again.
/// A value that is not a number is left where it is, so ArgumentParser reports it as it
/// reports any bad value, naming `--offset`.
enum OffsetFlags {
    /// Joins the folded values: the unit separator, which no one types in a number.
    static let separator: Character = "\u{1F}"

    /// The subcommands whose `--offset` is folded (those that take ``SceneOptions``).
    static let subcommands: Set<String> = [RenderCommand.configuration.commandName!, LayoutCommand.configuration.commandName!]

    /// `arguments` (without the program's name) with their `--offset` flags folded, when
    /// the first is `render` or `layout`; anything after `--` is left alone.
    static func folded(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, subcommands.contains(command) else { return arguments }
        var result: [String] = [command]
        var values: [String] = []
        var foldedAt: Int?
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            let value: String?, width: Int
            if argument == "--offset", index + 1 < arguments.count {
                (value, width) = (arguments[index + 1], 2)
            } else if argument.hasPrefix("--offset=") {
                (value, width) = (String(argument.dropFirst("--offset=".count)), 1)
            } else {
                (value, width) = (nil, 1)
            }
            if let value, (try? decimalNumber(value)) != nil {
                if foldedAt == nil {
                    foldedAt = result.count
                    result += ["--offset", ""]
                }
                values.append(value)
            } else {
                result += arguments[index..<(index + width)]
            }
            index += width
        }
        if let foldedAt { result[foldedAt + 1] = values.joined(separator: String(separator)) }
        return result
    }
}
