import Foundation

/// One resolved piece of a `KeyframeTimeline`: a keyframe with its start time, its actual
/// starting value, and any velocities the keyframe left for the timeline to choose, fixed
/// once so that reading the timeline is a pure function of time.
struct KeyframeSegment<V: VectorArithmetic>: Sendable {
    enum Shape: Sendable {
        case linear(TimingCurve)
        case move
        /// Hermite tangents in units per second.
        case cubic(startVelocity: V, endVelocity: V)
        case spring(Spring, startVelocity: V)
    }

    let start: Double
    let duration: Double
    let from: V
    let to: V
    let shape: Shape

    func value(progress p: Double) -> V {
        switch shape {
        case let .linear(curve):
            return duration > 0 ? V.interpolate(from: from, to: to, progress: curve.value(at: p)) : to
        case .move:
            return to
        case let .cubic(m0, m1):
            guard duration > 0 else { return to }
            let u = min(max(p, 0), 1), u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = 1 - h00, h11 = u3 - u2
            return from.scaled(by: h00) + m0.scaled(by: h10 * duration)
                + to.scaled(by: h01) + m1.scaled(by: h11 * duration)
        case let .spring(spring, v0):
            return to + spring.displacement(from: from - to, velocity: v0, time: p * duration)
        }
    }

    /// Units per second.
    func velocity(progress p: Double) -> V {
        guard duration > 0 else { return .zero }
        switch shape {
        case let .linear(curve):
            return (to - from).scaled(by: curve.velocity(at: p) / duration)
        case .move:
            return .zero
        case let .cubic(m0, m1):
            let u = min(max(p, 0), 1), u2 = u * u
            let d00 = 6 * u2 - 6 * u, d10 = 3 * u2 - 4 * u + 1, d11 = 3 * u2 - 2 * u
            return (from - to).scaled(by: d00 / duration) + m0.scaled(by: d10) + m1.scaled(by: d11)
        case let .spring(spring, v0):
            return spring.displacementVelocity(from: from - to, velocity: v0, time: p * duration)
        }
    }

    /// Where the segment really ends: `to`, except for a spring cut short.
    var endValue: V { value(progress: 1) }
    var endVelocity: V { velocity(progress: 1) }

    /// The segment's shape as a scalar 0 → 1 run, for easing something that is not a vector
    /// (frame indices, say) the same way. Vector velocities are projected on the segment's
    /// change, so a cubic or spring keeps the component of its motion along the way it goes.
    func curveProgress(_ p: Double) -> Double {
        let change = to - from
        let length2 = change.magnitudeSquared
        func along(_ v: V) -> Double {
            guard length2 > 0 else { return 0 }
            // ⟨v, change⟩ / |change|², by polarisation: VectorArithmetic has no dot product.
            return ((v + change).magnitudeSquared - (v - change).magnitudeSquared) / 4 / length2
        }
        switch shape {
        case let .linear(curve):
            return duration > 0 ? curve.value(at: p) : 1
        case .move:
            return 1
        case let .cubic(m0, m1):
            guard duration > 0 else { return 1 }
            let u = min(max(p, 0), 1), u2 = u * u, u3 = u2 * u
            let h10 = u3 - 2 * u2 + u, h01 = 3 * u2 - 2 * u3, h11 = u3 - u2
            return h10 * along(m0) * duration + h01 + h11 * along(m1) * duration
        case let .spring(spring, v0):
            return spring.value(at: p * duration, initialVelocity: along(v0))
        }
    }
}
