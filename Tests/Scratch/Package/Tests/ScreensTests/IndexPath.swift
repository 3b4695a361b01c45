import ListshotLayout

// InboxTests.swift imports Foundation, whose IndexPath would make `IndexPath` ambiguous in a
// type's position; a declaration in this module wins over both (issue 35, item 8; the
// golden-image tests article's Troubleshooting).
typealias IndexPath = ListshotLayout.IndexPath
