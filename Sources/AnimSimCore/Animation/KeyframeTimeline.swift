import Foundation

/// SwiftUI's `KeyframeTimeline`: a value driven through a list of keyframes, read at any time.
///
/// The segments are resolved once at creation, each starting from where the previous one
/// really ended and with every automatic velocity chosen, so `value(time:)` is a binary
/// search and one segment evaluation, in any order and at any rate.
///
/// Automatic velocities: a cubic keyframe without a start velocity continues the previous
/// segment's end velocity (zero at the start of the timeline and after a move). Without an
/// end velocity it uses the next segment's start velocity when that is known in advance (a
/// given one, or a linear segment's), the Catmull-Rom tangent (next target − this segment's
/// start) / (both durations) when the next keyframe is a cubic or spring left to choose, and
/// zero at the end or before a move. Consecutive cubic keyframes thus share tangents and
/// form a C¹ Catmull-Rom spline through their values.
public struct KeyframeTimeline<V: VectorArithmetic>: Sendable {
    public let initialValue: V
    public let keyframes: [Keyframe<V>]
    /// The sum of the keyframes' durations.
    public let duration: Double
    let segments: [KeyframeSegment<V>]

    public init(initialValue: V, keyframes: [Keyframe<V>]) {
        self.initialValue = initialValue
        self.keyframes = keyframes
        var segments: [KeyframeSegment<V>] = []
        var from = initialValue, velocity = V.zero, time = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            let length = keyframe.duration
            let shape: KeyframeSegment<V>.Shape
            switch keyframe {
            case let .linear(k):
                shape = .linear(k.timingCurve)
            case .move:
                shape = .move
            case let .cubic(k):
                let end = k.endVelocity ?? Self.automaticEndVelocity(
                    after: index, in: keyframes, segmentStart: from, segmentDuration: length)
                shape = .cubic(startVelocity: k.startVelocity ?? velocity, endVelocity: end)
            case let .spring(k):
                shape = .spring(k.spring, startVelocity: k.startVelocity ?? velocity)
            }
            let segment = KeyframeSegment(start: time, duration: length, from: from, to: keyframe.to, shape: shape)
            segments.append(segment)
            from = segment.endValue
            velocity = segment.endVelocity
            time += length
        }
        self.segments = segments
        duration = time
    }

    /// End velocity for the cubic keyframe at `index` when it was not given.
    private static func automaticEndVelocity(
        after index: Int, in keyframes: [Keyframe<V>], segmentStart: V, segmentDuration: Double
    ) -> V {
        guard index + 1 < keyframes.count else { return .zero }
        let current = keyframes[index].to
        let next = keyframes[index + 1]
        let span = segmentDuration + next.duration
        let catmullRom = span > 0 ? (next.to - segmentStart).scaled(by: 1 / span) : V.zero
        switch next {
        case let .cubic(k): return k.startVelocity ?? catmullRom
        case let .spring(k): return k.startVelocity ?? catmullRom
        case let .linear(k):
            guard next.duration > 0 else { return .zero }
            return (k.to - current).scaled(by: k.timingCurve.velocity(at: 0) / next.duration)
        case .move: return .zero
        }
    }

    /// The segment in force at `time` (clamped to the timeline), its start time and the
    /// fraction of its duration elapsed. At a boundary the later segment wins, so a move
    /// has already happened at its own time. `index` is −1 for a timeline with no keyframes.
    public func segment(at time: Double) -> (index: Int, start: Double, progress: Double) {
        guard !segments.isEmpty else { return (-1, 0, 1) }
        let t = min(max(time, 0), duration)
        var lo = 0, hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].start <= t { lo = mid + 1 } else { hi = mid }
        }
        let index = max(lo - 1, 0)
        let segment = segments[index]
        let progress = segment.duration > 0 ? min((t - segment.start) / segment.duration, 1) : 1
        return (index, segment.start, progress)
    }

    public func value(time: Double) -> V {
        let found = segment(at: time)
        guard found.index >= 0 else { return initialValue }
        return segments[found.index].value(progress: found.progress)
    }

    /// `value(time:)` at `progress` of the whole duration.
    public func value(progress: Double) -> V {
        value(time: progress * duration)
    }

    /// Units per second; zero outside the timeline, where the value holds still.
    public func velocity(time: Double) -> V {
        guard time >= 0, time < duration else { return .zero }
        let found = segment(at: time)
        return segments[found.index].velocity(progress: found.progress)
    }

    /// The eased fraction of segment `segment` at `progress`: its timing curve for a linear
    /// keyframe, 1 for a move, and for cubic and spring keyframes the same shape as a scalar
    /// 0 → 1 run (velocities projected on the segment's change). A spring may overshoot 1 or
    /// stop short of it.
    public func curveProgress(segment: Int, progress: Double) -> Double {
        precondition(segments.indices.contains(segment), "segment index out of range")
        return segments[segment].curveProgress(progress)
    }
}

extension KeyframeTimeline {
    /// Every instant at which a segment ends, from the first to the track's duration (the
    /// timeline's markers).
    public var boundaryTimes: [Double] {
        var time = 0.0
        return keyframes.map { keyframe in
            time += keyframe.duration
            return time
        }
    }
}
