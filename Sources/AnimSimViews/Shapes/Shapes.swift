import AnimSimCore

/// SwiftUI's `Shape` as a view (S1): the core's shape model (`AnimSimCore.Shape`: `path(in:)`,
/// `animatableData`, `sizeThatFits`) that also is a `View`. A shape resolves to a childless
/// layout node (`ShapeLayout`), so its data animates as a layout's does and its path is
/// asked again at every instant; it is filled with the foreground colour unless `.fill` or
/// `.stroke` says otherwise.
///
/// `Rectangle`, `Circle`, `Capsule` and a `RoundedRectangle` with equal corner sides, used
/// as views on their own, keep the core's closed shape kinds (`_kind`), which every painter,
/// exporter and scene file already draws; their paths are the same. Wrapped in a shape
/// modifier (`trim`, `stroke(style:)`, `rotation`, …) or in `AnyShape` they are shapes
/// like any other.
public protocol Shape: AnimSimCore.Shape, _PrimitiveView {
    /// The closed kind a plain built-in is drawn as; nil for every other shape.
    var _kind: ShapeKind? { get }
}

extension Shape {
    public var _kind: ShapeKind? { nil }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        var node = ViewNode(_kind.map { .shape($0) } ?? .layout(AnyLayout(shape: self)), id: context.path)
        node.style.fill = context.environment.resolvedForeground
        node.style.gradient = context.environment.foregroundGradient
        return [node]
    }
}

/// `InsettableShape` as a view.
public protocol InsettableShape: Shape, AnimSimCore.InsettableShape where InsetShape: Shape {}

extension Rectangle: InsettableShape {
    public var _kind: ShapeKind? { .rectangle }
}

extension RoundedRectangle: InsettableShape {
    /// AnimSim's closed kind has one circular radius: equal corner sides only.
    public var _kind: ShapeKind? {
        cornerSize.width == cornerSize.height ? .roundedRectangle(cornerRadius: cornerSize.width) : nil
    }
}

extension Circle: InsettableShape {
    public var _kind: ShapeKind? { .circle }
}

extension Capsule: InsettableShape {
    public var _kind: ShapeKind? { .capsule }
}

extension Ellipse: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension _InsetShape: Shape, InsettableShape {}
extension AnyShape: Shape {}
extension _TrimmedShape: Shape {}
extension _StrokedShape: Shape {}
extension _FillStyledShape: Shape {}
extension OffsetShape: Shape {}
extension ScaledShape: Shape {}
extension RotatedShape: Shape {}
extension TransformedShape: Shape {}
