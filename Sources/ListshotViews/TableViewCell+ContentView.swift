import ListshotGeometry
import ListshotRaster

/// A cell's ``TableViewCell/contentView``: while its cell shows a separator, it and its
/// subviews draw only above the separator's row of device pixels.
///
/// The cell, not the content view, places the labels and the image view (and custom cells
/// place what they add here), so a subview whose size changes with its content makes the
/// cell lay out again. It goes no further: a table does not resize rows when their content
/// changes, as in UIKit (reload the rows for that).
final class ContentView: View {
    override func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {
        super.subviewDidInvalidateIntrinsicContentSize(subview)
        superview?.setNeedsLayout()
    }

    override func render(in canvas: inout Canvas) {
        guard let cell = superview as? TableViewCell, cell.separator != nil else { return super.render(in: &canvas) }
        canvas.save()
        defer { canvas.restore() }
        // The canvas is in the coordinates the cell places its subviews in, which are the
        // ones its separator is drawn in: both find the same pixel row.
        canvas.clip(aboveHairlineAtBottomOf: cell.frame.height)
        super.render(in: &canvas)
    }
}

extension Canvas {
    /// Narrows the clip to the rows of device pixels above the one that
    /// `fillHairline(atBottomOf: y, …)` fills; the clip's other edges stay.
    ///
    /// The row is found exactly as `fillHairline` finds it (`y` snapped to the nearest pixel
    /// boundary), and the clip's new bottom edge falls on a whole pixel, so the two meet
    /// without a gap or an overlap at every scale and position.
    fileprivate mutating func clip(aboveHairlineAtBottomOf y: Double) {
        let hairlineTop = pixelPoint(for: Point(x: 0, y: y)).y.rounded() - 1
        let origin = pixelPoint(for: .zero), current = clipBounds
        // The current clip in points, with its bottom moved up to the hairline: each edge
        // converts back to the same whole pixel.
        let minX = (Double(current.x) - origin.x) / scale, minY = (Double(current.y) - origin.y) / scale
        let maxX = (Double(current.maxX) - origin.x) / scale
        let maxY = (min(Double(current.maxY), max(Double(current.y), hairlineTop)) - origin.y) / scale
        clip(to: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
}
