import Foundation

/// One step of a `KeyframeTimeline`, SwiftUI's `KeyframeTrackContent` flattened into data.
///
/// Each keyframe describes the segment that *ends* at it: where the value goes, how long it
/// takes and the shape of the way there. The segment starts from wherever the previous one
/// actually finished, which for a spring need not be its target.
public enum Keyframe<V: VectorArithmetic>: Sendable {
    case linear(LinearKeyframe<V>)
    case cubic(CubicKeyframe<V>)
    case spring(SpringKeyframe<V>)
    case move(MoveKeyframe<V>)

    /// The value the keyframe names (not necessarily reached, for a short spring).
    public var to: V {
        switch self {
        case let .linear(k): return k.to
        case let .cubic(k): return k.to
        case let .spring(k): return k.to
        case let .move(k): return k.to
        }
    }

    /// The segment's length in seconds; a spring without one runs for its settling duration.
    public var duration: Double {
        switch self {
        case let .linear(k): return max(k.duration, 0)
        case let .cubic(k): return max(k.duration, 0)
        case let .spring(k): return max(k.duration ?? k.spring.settlingDuration, 0)
        case .move: return 0
        }
    }
}

/// Interpolates straight toward `to`, paced by `timingCurve`.
public struct LinearKeyframe<V> {
    public var to: V
    public var duration: Double
    public var timingCurve: TimingCurve

    public init(_ to: V, duration: Double, timingCurve: TimingCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }
}

/// A cubic Hermite segment. A velocity left nil is chosen for smooth motion: between cubic
/// keyframes the Catmull-Rom tangent through the neighbouring keyframes, next to another
/// kind of segment that segment's velocity at the shared end, and zero at the ends of the
/// timeline and next to a move, where the motion starts or stops.
public struct CubicKeyframe<V> {
    public var to: V
    public var duration: Double
    /// Units per second at the segment's start and end.
    public var startVelocity: V?
    public var endVelocity: V?

    public init(_ to: V, duration: Double, startVelocity: V? = nil, endVelocity: V? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
}

/// Releases `spring` toward `to` from the value and velocity at the segment's start and lets
/// it run for `duration` (its settling duration if nil); the next segment starts from
/// wherever it got to. `startVelocity` nil inherits the previous segment's end velocity.
public struct SpringKeyframe<V> {
    public var to: V
    public var duration: Double?
    public var spring: Spring
    public var startVelocity: V?

    public init(_ to: V, duration: Double? = nil, spring: Spring = Spring(), startVelocity: V? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }
}

/// Jumps to `to` instantly; the motion after it starts from rest.
public struct MoveKeyframe<V> {
    public var to: V

    public init(_ to: V) {
        self.to = to
    }
}

// Any value type may be named in a keyframe (SwiftUI's take `Animatable` values such as
// `CGSize` or `Angle`, which the view layer maps onto their vector data); a timeline runs on
// `VectorArithmetic` values only (`Keyframe`).
extension LinearKeyframe: Sendable where V: Sendable {}
extension CubicKeyframe: Sendable where V: Sendable {}
extension SpringKeyframe: Sendable where V: Sendable {}
extension MoveKeyframe: Sendable where V: Sendable {}
