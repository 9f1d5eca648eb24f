import Foundation

/// Reading an animation as a function of the time since its change: the fraction of the
/// change it has covered and how fast that fraction moves.
///
/// Modifiers are applied as time transforms from the outermost inward (a delay subtracts, a
/// speed multiplies, a repeat folds time into one iteration and mirrors it on reversed
/// passes), then the base curve is read. Nothing is stepped, so any time can be evaluated
/// directly and in any order.
extension Animation {
    /// Total length in seconds: a spring's settling time (see `Spring`), scaled and extended by
    /// the modifiers. `.infinity` for `repeatForever`.
    public var duration: Double { levelDurations[levelDurations.count - 1] }

    /// Whether the animation has finished `elapsed` seconds after its change.
    public func isComplete(elapsed: Double) -> Bool { elapsed >= duration }

    /// Fraction of the change shown `elapsed` seconds after it: 0 before the start, 1 once
    /// complete, and in between the curve's value. Springs may overshoot 1. A spring snaps to
    /// 1 when it settles, a jump of at most its settling threshold (0.1 % of the change).
    public func fraction(at elapsed: Double) -> Double {
        if isComplete(elapsed: elapsed) { return 1 }
        return evaluate(level: modifiers.count, time: elapsed).fraction
    }

    /// Rate of change of `fraction(at:)`, in fractions per second.
    public func velocity(at elapsed: Double) -> Double {
        if isComplete(elapsed: elapsed) { return 0 }
        return evaluate(level: modifiers.count, time: elapsed).velocity
    }

    /// The base wrapped in the first `level` modifiers, at that level's own time.
    func evaluate(level: Int, time: Double) -> (fraction: Double, velocity: Double) {
        guard level > 0 else { return evaluateBase(time) }
        let innerDuration = levelDurations[level - 1]
        switch modifiers[level - 1] {
        case let .delay(delay):
            return evaluate(level: level - 1, time: time - delay)
        case let .speed(speed):
            guard speed > 0 else { return (evaluate(level: level - 1, time: 0).fraction, 0) }
            let inner = evaluate(level: level - 1, time: time * speed)
            return (inner.fraction, inner.velocity * speed)
        case let .repeatCount(count, autoreverses):
            return repeating(level: level, time: time, period: innerDuration,
                             count: Double(max(count, 1)), autoreverses: autoreverses)
        case let .repeatForever(autoreverses):
            return repeating(level: level, time: time, period: innerDuration,
                             count: .infinity, autoreverses: autoreverses)
        }
    }

    private func repeating(
        level: Int, time: Double, period: Double, count: Double, autoreverses: Bool
    ) -> (fraction: Double, velocity: Double) {
        guard time >= 0, period.isFinite else { return evaluate(level: level - 1, time: time) }
        guard period > 0, time < count * period else { return (1, 0) }
        let iteration = (time / period).rounded(.down)
        let local = time - iteration * period
        if autoreverses && iteration.truncatingRemainder(dividingBy: 2) == 1 {
            let inner = evaluate(level: level - 1, time: period - local)
            return (inner.fraction, -inner.velocity)
        }
        return evaluate(level: level - 1, time: local)
    }

    private func evaluateBase(_ time: Double) -> (fraction: Double, velocity: Double) {
        if time < 0 { return (0, 0) }
        if time >= levelDurations[0] { return (1, 0) }
        switch base {
        case let .curve(curve, duration):
            let progress = time / duration
            return (curve.value(at: progress), curve.velocity(at: progress) / duration)
        case let .keyframe(curve):
            return (curve.progress(time / curve.duration), 0)
        default:
            let spring = baseSpring!, v0 = base.initialVelocity
            return (spring.value(at: time, initialVelocity: v0), spring.velocity(at: time, initialVelocity: v0))
        }
    }

    static func baseDuration(_ base: Base) -> Double {
        if case let .curve(_, duration) = base { return max(duration, 0) }
        if case let .keyframe(curve) = base { return max(curve.duration, 0) }
        return base.spring!.settlingDuration(target: 1.0, initialVelocity: base.initialVelocity, epsilon: 0.001)
    }

    static func duration(of modifier: Modifier, wrapping inner: Double) -> Double {
        switch modifier {
        case let .delay(delay): return max(inner + delay, 0)
        case let .speed(speed): return inner == 0 ? 0 : (speed > 0 ? inner / speed : .infinity)
        case let .repeatCount(count, _): return inner * Double(max(count, 1))
        case .repeatForever: return inner > 0 ? .infinity : 0
        }
    }
}
