import Foundation

/// How one parameter moves over time: changes from the timeline (merged the way SwiftUI
/// merges interrupting animations) or a keyframe track. Both are immutable and evaluated
/// as pure functions of time.
enum ParameterChannel: Sendable {
    case animated(AnimatedValue<Double>)
    case keyframed(KeyframeTimeline<Double>)

    init(parameter: SceneParameter, timeline: [StateChange], keyframes: KeyframeTimeline<Double>?) {
        if let keyframes {
            self = .keyframed(keyframes)
            return
        }
        var value = AnimatedValue(initial: parameter.initial)
        for change in timeline {
            guard let target = change.values[parameter.name] else { continue }
            value = value.adding(at: change.time, target: target, animation: change.animation)
        }
        self = .animated(value)
    }

    func value(at time: Double) -> Double {
        switch self {
        case .animated(let value): value.value(at: time)
        case .keyframed(let track): track.value(time: min(max(time, 0), track.duration))
        }
    }

    var settleTime: Double {
        switch self {
        case .animated(let value): value.settleTime
        case .keyframed(let track): track.duration
        }
    }
}
