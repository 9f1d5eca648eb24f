import Foundation
import AnimSimCore

/// The animations a scene file may name, spelled as in SwiftUI, and what each builds.
/// Ranges keep every animation finite and well defined (no zero-length springs, no
/// negative speeds); the defaults are SwiftUI's.
enum AnimationCatalog {
    typealias P = AnimationSignature.Parameter
    static let duration = NumberRange.between(0, 3600)
    static let positiveTime = NumberRange.greaterThan(0)

    static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut"]
    static let springPresets = ["smooth", "snappy", "bouncy"]
    /// Every base spelling, for "expected one of" messages.
    static let baseNames = curveNames + ["timingCurve", "spring", "interpolatingSpring", "interactiveSpring"]
        + springPresets + ["default", "none"]
    static let modifierNames = ["delay", "speed", "repeatCount", "repeatForever"]

    static func curve(_ name: String) -> AnimationSignature {
        AnimationSignature(name: name, parameters: [P(label: "duration", name: "duration", range: duration, defaultValue: 0.35)])
    }

    static let timingCurve = AnimationSignature(name: "timingCurve", parameters: [
        P(label: nil, name: "c0x", range: .unit), P(label: nil, name: "c0y"),
        P(label: nil, name: "c1x", range: .unit), P(label: nil, name: "c1y"),
        P(label: "duration", name: "duration", range: duration, defaultValue: 0.35),
    ])
    static let springResponse = AnimationSignature(name: "spring", parameters: [
        P(label: "response", name: "response", range: .between(0.001, 3600), defaultValue: 0.5),
        P(label: "dampingFraction", name: "dampingFraction", range: .between(0, 100), defaultValue: 0.825),
        P(label: "blendDuration", name: "blendDuration", range: duration, defaultValue: 0),
    ])
    static let springDuration = AnimationSignature(name: "spring", parameters: [
        P(label: "duration", name: "duration", range: .between(0.001, 3600), defaultValue: 0.5),
        P(label: "bounce", name: "bounce", range: .between(-0.99, 1), defaultValue: 0),
        P(label: "blendDuration", name: "blendDuration", range: duration, defaultValue: 0),
    ])
    static let interpolatingPhysical = AnimationSignature(name: "interpolatingSpring", parameters: [
        P(label: "mass", name: "mass", range: .between(0.001, 1e6), defaultValue: 1),
        P(label: "stiffness", name: "stiffness", range: .between(0.001, 1e6)),
        P(label: "damping", name: "damping", range: .between(0, 1e6)),
        P(label: "initialVelocity", name: "initialVelocity", range: .between(-1e6, 1e6), defaultValue: 0),
    ])
    static let interpolatingDuration = AnimationSignature(name: "interpolatingSpring", parameters: [
        P(label: "duration", name: "duration", range: .between(0.001, 3600), defaultValue: 0.5),
        P(label: "bounce", name: "bounce", range: .between(-0.99, 1), defaultValue: 0),
        P(label: "initialVelocity", name: "initialVelocity", range: .between(-1e6, 1e6), defaultValue: 0),
    ])
    static let interactiveResponse = AnimationSignature(name: "interactiveSpring", parameters: [
        P(label: "response", name: "response", range: .between(0.001, 3600), defaultValue: 0.15),
        P(label: "dampingFraction", name: "dampingFraction", range: .between(0, 100), defaultValue: 0.86),
        P(label: "blendDuration", name: "blendDuration", range: duration, defaultValue: 0.25),
    ])
    static let interactiveDuration = AnimationSignature(name: "interactiveSpring", parameters: [
        P(label: "duration", name: "duration", range: .between(0.001, 3600), defaultValue: 0.15),
        P(label: "extraBounce", name: "extraBounce", range: .between(-0.99, 1), defaultValue: 0),
        P(label: "blendDuration", name: "blendDuration", range: duration, defaultValue: 0.25),
    ])
    static func preset(_ name: String) -> AnimationSignature {
        AnimationSignature(name: name, parameters: [
            P(label: "duration", name: "duration", range: .between(0.001, 3600), defaultValue: 0.5),
            P(label: "extraBounce", name: "extraBounce", range: .between(-0.99, 1), defaultValue: 0),
        ])
    }
    static let modifiers: [String: AnimationSignature] = [
        "delay": AnimationSignature(name: "delay", parameters: [P(label: nil, name: "delay", range: duration)]),
        "speed": AnimationSignature(name: "speed", parameters: [P(label: nil, name: "speed", range: .between(0.001, 1000))]),
        "repeatCount": AnimationSignature(name: "repeatCount", parameters: [
            P(label: nil, name: "repeatCount", kind: .integer, range: .between(1, 10_000)),
            P(label: "autoreverses", name: "autoreverses", kind: .bool, defaultValue: 1)]),
        "repeatForever": AnimationSignature(name: "repeatForever", parameters: [
            P(label: "autoreverses", name: "autoreverses", kind: .bool, defaultValue: 1)]),
    ]

    /// Picks between `spring(response:…)` and `spring(duration:bounce:…)` by the labels used.
    static func overload(_ call: AnimationCall, _ a: AnimationSignature, _ b: AnimationSignature) -> Result<AnimationSignature, AnimationSyntaxError> {
        let labels = Set((call.arguments ?? []).compactMap(\.label))
        let labelsA = Set(a.parameters.compactMap(\.label)), labelsB = Set(b.parameters.compactMap(\.label))
        // Labels of neither spelling are left for `bind` to report as unknown.
        let onlyA = labels.intersection(labelsA.subtracting(labelsB)), onlyB = labels.intersection(labelsB.subtracting(labelsA))
        if !onlyA.isEmpty, let clash = onlyB.sorted().first {
            let offset = call.arguments?.first { $0.label == clash }?.labelOffset ?? call.offset
            return .failure(.init(offset: offset, message: "\(call.name) takes either \(a.spelling) or \(b.spelling); "
                + "'\(clash)' cannot be combined with '\(onlyA.sorted()[0])'"))
        }
        // Labels of the first spelling alone pick it; otherwise (none, or only shared ones:
        // a bare `spring`) the second, as SwiftUI disfavours the older overloads (K7).
        return .success(onlyA.isEmpty ? b : a)
    }

