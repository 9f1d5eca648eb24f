import Foundation

/// When an animation is *logically* complete (swiftui-animatable.md K6), which is what a
/// phase animator waits for before its next step and what `withAnimation`'s completion
/// with `.logicallyComplete` waits for. It comes before the animation's `duration` for
/// springs, whose tail is still settling when SwiftUI already calls them done:
///
/// - the `spring(response:…)` family, `spring(duration:bounce:)` and its presets: at t =
///   response (the duration, for the duration-and-bounce spelling);
/// - `interpolatingSpring`: after one natural period 2π·√(mass/stiffness);
/// - timing curves and keyframe segments: at their end.
///
/// Modifiers transform it as they transform the duration: a delay adds, a speed divides,
/// `repeatCount(n)` multiplies and `repeatForever` never completes (`.infinity`).
extension Animation {
    /// Seconds from the change to the animation's logical completion.
    public var logicalDuration: Double {
        var length = Self.logicalBaseDuration(base)
        for modifier in modifiers { length = Self.duration(of: modifier, wrapping: length) }
        return length
    }

    static func logicalBaseDuration(_ base: Base) -> Double {
        switch base {
        case let .curve(_, duration): return max(duration, 0)
        case let .keyframe(curve): return max(curve.duration, 0)
        case let .spring(response, _, _): return max(response, 0)
        case let .springDurationBounce(duration, _, _): return max(duration, 0)
        case let .interpolatingSpring(mass, stiffness, _, _):
            return stiffness > 0 ? 2 * .pi * (max(mass, 0) / stiffness).squareRoot() : .infinity
        case let .interpolatingSpringDurationBounce(duration, _, _): return max(duration, 0)
        }
    }
}
