import Foundation
import AnimSimCore

/// One keyframe entry: exactly one kind key holding the value to reach, plus that kind's
/// options. The kinds mirror SwiftUI's LinearKeyframe, CubicKeyframe, SpringKeyframe and
/// MoveKeyframe.
extension StateReader {
    static let keyframeKinds = ["linear", "cubic", "spring", "move"]
    static let keyframeKeys: [String: [String]] = [
        "linear": ["linear", "duration", "curve"],
        "cubic": ["cubic", "duration", "startVelocity", "endVelocity"],
        "spring": ["spring", "duration", "bounce", "curve", "startVelocity"],
        "move": ["move"],
    ]

    mutating func keyframe(_ item: YAMLValue, for declared: Declared) -> Keyframe<Double>? {
        guard let pairs = item.pairs else {
            context.error(item, "expected a keyframe (- linear: 90deg with duration: 1), found \(item.kindDescription)")
            return nil
        }
        let kinds = pairs.filter { Self.keyframeKinds.contains($0.key.text) }
        guard let kindPair = kinds.first else {
            context.error(item, "a keyframe needs one of \(Suggestions.list(Self.keyframeKinds)) with the value to reach, like - linear: 90deg")
            for pair in pairs where !Self.keyframeKeys.values.joined().contains(pair.key.text) {
                context.diagnostics.error(pair.key.location, "unknown key \(Echo.quoted(pair.key.text)) in a keyframe"
                    + Suggestions.hint(for: pair.key.text, among: Self.keyframeKinds + ["duration", "curve", "bounce"]))
            }
            return nil
        }
        let kind = kindPair.key.text
        for extra in kinds.dropFirst() {
            context.diagnostics.error(extra.key.location, "a keyframe has one kind, but this one has '\(kind)' and '\(extra.key.text)'")
        }
        guard let entry = context.mapping(item, "a \(kind) keyframe", keys: Self.keyframeKeys[kind]!),
              let target = value(kindPair.value, for: declared, "the \(kind) keyframe's value") else { return nil }
        let durationRange = NumberRange.between(0, limits.maximumDuration)
        func duration(required: Bool) -> Double?? {
            guard let written = entry["duration"] else {
                if required { context.error(item, "a \(kind) keyframe needs 'duration:' (seconds)") }
                return required ? nil : .some(nil)
            }
            return context.constant(written, "'duration' of a keyframe", range: durationRange).map { .some($0) }
        }
        func velocity(_ key: String) -> Double?? {
            guard let written = entry[key] else { return .some(nil) }
            return context.constant(written, "'\(key)' (units per second)").map { .some($0) }
        }
        switch kind {
        case "linear":
            guard let length = duration(required: true), let length else { return nil }
            var curve = TimingCurve.linear
            if let written = entry["curve"] {
                guard let parsed = context.parsed(written, "a timing curve", AnimationCatalog.timingCurve) else { return nil }
                curve = parsed
            }
            return .linear(LinearKeyframe(target, duration: length, timingCurve: curve))
        case "cubic":
            guard let length = duration(required: true), let length,
                  let start = velocity("startVelocity"), let end = velocity("endVelocity") else { return nil }
            return .cubic(CubicKeyframe(target, duration: length, startVelocity: start, endVelocity: end))
        case "spring":
            guard let length = duration(required: false), let start = velocity("startVelocity") else { return nil }
            var spring = Spring()
            if let written = entry["curve"] {
                if let bounce = entry["bounce"] {
                    context.error(bounce, "give a spring keyframe either 'bounce' or a 'curve', not both")
                    return nil
                }
                guard let parsed = context.parsed(written, "a spring", AnimationCatalog.spring) else { return nil }
                spring = parsed
            } else if let written = entry["bounce"] {
                guard let bounce = context.constant(written, "'bounce' of a spring keyframe", range: .between(-0.99, 1)) else { return nil }
                spring = Spring(duration: 0.5, bounce: bounce)
            }
            if length == nil, !spring.settlingDuration.isFinite || spring.settlingDuration > limits.maximumDuration {
                context.error(item, "this spring never settles; give the keyframe a 'duration:'")
                return nil
            }
            return .spring(SpringKeyframe(target, duration: length, spring: spring, startVelocity: start))
        default:
            return .move(MoveKeyframe(target))
        }
    }
}
