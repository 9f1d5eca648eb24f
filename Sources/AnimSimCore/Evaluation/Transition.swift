import Foundation

/// SwiftUI's `AnyTransition`: what a view looks like just before it is inserted (the
/// insertion's active state) and just after it is removed (the removal's), each animated to
/// or from identity with the transaction's animation. Definitions as in OpenSwiftUI's
/// sources (docs/evaluation.md, "Transitions"):
/// - `opacity`: opacity 0 (the default transition);
/// - `scale(s)`: scale `s` about the centre; `scale` is `scale(1e-5)`, effectively 0;
/// - `move(edge:)`: an offset by the view's own size towards the edge;
/// - `slide`: move(leading) on insertion, move(trailing) on removal;
/// - `offset(x:y:)`: the same offset in both phases;
/// - `asymmetric`: each phase its own; `combined(with:)`: both applied; `identity`: nothing;
/// - `effects`: an active state given as numbers (a custom `Transition`'s phase body measured
///   against its identity body, `.blurReplace`, `.scale(scale:anchor:)`).
public indirect enum Transition: Equatable, Sendable {
    public enum Edge: String, Equatable, Sendable, CaseIterable { case leading, trailing, top, bottom }

    case identity
    case opacity
    case scale(CGFloat)
    case move(Edge)
    case slide
    case offset(x: CGFloat, y: CGFloat)
    case combined(Transition, Transition)
    case asymmetric(insertion: Transition, removal: Transition)
    case effects(Effects)

    public static let scale = Transition.scale(1e-5)

    /// The active state's changes to a view of `size`: opacity and scale factors, an offset
    /// and a blur radius (σ, as `.blur(radius:)`'s).
    public struct Active: Equatable, Sendable {
        public var opacity: Double = 1
        public var scale: CGFloat = 1
        public var offset: CGSize = .zero
        public var blur: Double = 0
        /// A turn (a custom `Transition`'s `rotationEffect`) about `rotationAnchor`.
        public var rotation: Angle = .zero
        public var rotationAnchor: UnitPoint = .center

        public init(opacity: Double = 1, scale: CGFloat = 1, offset: CGSize = .zero, blur: Double = 0) {
            (self.opacity, self.scale, self.offset, self.blur) = (opacity, scale, offset, blur)
        }
    }

    /// An active state as the modifiers a transition applies say it: factors for opacity and
    /// scale (about `anchor`), an offset and a blur radius added. The core has channels for
    /// exactly these, so each interpolates from here to identity as SwiftUI interpolates the
    /// modifiers' animatable data.
    public struct Effects: Equatable, Sendable {
        public var opacity: Double
        public var scale: CGFloat
        public var anchor: UnitPoint
        public var offset: CGSize
        public var blur: Double
        /// A turn about `rotationAnchor`: the effects channel interpolates its angle (the
        /// animatable pane) and the matrix morph its drawn matrix (the position pane).
        public var rotation: Angle
        public var rotationAnchor: UnitPoint

        public init(opacity: Double = 1, scale: CGFloat = 1, anchor: UnitPoint = .center, offset: CGSize = .zero, blur: Double = 0,
                    rotation: Angle = .zero, rotationAnchor: UnitPoint = .center) {
            (self.opacity, self.scale, self.anchor, self.offset, self.blur) = (opacity, scale, anchor, offset, blur)
            (self.rotation, self.rotationAnchor) = (rotation, rotationAnchor)
        }
    }

    /// The active state of the insertion (`removal` false) or the removal.
    public func active(removal: Bool, size: CGSize) -> Active {
        var active = Active()
        apply(removal: removal, size: size, to: &active)
        return active
    }

    private func apply(removal: Bool, size: CGSize, to active: inout Active) {
        switch self {
        case .identity: break
        case .opacity: active.opacity *= 0
        case .scale(let factor): active.scale *= factor
        case .move(let edge): active.offset = Self.add(active.offset, Self.offset(edge, size))
        case .slide: active.offset = Self.add(active.offset, Self.offset(removal ? .trailing : .leading, size))
        case .offset(let x, let y): active.offset = Self.add(active.offset, CGSize(width: x, height: y))
        case .combined(let a, let b):
            a.apply(removal: removal, size: size, to: &active)
            b.apply(removal: removal, size: size, to: &active)
        case .asymmetric(let insertion, let removalTransition):
            (removal ? removalTransition : insertion).apply(removal: removal, size: size, to: &active)
        case .effects(let effects):
            active.opacity *= effects.opacity
            active.scale *= effects.scale
            active.blur += effects.blur
            if effects.rotation != .zero {
                active.rotation = .degrees(active.rotation.degrees + effects.rotation.degrees)
                active.rotationAnchor = effects.rotationAnchor
            }
            active.offset = Self.add(active.offset, effects.offset)
            // A scale about `anchor` is the scale about the centre moved by (anchor − centre)·(1 − s);
            // that offset is linear in s, so the geometry channel, run by the same animation as
            // the scale's, keeps the anchor fixed at every instant.
            let shift = 1 - effects.scale
            active.offset = Self.add(active.offset, CGSize(width: (effects.anchor.x - 0.5) * size.width * shift,
                                                           height: (effects.anchor.y - 0.5) * size.height * shift))
        }
    }

    /// move(edge:): the view's own width or height, not the distance to its container's edge.
    static func offset(_ edge: Edge, _ size: CGSize) -> CGSize {
        switch edge {
        case .leading: CGSize(width: -size.width, height: 0)
        case .trailing: CGSize(width: size.width, height: 0)
        case .top: CGSize(width: 0, height: -size.height)
        case .bottom: CGSize(width: 0, height: size.height)
        }
    }

    private static func add(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: a.width + b.width, height: a.height + b.height) }
}
