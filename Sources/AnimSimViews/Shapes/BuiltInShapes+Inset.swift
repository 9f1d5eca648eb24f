import AnimSimCore
import Foundation

/// The built-ins' inset forms (S4): `strokeBorder` draws them.
extension Rectangle: _InsetDrawing {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) }
}

extension Ellipse: _InsetDrawing {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) }
}

extension Capsule: _InsetDrawing {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) }
}

extension Circle: _InsetDrawing {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) }
}

extension RoundedRectangle: _InsetDrawing {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(shape: self, amount: amount) }

    public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        let corner = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerSize: corner, style: style)
    }
}

extension UnevenRoundedRectangle: _InsetDrawing {
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(shape: self, amount: amount) }

    public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        let c = cornerRadii
        let radii = RectangleCornerRadii(topLeading: max(c.topLeading - amount, 0), bottomLeading: max(c.bottomLeading - amount, 0),
                                         bottomTrailing: max(c.bottomTrailing - amount, 0), topTrailing: max(c.topTrailing - amount, 0))
        return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerRadii: radii, style: style)
    }
}
