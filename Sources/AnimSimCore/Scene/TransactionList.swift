import Foundation

/// A scene's state changes as SwiftUI's transactions: each `timeline:` entry is
/// `withAnimation(animation) { state = … }`. State itself never animates: after a
/// transaction the body is evaluated at the new state, and what animates is each changed
/// attribute's presentation (see `AnimationPlan`).
///
/// Keyframe tracks depend on the strategy. Under animatable a track feeds the body at every
/// instant, as SwiftUI's `KeyframeAnimator` does (`continuous`). Under position a track is a
/// sequence of transactions, one per keyframe with that segment's own curve, which is how a
/// layout without animatableData would see it.
struct TransactionList: Sendable {
    struct Transaction: Sendable {
        let time: Double
        /// nil: the change happens at once.
        let animation: Animation?
        /// The model state after this transaction (continuous parameters aside).
        let state: SceneState
    }

    let initial: SceneState
    let transactions: [Transaction]
    /// Keyframe tracks read at every instant, sorted by name so nothing depends on a
    /// dictionary's order.
    let continuous: [(name: String, track: KeyframeTimeline<Double>)]

    init(scene: Scene, strategy: Strategy) {
        initial = scene.initialState
        let tracks = scene.keyframes.keys.sorted().map { (name: $0, track: scene.keyframes[$0]!) }
        // Booleans, words and lists ride on their timeline entry; keyframe segments carry none.
        typealias Change = (time: Double, animation: Animation?, values: [(String, Double)], discrete: [String: SceneValue])
        var changes: [Change] = scene.timeline.map { change in
            (change.time, change.animation, change.values.keys.sorted().map { name in (name, change.values[name]!) }, change.discrete)
        }
        if strategy == .position {
            var segments: [Change] = []
            for (name, track) in tracks {
                var start = 0.0
                for (index, keyframe) in track.keyframes.enumerated() {
                    segments.append((start, Animation.keyframeSegment(track, segment: index, name: name), [(name, keyframe.to)], [:]))
                    start += keyframe.duration
                }
            }
            // Stable: timeline entries first at a shared instant, then tracks by name.
            changes = (changes + segments).enumerated()
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
            continuous = []
        } else {
            continuous = tracks
        }
        var state = initial
        var list: [Transaction] = []
        for change in changes {
            for (name, value) in change.values { state[name] = value }
            for (name, value) in change.discrete { state[value: name] = value }
            list.append(Transaction(time: change.time, animation: change.animation, state: state))
        }
        transactions = list
    }

    /// Index of the last transaction at or before `time`; -1 before the first.
    func index(at time: Double) -> Int {
        var lo = 0, hi = transactions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if transactions[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }

    /// The state the body is evaluated at: the model after transaction `index` (-1: none),
    /// with the continuous tracks read at `time`.
    func state(after index: Int, at time: Double) -> SceneState {
        var state = index >= 0 ? transactions[index].state : initial
        for (name, track) in continuous { state[name] = track.value(time: min(max(time, 0), track.duration)) }
        return state
    }

    func modelState(at time: Double) -> SceneState { state(after: index(at: time), at: time) }
}
