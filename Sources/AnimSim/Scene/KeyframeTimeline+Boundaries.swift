import Foundation

/// What the position strategy needs from a keyframe track: where its segments start and end,
/// and which segment covers a span, so frames can be eased by that segment's own curve.
extension KeyframeTimeline {
    /// Every instant at which a segment ends, from the first to the track's duration.
    var boundaryTimes: [Double] {
        var time = 0.0
        return keyframes.map { keyframe in
            time += keyframe.duration
            return time
        }
    }

    /// The segment that contains the whole span [start, end], if one does.
    func segmentSpanning(_ start: Double, _ end: Double) -> (index: Int, start: Double, duration: Double)? {
        var segmentStart = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            let segmentEnd = segmentStart + keyframe.duration
            if keyframe.duration > 0, start >= segmentStart - 1e-12, end <= segmentEnd + 1e-12 {
                return (index, segmentStart, keyframe.duration)
            }
            segmentStart = segmentEnd
        }
        return nil
    }
}
