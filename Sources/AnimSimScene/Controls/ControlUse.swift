import Foundation
import AnimSimCore

/// One use of a control, made into the transaction it is: a `StateChange` at the window's
/// time holding absolute values only (a relative set or a shuffle is resolved here, once),
/// so appending it to the timeline replays exactly, and a recording writes what happened.
public struct ControlUse: Equatable, Sendable {
    /// What the person did to the control.
    public enum Input: Equatable, Sendable {
        /// Click a button, or key 1–9 on one; on any other control, the same as its key.
        case press
        /// Stepper + / −, slider one step up or down (Shift with the key steps down).
        case step(up: Bool)
        /// A slider dragged to a fraction of its range (0…1).
        case slide(to: Double)
        /// A picker's option, by index.
        case select(Int)
        /// A toggle flipped.
        case flip
    }

    public var change: StateChange
    /// The control's `animation:` as written (`none` when it has none).
    public var animationText: String
    /// The control's title, for the panel's "last transaction" and the log.
    public var control: String

    public init(change: StateChange, animationText: String, control: String) {
        self.change = change
        self.animationText = animationText
        self.control = control
    }

    /// The state a use starts from: the scene's model after every timeline entry at or before
    /// `time` (the target values, not the animated ones, as SwiftUI's state is).
    public static func targetState(of scene: Scene, at time: Double) -> SceneState {
        var state = scene.initialState
        for change in scene.timeline where change.time <= time {
            for (name, value) in change.values { state[name] = value }
            for (name, value) in change.discrete { state[value: name] = value }
        }
        return state
    }

    /// The transaction `input` on `control` makes at `time` from `state`; nil when it changes
    /// nothing (a stepper at its end, a slider dragged to where it is).
    public static func make<R: RandomNumberGenerator>(_ control: SceneControl, _ input: Input, at time: Double,
                                                      from state: SceneState, random: inout R) -> ControlUse? {
        var values: [String: Double] = [:]
        var discrete: [String: SceneValue] = [:]
        switch control.kind {
        case .button(_, let sets):
            for set in sets {
                switch set.action {
                case .absolute(let number): values[set.parameter] = number
                case .relative(let delta): values[set.parameter] = state[set.parameter] + delta
                case .value(let value): discrete[set.parameter] = value
                case .shuffled: discrete[set.parameter] = .list(shuffled(state.list(set.parameter), random: &random))
                case .next(let cycle): values[set.parameter] = next(in: cycle, after: state[set.parameter])
                }
            }
        case .toggle(let name):
            discrete[name] = .boolean(!state.flag(name))
        case .slider(let name, let range, let step):
            let current = state[name]
            let target: Double
            switch input {
            case .slide(let fraction):
                target = snap(range.lowerBound + min(max(fraction, 0), 1) * (range.upperBound - range.lowerBound), range, step)
            case .step(let up):
                let stride = step ?? (range.upperBound - range.lowerBound) / 10
                target = snap(current + (up ? stride : -stride), range, step)
            default:
                target = snap(current + (step ?? (range.upperBound - range.lowerBound) / 10), range, step)
            }
            guard target != current else { return nil }
            values[name] = target
        case .stepper(let name, let range, let step):
            let up: Bool
            if case .step(let direction) = input { up = direction } else { up = true }
            let target = min(max(state[name] + (up ? step : -step), range.lowerBound), range.upperBound)
            guard target != state[name] else { return nil }
            values[name] = target
        case .picker(let name, let options):
            guard !options.isEmpty else { return nil }
            let current = options.firstIndex { option in
                switch option {
                case .number(let number): number == state[name]
                case .discrete(let value): value == state[value: name]
                }
            }
            var index = 0
            if case .select(let chosen) = input { index = min(max(chosen, 0), options.count - 1) }
            else if let current { index = (current + 1) % options.count }
            switch options[index] {
            case .number(let number): values[name] = number
            case .discrete(let value): discrete[name] = value
            }
        }
        let change = StateChange(at: time, animation: control.animation, set: values, discrete: discrete)
        return ControlUse(change: change, animationText: control.animationText, control: control.title)
    }

    /// A new order of `elements`, different from the current one whenever another exists,
    /// so that every press of Shuffle visibly does something.
    static func shuffled<R: RandomNumberGenerator>(_ elements: [SceneValue.Element], random: inout R) -> [SceneValue.Element] {
        guard Set(elements).count > 1 else { return elements }
        var order = elements
        repeat { order.shuffle(using: &random) } while order == elements
        return order
    }

    /// The value after `current` in `cycle`, wrapping round, or the first when `current` is
    /// none of them: `[0, 90]` is `angle == 0 ? 90 : 0`.
    static func next(in cycle: [Double], after current: Double) -> Double {
        guard let index = cycle.firstIndex(of: current) else { return cycle[0] }
        return cycle[(index + 1) % cycle.count]
    }

    /// A slider's value on its grid (`lower + k·step`), inside its range.
    static func snap(_ value: Double, _ range: ClosedRange<Double>, _ step: Double?) -> Double {
        var result = min(max(value, range.lowerBound), range.upperBound)
        if let step, step > 0 {
            result = range.lowerBound + ((result - range.lowerBound) / step).rounded() * step
            if result > range.upperBound + 1e-9 { result -= step }
        }
        return min(max(result, range.lowerBound), range.upperBound)
    }

    /// `angle = 135°, words = [b, a, c]`: what the use set, for the panel and the log.
    public func summary(kinds: [String: SceneParameter.Kind]) -> String {
        var state = SceneState()
        for (name, value) in change.values { state[name] = value }
        for (name, value) in change.discrete { state[value: name] = value }
        let names = (Array(change.values.keys) + Array(change.discrete.keys)).sorted()
        return names.map { "\($0) = " + SceneControl.display($0, in: state, kind: kinds[$0]) }.joined(separator: ", ")
    }
}
