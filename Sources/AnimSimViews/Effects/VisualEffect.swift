import AnimSimCore

/// SwiftUI's `VisualEffect`: what `.visualEffect` and `.scrollTransition` closures return,
/// the visual modifiers (offset, scale, rotation, opacity, blur, the colour filters) applied
/// to a placeholder of the content (`EmptyVisualEffect`). None of them changes layout, which
/// is why SwiftUI lets them read the view's geometry: AnimSim runs the closure when an
/// instant is drawn, with the frame the pane presents then (`FrameReadingEffectModel`).
///
/// AnimSim records the modifiers as a list of steps (`_steps`, innermost first) rather than
/// nesting types; each step acts in the view's own space as the view modifier of that name.
public protocol VisualEffect: Sendable {
    var _steps: [_VisualEffectStep] { get }
}

/// The content a `.visualEffect` or `.scrollTransition` closure starts from: no effect.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _steps: [_VisualEffectStep] { [] }
}

/// A content placeholder with the steps written so far (what every modifier returns).
public struct _VisualEffectChain: VisualEffect {
    public let _steps: [_VisualEffectStep]
}

/// One visual modifier of a `VisualEffect`.
public enum _VisualEffectStep: Equatable, Sendable {
    /// A matrix in the view's local space (an offset).
    case matrix(ProjectionTransform)
    /// A linear map about a point of the view given in unit coordinates (a scale or a
    /// rotation): the view's size is known only when an instant is drawn.
    case anchored(ProjectionTransform, UnitPoint)
    case opacity(Double)
    case filter(VisualFilter)
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectStep) -> _VisualEffectChain { _VisualEffectChain(_steps: _steps + [step]) }

    public func offset(_ offset: CGSize) -> _VisualEffectChain { adding(.matrix(.translation(offset.width, offset.height))) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain { adding(.matrix(.translation(x, y))) }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(.anchored(ProjectionTransform(rows: [x, 0, 0, 0, y, 0, 0, 0, 1]), anchor))
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
        let (s, c) = (CGFloat(sin(angle.radians)), CGFloat(cos(angle.radians)))
        return adding(.anchored(ProjectionTransform(rows: [c, s, 0, -s, c, 0, 0, 0, 1]), anchor))
    }

    public func opacity(_ opacity: Double) -> _VisualEffectChain { adding(.opacity(opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain { adding(.filter(VisualFilter(.blur, [Double(radius)]))) }
    public func hueRotation(_ angle: Angle) -> _VisualEffectChain { adding(.filter(VisualFilter(.hueRotation, [angle.radians]))) }
    public func saturation(_ amount: Double) -> _VisualEffectChain { adding(.filter(VisualFilter(.saturation, [amount]))) }
    public func brightness(_ amount: Double) -> _VisualEffectChain { adding(.filter(VisualFilter(.brightness, [amount]))) }
    public func contrast(_ amount: Double) -> _VisualEffectChain { adding(.filter(VisualFilter(.contrast, [amount]))) }
    public func grayscale(_ amount: Double) -> _VisualEffectChain { adding(.filter(VisualFilter(.grayscale, [amount]))) }

    public func colorMultiply(_ color: Color) -> _VisualEffectChain {
        adding(.filter(VisualFilter(.colorMultiply, [color.red, color.green, color.blue, color.opacity])))
    }
}

extension _VisualEffectStep {
    /// This step's matrix for a view of `size` (nil for opacity and filters): p ↦ a + L(p − a)
    /// for an anchored step, a the anchor's point, in CoreGraphics' row-vector convention.
    func matrix(size: CGSize) -> ProjectionTransform? {
        switch self {
        case .matrix(let m): return m
        case .anchored(let linear, let anchor):
            let (ax, ay) = (anchor.x * size.width, anchor.y * size.height)
            return ProjectionTransform.translation(-ax, -ay).concatenating(linear).concatenating(.translation(ax, ay))
        case .opacity, .filter: return nil
        }
    }
}
