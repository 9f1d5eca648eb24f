import Foundation

/// SwiftUI's `Shape`, as the core evaluates it (S1–S3): a value that gives a path for any
/// rect and whose `animatableData` an animation interpolates. The evaluator holds a shape in
/// a childless layout node (`ShapeLayout`), so its data animates exactly as a layout's does
/// (a typed animator per node, springs, interruptions) and `path(in:)` runs again for the
/// presented data at every instant. The view layer adds the `View` conformance.
public protocol Shape: Animatable, Sendable {
    func path(in rect: CGRect) -> Path
    /// S3: the proposal with unspecified sides 10 pt; Circle makes it square.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    static var role: ShapeRole { get }
    /// How the outline is painted: filled (with its rule) or stroked with a style. Set by
    /// `.stroke(style:)` and `.fill(style:)`; wrappers forward their shape's.
    var _paint: ShapePaint { get }
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }

    public static var role: ShapeRole { .fill }
    public var _paint: ShapePaint { ShapePaint() }
}

/// SwiftUI's `ShapeRole`.
public enum ShapeRole: Hashable, Sendable { case fill, stroke, separator }

/// How a shape's outline is painted: stroked with a style, or filled with the non-zero or
/// even-odd rule. What the display item carries beside the outline.
public struct ShapePaint: Equatable, Sendable {
    public var stroke: LineStyle?
    public var eoFill: Bool

    public init(stroke: LineStyle? = nil, eoFill: Bool = false) {
        self.stroke = stroke
        self.eoFill = eoFill
    }
}

/// SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// SwiftUI's `AnyShape` (iOS 16): any shape, its data animating while the type stays the
/// same; a change of the wrapped type snaps, as a change of `AnyLayout`'s does.
public struct AnyShape: Shape {
    private var box: any AnyShapeBox

    public init<S: Shape>(_ shape: S) { box = TypedShapeBox(shape: shape) }

    public func path(in rect: CGRect) -> Path { box.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { box.sizeThatFits(proposal) }
    public var _paint: ShapePaint { box.paint }

    /// The wrapped shape's data as a vector of its components (`AnimatableComponents`), so
    /// a spring runs on it as on any data. A wrapped shape whose data lists no components
    /// (a custom `VectorArithmetic`) snaps inside `AnyShape`; unwrapped it animates.
    public var animatableData: AnimatableVector {
        get { box.data }
        set { box = box.setting(newValue) }
    }
}

private protocol AnyShapeBox: Sendable {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    var paint: ShapePaint { get }
    var data: AnimatableVector { get }
    func setting(_ data: AnimatableVector) -> any AnyShapeBox
}

private struct TypedShapeBox<S: Shape>: AnyShapeBox {
    var shape: S
    func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    var paint: ShapePaint { shape._paint }
    var data: AnimatableVector { AnimatableVector((shape.animatableData as? AnimatableComponents)?.animatableComponents ?? []) }

    func setting(_ data: AnimatableVector) -> any AnyShapeBox {
        guard var components = shape.animatableData as? AnimatableComponents else { return self }
        components.animatableComponents = data.components
        guard let typed = components as? S.AnimatableData else { return self }
        var copy = self
        copy.shape.animatableData = typed
        return copy
    }
}
