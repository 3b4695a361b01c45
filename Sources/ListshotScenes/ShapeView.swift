import ListshotGeometry
import ListshotRaster
import ListshotViews

/// A filled circle inscribed in the view's bounds, or a filled rectangle with rounded
/// corners: a custom cell's `shape` part, drawn as ``AvatarView`` draws its circle and
/// ``CardBackground`` its card.
final class ShapeView: View {
    let kind: CellDesign.Shape.Kind
    let shapeCornerRadius: Double
    var color: Color?

    init(kind: CellDesign.Shape.Kind, cornerRadius: Double) {
        self.kind = kind
        shapeCornerRadius = cornerRadius
        super.init()
    }

    override func draw(in canvas: inout Canvas) {
        guard let color else { return }
        switch kind {
        case .circle: canvas.fillEllipse(in: Rect(origin: .zero, size: frame.size), color: color)
        case .rectangle: canvas.fill(Rect(origin: .zero, size: frame.size), cornerRadii: CornerRadii(all: shapeCornerRadius), color: color)
        }
    }
}

/// An image view that, in a stack, takes a size given in the scene file rather than its image's.
final class SizedImageView: ImageView {
    var fixedSize: Size?

    override func sizeThatFits(_ size: Size) -> Size {
        fixedSize ?? super.sizeThatFits(size)
    }
}
