import Foundation

/// One animation's contribution to an `AnimatedValue`: an offset from the model value that
/// starts at "the whole change still to go" and decays to zero when the animation ends.
///
/// Expressing every animation as an offset is what makes interruption cheap and exact. The
/// presentation value is the model value plus the offsets of the tracks still running, so a
/// later change never has to rewrite an earlier track; it only decides which tracks stay in
/// the sum (`AnimatedValue` keeps that list per change).
enum AnimationTrack<V: VectorArithmetic>: Sendable {
    case additive(AdditiveTrack<V>)
    case spring(SpringTrack<V>)

    /// When the offset becomes exactly zero for good (`.infinity` for `repeatForever`).
    var end: Double {
        switch self {
        case let .additive(track): return track.end
        case let .spring(track): return track.end
        }
    }

    func offset(at time: Double) -> V {
        switch self {
        case let .additive(track): return track.offset(at: time)
        case let .spring(track): return track.offset(at: time)
        }
    }

    func velocity(at time: Double) -> V {
        switch self {
        case let .additive(track): return track.velocity(at: time)
        case let .spring(track): return track.velocity(at: time)
        }
    }

    /// `value += offset(at: time)`, without building the offset when it is a scaled delta.
    func addOffset(at time: Double, to value: inout V) {
        switch self {
        case let .additive(track):
            if time < track.end { value.add(track.delta, times: track.animation.fraction(at: time - track.start) - 1) }
        case let .spring(track): value += track.offset(at: time)
        }
    }
}

/// A timing-curve (or interpolating-spring, or modified) animation of one change. SwiftUI
/// combines these additively: each keeps animating its own delta, −delta·(1 − fraction),
/// whatever happens after it, so an interruption bends the motion without a jump.
struct AdditiveTrack<V: VectorArithmetic>: Sendable {
    let start: Double
    /// The change this track animates: new model value minus the previous one.
    let delta: V
    let animation: Animation
    let end: Double

    init(start: Double, delta: V, animation: Animation) {
        self.start = start
        self.delta = delta
        self.animation = animation
        end = start + animation.duration
    }

    func offset(at time: Double) -> V {
        if time >= end { return .zero }
        return delta.scaled(by: animation.fraction(at: time - start) - 1)
    }

    func velocity(at time: Double) -> V {
        if time >= end { return .zero }
        return delta.scaled(by: animation.velocity(at: time - start))
    }
}
