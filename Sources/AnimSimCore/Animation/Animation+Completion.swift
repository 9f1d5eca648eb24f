import Foundation

/// When an animation is done, for `withAnimation(_:completionCriteria:_:completion:)` (note
/// K6 of swiftui-animatable.md): SwiftUI calls a completion when the animations its change
/// created are *logically* complete, which for a spring is well before it settles.
/// SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Sendable, Equatable, Hashable {
    private let removes: Bool

    /// When the animation logically completes (`Animation.logicalDuration`), whatever later
    /// animations of the same properties do.
    public static let logicallyComplete = AnimationCompletionCriteria(removes: false)
    /// When the animation has stopped changing the value (`Animation.duration`).
    public static let removed = AnimationCompletionCriteria(removes: true)
}

extension Animation {
    /// Seconds after its change at which this animation logically completes: a
    /// `spring(response:…)` or `spring(duration:bounce:)` at its response (duration); an
    /// `interpolatingSpring` after one natural period 2π√(m/k); a timing curve or keyframe
    /// curve at its end (OpenSwiftUI's `FluidSpringAnimation`, `SpringAnimation`). A delay
    /// adds to it, a speed divides it, a repeat count multiplies it, and an animation that
    /// repeats forever never completes (infinity).
    public var logicalDuration: Double {
        var time: Double
        switch base {
        case .curve, .keyframe:
            time = levelDurations[0]
        case let .spring(response, _, _):
            time = max(response, 0)
        case let .springDurationBounce(duration, _, _):
            time = max(duration, 0)
        case .interpolatingSpring, .interpolatingSpringDurationBounce:
            time = base.spring.map { $0.response } ?? 0
        }
        for modifier in modifiers { time = Self.duration(of: modifier, wrapping: time) }
        return time
    }

    /// Seconds after its change at which a completion with `criteria` runs.
    public func completionTime(_ criteria: AnimationCompletionCriteria) -> Double {
        criteria == .removed ? duration : logicalDuration
    }
}
