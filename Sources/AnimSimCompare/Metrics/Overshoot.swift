import AnimSimCore
import Foundation

/// How far a quantity sampled over time goes past the value it ends at, against the side it
/// approached from: a spring sent from 0 to 180 that swings to 195 overshoots by 15.
///
/// "Approached from" is the side of the sample farthest from the end; only samples after it
/// count. So an interrupted spring (0 → towards 180, retargeted to 45 from 150) measures
/// how far below 45 it swings after its farthest excursion, and a timing curve, which
/// never passes its target, measures 0.
public enum Overshoot {
    /// nil when the quantity never moves away from its end (nothing to overshoot): by no
    /// more than what prints as 0.
    public static func measure(_ values: [Double], tolerance: Double = TraceNumber.zero) -> Double? {
        guard let end = values.last else { return nil }
        var farthest = 0
        for index in values.indices where abs(values[index] - end) > abs(values[farthest] - end) { farthest = index }
        let away = values[farthest] - end
        guard abs(away) > tolerance else { return nil }
        let side: Double = away > 0 ? 1 : -1
        var past = 0.0
        for value in values[farthest...] { past = max(past, -(value - end) * side) }
        return past
    }

    /// The last instant the quantity is farther than `epsilon` from its end, followed by
    /// the next sample: when it has settled. The first instant when it never moves.
    public static func settlingTime(_ values: [Double], times: [Double], epsilon: Double) -> Double {
        guard let end = values.last, let first = times.first else { return 0 }
        guard let last = values.indices.last(where: { abs(values[$0] - end) > epsilon }) else { return first }
        return times[min(last + 1, times.count - 1)]
    }
}
