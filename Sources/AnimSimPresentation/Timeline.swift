import AnimSimCore
import Foundation

/// The strip under the panes: how long the animation is, where we are, and when things
/// happen (state changes that start animations, keyframes inside them).
public struct Timeline: Equatable, Sendable {
    public struct Marker: Equatable, Sendable {
        public enum Kind: String, Equatable, Sendable {
            /// A state change: an animation starts here.
            case change
            /// A keyframe inside an animation.
            case keyframe
        }

        public var time: Double
        public var kind: Kind
        public var label: String?

        public init(time: Double, kind: Kind, label: String? = nil) {
            self.time = time
            self.kind = kind
            self.label = label
        }
    }

    public var duration: Double
    public var time: Double
    public var markers: [Marker]

    public init(duration: Double, time: Double, markers: [Marker] = []) {
        self.duration = duration
        self.time = time
        self.markers = markers
    }

    /// Where `t` falls along the strip, 0…1 (clamped), 0 for an empty timeline.
    public func fraction(of t: Double) -> Double {
        guard duration > 0 else { return 0 }
        return min(max(t / duration, 0), 1)
    }

    /// "0.42 / 1.20 s", the strip's readout.
    public var timeText: String {
        HUD.fixed(time, digits: 2) + " / " + HUD.fixed(duration, digits: 2) + " s"
    }
}
