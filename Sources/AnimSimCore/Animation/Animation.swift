import Foundation

/// SwiftUI's `Animation`: how a change of value spreads over time.
///
/// It is plain data, a base curve plus the modifiers applied to it in order, rather than a
/// closure, so two animations can be compared, printed in SwiftUI's spelling and sent across
/// threads, and a timeline built from them can be replayed exactly.
///
/// The base remembers how it was spelled (`spring(response:…)` versus `spring(duration:…)`)
/// so `description` prints back what the caller wrote; equality therefore also tells the
/// spellings apart, even where the resulting springs coincide.
public struct Animation: Sendable, Equatable, CustomStringConvertible {
    enum Base: Sendable, Equatable {
        /// A timing curve over a fixed duration; additive when interrupted.
        case curve(TimingCurve, duration: Double)
        /// A merging spring: takes over running animations, keeping their value and velocity.
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        case springDurationBounce(duration: Double, bounce: Double, blendDuration: Double)
        /// An interpolating spring: a spring-shaped 0 → 1 curve that combines additively.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        case interpolatingSpringDurationBounce(duration: Double, bounce: Double, initialVelocity: Double)
        /// One keyframe segment's own curve, for keyframe tracks read as a sequence of
        /// transactions (the position strategy); additive like a timing curve.
        case keyframe(KeyframeCurve)

        var spring: Spring? {
            switch self {
            case .curve, .keyframe: return nil
            case let .spring(response, dampingFraction, _):
                return Spring(response: response, dampingRatio: dampingFraction)
            case let .springDurationBounce(duration, bounce, _),
                 let .interpolatingSpringDurationBounce(duration, bounce, _):
                return Spring(duration: duration, bounce: bounce)
            case let .interpolatingSpring(mass, stiffness, damping, _):
                return Spring(mass: mass, stiffness: stiffness, damping: damping)
            }
        }

        /// An interpolating spring's initial velocity in fractions per second; 0 otherwise,
        /// since a standalone merging spring starts at rest.
        var initialVelocity: Double {
            switch self {
            case let .interpolatingSpring(_, _, _, v), let .interpolatingSpringDurationBounce(_, _, v): return v
            default: return 0
            }
        }
    }

    enum Modifier: Sendable, Equatable {
        case delay(Double)
        case speed(Double)
        case repeatCount(Int, autoreverses: Bool)
        case repeatForever(autoreverses: Bool)
    }

    let base: Base
    /// Innermost first: `modifiers[0]` wraps the base, the last one is the outermost.
    let modifiers: [Modifier]
    /// `levelDurations[n]` is the duration of the base wrapped in the first n modifiers.
    /// Stored because a spring's settling time costs a bisection, and evaluation at every
    /// frame must not redo it.
    let levelDurations: [Double]

    init(base: Base, modifiers: [Modifier] = []) {
        self.base = base
        self.modifiers = modifiers
        var durations = [Self.baseDuration(base)]
        for modifier in modifiers {
            durations.append(Self.duration(of: modifier, wrapping: durations[durations.count - 1]))
        }
        levelDurations = durations
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base == rhs.base && lhs.modifiers == rhs.modifiers
    }

    private func appending(_ modifier: Modifier) -> Animation {
        Animation(base: base, modifiers: modifiers + [modifier])
    }

    // MARK: Modifiers

    /// Starts the animation `delay` seconds after the change.
    public func delay(_ delay: Double) -> Animation { appending(.delay(delay)) }

    /// Plays `speed` times as fast; everything inside it, delays included, is scaled.
    public func speed(_ speed: Double) -> Animation { appending(.speed(speed)) }

    /// Plays `repeatCount` times. With `autoreverses`, even iterations run backwards, so an
    /// even count ends at the start and then snaps to the target, as SwiftUI does.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        appending(.repeatCount(repeatCount, autoreverses: autoreverses))
    }

    /// Repeats for ever; the animation never completes and a timeline holding it never settles.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        appending(.repeatForever(autoreverses: autoreverses))
    }

    // MARK: Spring views of the base

    /// The spring behind a spring base, whichever way it was spelled.
    var baseSpring: Spring? { base.spring }

    /// The spring and blend duration if this animation retargets running animations instead
    /// of adding to them. Only an unmodified merging spring does: a delayed or repeated spring
    /// has no single "now" at which to take over, so it is treated as additive.
    var mergingSpring: (spring: Spring, blendDuration: Double)? {
        guard modifiers.isEmpty, let spring = baseSpring else { return nil }
        switch base {
        case let .spring(_, _, blend), let .springDurationBounce(_, _, blend):
            return (spring, max(blend, 0))
        default:
            return nil
        }
    }

    // MARK: Description

    public var description: String {
        var text = Self.describe(base)
        for modifier in modifiers {
            switch modifier {
            case let .delay(d): text += ".delay(\(d))"
            case let .speed(s): text += ".speed(\(s))"
            case let .repeatCount(n, auto): text += ".repeatCount(\(n), autoreverses: \(auto))"
            case let .repeatForever(auto): text += ".repeatForever(autoreverses: \(auto))"
            }
        }
        return text
    }

    private static func describe(_ base: Base) -> String {
        switch base {
        case let .curve(curve, duration):
            switch curve {
            case .linear, .easeIn, .easeOut, .easeInOut:
                return "\(curve)(duration: \(duration))"
            default:
                return "timingCurve(\(curve.c0x), \(curve.c0y), \(curve.c1x), \(curve.c1y), duration: \(duration))"
            }
        case let .spring(response, fraction, blend):
            return "spring(response: \(response), dampingFraction: \(fraction), blendDuration: \(blend))"
        case let .springDurationBounce(duration, bounce, blend):
            return "spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blend))"
        case let .interpolatingSpring(mass, stiffness, damping, velocity):
            return "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(velocity))"
        case let .interpolatingSpringDurationBounce(duration, bounce, velocity):
            return "interpolatingSpring(duration: \(duration), bounce: \(bounce), initialVelocity: \(velocity))"
        case let .keyframe(curve):
            return "keyframe(\(curve.name), duration: \(curve.duration))"
        }
    }
}
