import ListshotRendering
import ListshotStructuredText
import ListshotText

/// Fails before drawing or measuring when the fonts cannot be found or one of them does not
/// load, rather than drawing no text and measuring every label as empty.
func requireBundledFonts() throws {
    do {
        // Finds the folder (BundledFonts.directory()) and loads every face in it.
        _ = try FontFace.allBundled()
    } catch {
        throw CommandError(error)
    }
}

/// Tells the user on standard error that their offset was moved into the scrollable range,
/// e.g. `listshot: offset 5000 is outside the scrollable range 0…156; drawing at 156`.
func printClampingNote(_ scroll: SceneRenderer.Scroll, doing: String) {
    guard let requested = scroll.requestedOffset else { return }
    printError(
        "listshot: offset \(NumberText.plain(requested)) is outside the scrollable range "
            + "\(NumberText.plain(scroll.offsetRange.lowerBound))…\(NumberText.plain(scroll.offsetRange.upperBound)); "
            + "\(doing) at \(NumberText.plain(scroll.appliedOffset))")
}
