import ListshotScenes
import ListshotStructuredText
import ListshotText

/// `GET /`: the page, one self-contained HTML file (its script and style inline, nothing
/// fetched but `/frame.png` and `/events`), light or dark as the browser is.
///
/// The URL keeps the state (`?offset=120&textSize=AX2&appearance=dark&device=iphone-se-3&zoom=2`),
/// so a view can be shared; the wheel or the slider scrolls along the layout's axis over
/// its scrollable range; `/events` redraws the frame when the file changes, keeping the
/// offset, and shows the file's error over the last good frame when it is not a scene.
enum PreviewPage {
    static func html(scene: String) -> String {
        // A text size's short name is its value (the URL stays short); its long name is accepted too.
        let textSizes = TextSize.allCases.map { option($0.shortName, "\($0.shortName) · \($0.rawValue)", name: $0.rawValue) }.joined()
        let devices = DevicePreset.all.map { option($0.name, $0.name) }.joined()
        let values = [
            "scene": HTMLText.escaped(scene), "textSizes": textSizes, "devices": devices,
            "appearances": option("light", "light") + option("dark", "dark"),
        ]
        return filling(template, with: values)
    }

    /// `PreviewPage.html`, compiled in (`PackageResources`): the page with `{{name}}` where
    /// `html(scene:)` puts the scene's name and the menus' options.
    static let template = String(decoding: PackageResources.PreviewPage_html, as: UTF8.self)

    /// `template` with each `{{name}}` replaced by `values[name]`, in one pass, so that a value
    /// holding `{{…}}` (a scene named so) stays as it is.
    static func filling(_ template: String, with values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            if let close = rest[open.upperBound...].range(of: "}}"),
                let value = values[String(rest[open.upperBound..<close.lowerBound])]
            {
                result += value
                rest = rest[close.upperBound...]
            } else {
                result += "{{"
                rest = rest[open.upperBound...]
            }
        }
        return result + rest
    }

    private static func option(_ value: String, _ title: String, name: String? = nil) -> String {
        "<option value=\"\(HTMLText.escaped(value))\"\(name.map { " data-name=\"\(HTMLText.escaped($0))\"" } ?? "")>\(HTMLText.escaped(title))</option>"
    }
}
