// `import ListshotViews` is the one import a program that builds lists needs, as `import UIKit`
// is: the modules re-exported here are those whose types the views' API takes and returns —
// geometry (`Rect`, `Point`, `Size`, `EdgeInsets`), the layouts' `TableStyle`,
// `Color` and `Framebuffer`, and `Font` — and no others. None of them is a product of its own
// but ListshotLayout, so a package that depends on the ListshotViews product names them
// through it.
@_exported import ListshotGeometry
@_exported import ListshotLayout
@_exported import ListshotRaster
@_exported import ListshotText