    /// The base animation a call names. `none` is nil: the change happens at once.
    static func base(_ call: AnimationCall) -> Result<Animation?, AnimationSyntaxError> {
        func bound(_ signature: AnimationSignature, _ make: ([String: Double]) -> Animation?) -> Result<Animation?, AnimationSyntaxError> {
            signature.bind(call).map(make)
        }
        switch call.name {
        case "linear": return bound(curve("linear")) { .linear(duration: $0["duration"]!) }
        case "easeIn": return bound(curve("easeIn")) { .easeIn(duration: $0["duration"]!) }
        case "easeOut": return bound(curve("easeOut")) { .easeOut(duration: $0["duration"]!) }
        case "easeInOut": return bound(curve("easeInOut")) { .easeInOut(duration: $0["duration"]!) }
        case "timingCurve":
            return bound(timingCurve) { .timingCurve($0["c0x"]!, $0["c0y"]!, $0["c1x"]!, $0["c1y"]!, duration: $0["duration"]!) }
        case "spring":
            return overload(call, springResponse, springDuration).flatMap { signature in
                signature.name == "spring" && signature.parameters[0].label == "response"
                    ? bound(signature) { .spring(response: $0["response"]!, dampingFraction: $0["dampingFraction"]!, blendDuration: $0["blendDuration"]!) }
                    : bound(signature) { .spring(duration: $0["duration"]!, bounce: $0["bounce"]!, blendDuration: $0["blendDuration"]!) }
            }
        case "interpolatingSpring":
            guard call.arguments?.isEmpty == false else { return .success(.interpolatingSpring) }
            return overload(call, interpolatingPhysical, interpolatingDuration).flatMap { signature in
                signature.parameters[0].label == "mass"
                    ? bound(signature) { .interpolatingSpring(mass: $0["mass"]!, stiffness: $0["stiffness"]!, damping: $0["damping"]!, initialVelocity: $0["initialVelocity"]!) }
                    : bound(signature) { .interpolatingSpring(duration: $0["duration"]!, bounce: $0["bounce"]!, initialVelocity: $0["initialVelocity"]!) }
            }
        case "interactiveSpring":
            return overload(call, interactiveResponse, interactiveDuration).flatMap { signature in
                signature.parameters[0].label == "response"
                    ? bound(signature) { .interactiveSpring(response: $0["response"]!, dampingFraction: $0["dampingFraction"]!, blendDuration: $0["blendDuration"]!) }
                    : bound(signature) { .interactiveSpring(duration: $0["duration"]!, extraBounce: $0["extraBounce"]!, blendDuration: $0["blendDuration"]!) }
            }
        case "smooth": return bound(preset("smooth")) { .smooth(duration: $0["duration"]!, extraBounce: $0["extraBounce"]!) }
        case "snappy": return bound(preset("snappy")) { .snappy(duration: $0["duration"]!, extraBounce: $0["extraBounce"]!) }
        case "bouncy": return bound(preset("bouncy")) { .bouncy(duration: $0["duration"]!, extraBounce: $0["extraBounce"]!) }
        case "default", "none":
            if let arguments = call.arguments {
                return .failure(.init(offset: arguments.first?.labelOffset ?? call.endOffset, message: "\(call.name) takes no arguments"))
            }
            return .success(call.name == "default" ? .default : nil)
        default:
            return .failure(.init(offset: call.offset, message: "unknown animation '\(call.name)'"
                + Suggestions.hint(for: call.name, among: baseNames) + "; expected one of "
                + Suggestions.list(baseNames, quote: false)))
        }
    }

    /// A whole expression: the base, then each modifier in order.
    static func animation(_ expression: AnimationExpression) -> Result<Animation?, AnimationSyntaxError> {
        var animation: Animation?
        switch base(expression.base) {
        case .failure(let error): return .failure(error)
        case .success(let built): animation = built
        }
        for call in expression.modifiers {
            guard let signature = modifiers[call.name] else {
                return .failure(.init(offset: call.offset, message: "unknown modifier '.\(call.name)'"
                    + (Suggestions.closest(to: call.name, among: modifierNames).map { " (did you mean '.\($0)'?)" } ?? "")
                    + "; expected .delay(s), .speed(x), "
                    + ".repeatCount(n, autoreverses: true) or .repeatForever(autoreverses: true)"))
            }
            guard let current = animation else {
                return .failure(.init(offset: call.offset, message: "'none' is no animation, so it takes no modifiers"))
            }
            let values: [String: Double]
            switch signature.bind(call) {
            case .failure(let error): return .failure(error)
            case .success(let bound): values = bound
            }
            switch call.name {
            case "delay": animation = current.delay(values["delay"]!)
            case "speed": animation = current.speed(values["speed"]!)
            case "repeatCount": animation = current.repeatCount(Int(values["repeatCount"]!), autoreverses: values["autoreverses"]! != 0)
            default: animation = current.repeatForever(autoreverses: values["autoreverses"]! != 0)
            }
        }
        return .success(animation)
    }
}
