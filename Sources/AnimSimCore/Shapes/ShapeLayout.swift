import Foundation

/// A shape in the layout tree: a childless layout whose `animatableData` is the shape's, so
/// the evaluator animates it as it animates any layout's (`TypedLayoutAnimator`: springs,
/// interruptions, additive animations), and whose outline is the shape's `path(in:)` for
/// the presented data, asked again at every instant (`PresentationGraph.items`).
public struct ShapeLayout<S: Shape>: Layout, OutlineDrawing {
    public var shape: S
    /// A shape of the user's (not one of AnimSim's modules'): its `path(in:)` is a call into
    /// user code, watched by a Swift file's watchdog (`UserCodeWatch`). Found once, when the
    /// view resolves, not at every frame.
    let watched: Bool

    public init(_ shape: S) {
        self.shape = shape
        watched = LayoutTraits.isUserCode(S.self)
    }

    public var animatableData: S.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func outline(in size: CGSize) -> Path {
        guard watched else { return shape.path(in: CGRect(origin: .zero, size: size)) }
        return UserCodeWatch.run(.path, S.self) { shape.path(in: CGRect(origin: .zero, size: size)) }
    }
    var paint: ShapePaint { shape._paint }
}

/// A layout that draws an outline in its own frame (a shape's).
protocol OutlineDrawing: Sendable {
    /// The outline in the view's local coordinates, origin at the frame's top-left.
    func outline(in size: CGSize) -> Path
    var paint: ShapePaint { get }
}

extension AnyLayout {
    /// The layout node of a shape view.
    public init<S: Shape>(shape: S) { self.init(ShapeLayout(shape)) }
}
