import Foundation

/// The whole animated history of one value, SwiftUI style, as an immutable timeline.
///
/// It is built once from a sequence of changes and then read as a pure function of time:
/// `value(at:)` depends on nothing but its argument, so scrubbing backwards costs the same as
/// forwards and 30, 60 and 120 fps renderings agree exactly wherever their frames coincide.
///
/// Interruptions follow SwiftUI:
/// - A change with a timing curve (or an interpolating spring, or any modified animation) is
///   *additive*: presentation = model − Σᵢ deltaᵢ·(1 − fractionᵢ(t − tᵢ)), where deltaᵢ is the
///   target minus the model value before it. Earlier animations keep running underneath.
/// - A change with an unmodified `spring` *merges*: it absorbs every animation still running,
///   starting from the current presentation value and velocity, so value and velocity are
///   continuous at the retarget. Its `blendDuration` eases from the previous spring's response
///   to its own (see `SpringTrack`).
/// - A change with no animation is a jump of the model value. It cancels nothing: running
///   animations keep their offsets, so the presentation jumps by the same amount.
///
/// Everything an evaluation needs is computed in `adding`; `value(at:)` is a binary search for
/// the change in force plus a sum over the animations overlapping that moment. The price is
/// paid when building: `adding` returns a new value and so copies the change list, which is
/// linear in the number of changes and irrelevant at UI scale.
public struct AnimatedValue<V: VectorArithmetic>: Sendable {
    struct Change: Sendable {
        let time: Double
        let target: V
        /// Indices into `tracks` that may still be running after this change; each is read
        /// only while the time is below its `end`.
        let live: [Int]
    }

    public let initial: V
    private var changes: [Change] = []
    /// Each change's time, apart from the changes: the search for the change in force reads
    /// only these, where reading `changes[mid].time` in unspecialised code copied (and
    /// retained) a whole change at every step, for every animated value at every frame.
    private var times: [Double] = []
    private var tracks: [AnimationTrack<V>] = []
    /// Each track's `end`, kept beside the tracks for the same reason as `times`.
    private var ends: [Double] = []

    public init(initial: V) {
        self.initial = initial
    }

    /// A copy with the model value set to `target` at `time`. Changes must arrive in
    /// nondecreasing time; several at the same instant apply in the order added.
    public func adding(at time: Double, target: V, animation: Animation?) -> AnimatedValue<V> {
        precondition(time.isFinite, "change time must be finite")
        if let last = changes.last {
            precondition(time >= last.time, "changes must be added in nondecreasing time")
        }
        var copy = self
        let previousModel = changes.last?.target ?? initial
        var live = (changes.last?.live ?? []).filter { tracks[$0].end > time }

        if let animation, let merging = animation.mergingSpring {
            let presentation = value(at: time)
            let previousResponse = live.reversed().lazy.compactMap { index -> Double? in
                if case let .spring(track) = self.tracks[index] { return track.response(at: time) }
                return nil
            }.first
            let track = SpringTrack(
                start: time, displacement: presentation - target, velocity: velocity(at: time),
                spring: merging.spring, blendDuration: merging.blendDuration, previousResponse: previousResponse)
            copy.tracks.append(.spring(track))
            copy.ends.append(copy.tracks[copy.tracks.count - 1].end)
            live = [copy.tracks.count - 1]
        } else if let animation {
            copy.tracks.append(.additive(AdditiveTrack(start: time, delta: target - previousModel, animation: animation)))
            copy.ends.append(copy.tracks[copy.tracks.count - 1].end)
            live.append(copy.tracks.count - 1)
        }
        copy.changes.append(Change(time: time, target: target, live: live))
        copy.times.append(time)
        return copy
    }

    /// Index of the last change at or before `time`, or nil before the first one.
    private func changeIndex(at time: Double) -> Int? {
        var lo = 0, hi = times.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if times[mid] <= time { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? nil : lo - 1
    }

    /// The latest target set at or before `time` (the initial value before any change).
    public func modelValue(at time: Double) -> V {
        guard let index = changeIndex(at: time) else { return initial }
        return changes[index].target
    }

    /// The presentation value: what is on screen at `time`.
    public func value(at time: Double) -> V {
        guard let index = changeIndex(at: time) else { return initial }
        var result = changes[index].target
        for track in changes[index].live where time < ends[track] {
            tracks[track].addOffset(at: time, to: &result)
        }
        return result
    }

    /// What the running animations still owe at `time`, presentation − model: the sum of
    /// their offsets, made in one vector rather than as the difference of two.
    public func owed(at time: Double) -> V {
        guard let index = changeIndex(at: time) else { return .zero }
        var result = changes[index].target
        result.scale(by: 0)
        for track in changes[index].live where time < ends[track] {
            tracks[track].addOffset(at: time, to: &result)
        }
        return result
    }

    /// Rate of change of the presentation value, in units per second. Jumps are instants and
    /// contribute nothing; between changes the model is constant, so this is the sum of the
    /// running animations' velocities.
    public func velocity(at time: Double) -> V {
        guard let index = changeIndex(at: time) else { return .zero }
        var result = V.zero
        for track in changes[index].live where time < ends[track] {
            result += tracks[track].velocity(at: time)
        }
        return result
    }

    /// The time from which the value never changes again: the later of the last change and
    /// the end of the last animation still running after it (springs end when settled, see
    /// `SpringTrack`). `.infinity` if a `repeatForever` animation is running; 0 for a value
    /// that was never changed.
    public var settleTime: Double {
        guard let last = changes.last else { return 0 }
        return last.live.reduce(last.time) { max($0, tracks[$1].end) }
    }

    /// Whether nothing moves any more from `time` on (no further changes assumed).
    public func isSettled(at time: Double) -> Bool { time >= settleTime }

    /// Whether `other` is this very history: the same initial value and the same stored
    /// changes and tracks (the same arrays, not equal ones), so both give the same value at
    /// every instant. Histories built apart answer false even when equal: a cheap test, for
    /// the views whose animators one `adding` made together (`SharedLayoutAnimators`).
    func sharesHistory(with other: AnimatedValue<V>) -> Bool {
        initial == other.initial && Self.same(changes, other.changes) && Self.same(times, other.times)
            && Self.same(tracks, other.tracks) && Self.same(ends, other.ends)
    }

    private static func same<T>(_ a: [T], _ b: [T]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count } }
    }
}
