import Foundation

/// SwiftUI's `InsettableShape` (S4): a shape that can draw itself inset by an amount, which
/// `strokeBorder` uses to keep the whole stroke inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// How an inset shape draws: its path in the rect inset by `amount` on every side; a
/// rounded rectangle also shrinks its corners (max(corner − amount, 0), S4's choice).
public protocol _InsetDrawing: Shape {
    func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path
}

extension _InsetDrawing {
    public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path { path(in: rect.insetBy(dx: amount, dy: amount)) }
}

/// The inset form of any built-in shape: `AnimatablePair<shape data, amount>`; insetting it
/// again adds the amounts.
public struct _InsetShape<S: _InsetDrawing>: InsettableShape {
    public var shape: S
    public var amount: CGFloat

    public init(shape: S, amount: CGFloat) {
        self.shape = shape
        self.amount = amount
    }

    public func path(in rect: CGRect) -> Path { shape._path(in: rect, insetBy: amount) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var _paint: ShapePaint { shape._paint }
    public func inset(by amount: CGFloat) -> _InsetShape<S> { _InsetShape(shape: shape, amount: self.amount + amount) }

    public var animatableData: AnimatablePair<S.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, amount) }
        set {
            shape.animatableData = newValue.first
            amount = newValue.second
        }
    }
}
