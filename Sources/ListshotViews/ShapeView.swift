import ListshotGeometry
import ListshotRaster

/// A filled circle inscribed in the view's bounds, or a filled rectangle with rounded
/// corners: a custom cell's `shape` part (the contacts' avatars, the carousel's cards).
package final class ShapeView: View {
    /// A circle inscribed in the bounds, or a rectangle with rounded corners filling them.
    package enum Kind: String, CaseIterable, Sendable { case circle, rectangle }

    package let kind: Kind
    package let shapeCornerRadius: Double
    /// The fill; nothing is drawn without one.
    package var color: Color?

    package init(kind: Kind, cornerRadius: Double) {
        self.kind = kind
        shapeCornerRadius = cornerRadius
        super.init()
    }

    override package func draw(in canvas: inout Canvas) {
        guard let color else { return }
        switch kind {
        case .circle: canvas.fillEllipse(in: Rect(origin: .zero, size: frame.size), color: color)
        case .rectangle: canvas.fill(Rect(origin: .zero, size: frame.size), cornerRadii: CornerRadii(all: shapeCornerRadius), color: color)
        }
    }
}
