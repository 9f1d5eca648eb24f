import Foundation

/// What a frame-reading effect draws: a matrix in the view's local space, an opacity
/// factor and visual filters, all applied to the view and everything inside it.
public struct FrameDrawnEffect: Equatable, Sendable {
    public var matrix: ProjectionTransform
    public var opacity: Double
    public var filters: [VisualFilter]

    public init(matrix: ProjectionTransform = .identity, opacity: Double = 1, filters: [VisualFilter] = []) {
        (self.matrix, self.opacity, self.filters) = (matrix, opacity, filters)
    }
}

/// An effect computed when an instant is drawn from the view's presented frame, SwiftUI's
/// `.visualEffect { content, proxy in … }` and `.scrollTransition` (whose phase is where the
/// view sits in its scroll view). Unlike a `GeometryEffectModel`, its input is not data a
/// transaction animates but the geometry the pane presents at that instant, so an effect
/// reading its global frame follows the view as it moves. It never changes layout.
///
/// `drawn` runs on the evaluator's threads, as `effectValue(size:)` does: it must be a pure
/// function of its arguments, which keeps evaluation a pure function of time.
public protocol FrameReadingEffectModel: Sendable {
    /// `frame`: the view's frame in pane coordinates at this instant; `container`: the frame
    /// of the ancestor named `containerID` (its scroll view), or the pane's root frame.
    func drawn(size: CGSize, frame: CGRect, container: CGRect) -> FrameDrawnEffect
    /// The id of the node whose frame is `container` (nil: the root's).
    var containerID: String? { get }
    /// What traces call it (`_VisualEffect`, `_ScrollTransitionEffect`).
    var effectName: String { get }
}

/// A frame-reading effect placed in the tree: a modifier layout that lays its one child out
/// where it would be without it, like `EffectLayout`, with no animatable data of its own.
public struct FrameEffectLayout<Effect: FrameReadingEffectModel>: Layout, ModifierLayout, GuidesFromChildren, PassThroughLayout {
    public var effect: Effect

    public init(_ effect: Effect) { self.effect = effect }

    var primaryChild: Int { 0 }
}

/// What `PresentationGraph.drawnEffects` asks of a frame-reading node.
protocol FrameReadingCarrier {
    var containerID: String? { get }
    func own(size: CGSize, frame: CGRect, container: CGRect) -> DrawnTransforms.Own
}

extension FrameEffectLayout {
    func own(size: CGSize, frame: CGRect, container: CGRect) -> DrawnTransforms.Own {
        let value = effect.drawn(size: size, frame: frame, container: container)
        // A singular matrix is ignored, as a geometry effect's is (G3).
        let m = value.matrix
        let usable = m.determinant != 0 && m.determinant.isFinite
        return DrawnTransforms.Own(matrix: usable ? m : .identity,
                                   effects: [DisplayItem.EffectData(name: effect.effectName, matrix: m, animatableData: [value.opacity])],
                                   filters: value.filters, opacity: min(max(value.opacity, 0), 1))
    }
}

extension LayoutBox: FrameReadingCarrier where L: FrameReadingLayout {
    var containerID: String? { layout.readingContainerID }
    func own(size: CGSize, frame: CGRect, container: CGRect) -> DrawnTransforms.Own {
        layout.readingOwn(size: size, frame: frame, container: container)
    }
}

/// `FrameEffectLayout` of any effect type, for the box's conformance.
protocol FrameReadingLayout {
    var readingContainerID: String? { get }
    func readingOwn(size: CGSize, frame: CGRect, container: CGRect) -> DrawnTransforms.Own
}

extension FrameEffectLayout: FrameReadingLayout {
    var readingContainerID: String? { effect.containerID }
    func readingOwn(size: CGSize, frame: CGRect, container: CGRect) -> DrawnTransforms.Own {
        own(size: size, frame: frame, container: container)
    }
}

extension ViewNode {
    /// This view drawn through `effect`, computed from its frame at every instant.
    public func frameReadingEffect<E: FrameReadingEffectModel>(_ effect: E) -> ViewNode { wrapped(in: FrameEffectLayout(effect)) }
}
