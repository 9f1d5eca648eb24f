import Foundation

/// A keyframe segment's eased progress (0 → 1 over its duration) as an animation curve.
///
/// The position strategy reads a keyframe track as SwiftUI would see a sequence of
/// `withAnimation` transactions, one per keyframe: the geometry of a layout without
/// animatableData then moves in straight lines between the layouts at consecutive
/// keyframes, each segment eased by its own curve (linear with its timing curve, cubic and
/// spring by their shapes projected on the segment's change).
public struct KeyframeCurve: Sendable, Equatable {
    /// Names the segment (`angle#2`): two curves are equal when they are the same segment.
    public let name: String
    public let duration: Double
    let progress: @Sendable (Double) -> Double

    public init(name: String, duration: Double, progress: @escaping @Sendable (Double) -> Double) {
        self.name = name
        self.duration = duration
        self.progress = progress
    }

    public static func == (lhs: KeyframeCurve, rhs: KeyframeCurve) -> Bool {
        lhs.name == rhs.name && lhs.duration == rhs.duration
    }
}

extension Animation {
    /// Segment `segment` of `track`, as an animation of its own duration.
    static func keyframeSegment(_ track: KeyframeTimeline<Double>, segment: Int, name: String) -> Animation? {
        let duration = track.keyframes[segment].duration
        guard duration > 0 else { return nil }  // a move: the value jumps
        return Animation(base: .keyframe(KeyframeCurve(name: "\(name)#\(segment)", duration: duration) { progress in
            track.curveProgress(segment: segment, progress: min(max(progress, 0), 1))
        }))
    }
}
