import Foundation

/// A scene file's built-in shape kind (`rect`, `roundedRect`, `circle`, `capsule`) as a
/// `Shape`, for when a shape modifier wraps it (`trim:`, a `stroke:` with a style): the same
/// paths `ShapeKind.path(in:)` draws, the same sizes the layout gives the plain kinds (a
/// circle is square), and `RoundedRectangle`'s corner radius as its `animatableData` (0 for
/// the other kinds, which have none to animate).
public struct KindShape: Shape {
    public var kind: ShapeKind

    public init(_ kind: ShapeKind) { self.kind = kind }

    public var animatableData: CGFloat {
        get {
            if case .roundedRectangle(let radius) = kind { return radius }
            return 0
        }
        set {
            if case .roundedRectangle = kind { kind = .roundedRectangle(cornerRadius: max(0, newValue)) }
        }
    }

    public func path(in rect: CGRect) -> Path { kind.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        guard kind == .circle else { return size }
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}
