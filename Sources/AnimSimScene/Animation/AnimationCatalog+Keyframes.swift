import Foundation
import AnimSimCore

/// The parts of the animation vocabulary keyframes use: a timing curve for a linear
/// keyframe's `curve:` and a spring for a spring keyframe's `curve:`. Same syntax, same
/// errors, but no duration (the keyframe has its own) and no modifiers.
extension AnimationCatalog {
    static let timingCurveNames = curveNames + ["timingCurve"]
    static let springNames = ["spring", "interpolatingSpring"] + springPresets

    static func timingCurve(_ text: String) -> Result<TimingCurve, AnimationSyntaxError> {
        AnimationParser.parse(text).flatMap { expression in
            let call = expression.base
            if let modifier = expression.modifiers.first {
                return .failure(.init(offset: modifier.offset - 1, message: "a keyframe's curve takes no modifiers"))
            }
            switch call.name {
            case "linear", "easeIn", "easeOut", "easeInOut":
                if let arguments = call.arguments, !arguments.isEmpty {
                    return .failure(.init(offset: arguments[0].labelOffset, message: "a keyframe's curve takes no arguments: the keyframe's duration: sets its length"))
                }
                let curves: [String: TimingCurve] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut]
                return .success(curves[call.name]!)
            case "timingCurve":
                let points = AnimationSignature(name: "timingCurve", parameters: Array(AnimationCatalog.timingCurve.parameters.prefix(4)))
                return points.bind(call).map { TimingCurve($0["c0x"]!, $0["c0y"]!, $0["c1x"]!, $0["c1y"]!) }
            default:
                return .failure(.init(offset: call.offset, message: "unknown timing curve '\(call.name)'"
                    + Suggestions.hint(for: call.name, among: timingCurveNames) + "; expected "
                    + Suggestions.list(curveNames, quote: false) + " or timingCurve(c0x, c0y, c1x, c1y)"))
            }
        }
    }

    static func spring(_ text: String) -> Result<Spring, AnimationSyntaxError> {
        AnimationParser.parse(text).flatMap { expression in
            let call = expression.base
            if let modifier = expression.modifiers.first {
                return .failure(.init(offset: modifier.offset - 1, message: "a keyframe's spring takes no modifiers"))
            }
            switch call.name {
            case "spring":
                return overload(call, springResponse, springDuration).flatMap { signature in
                    signature.parameters[0].label == "response"
                        ? signature.bind(call).map { Spring(response: $0["response"]!, dampingRatio: $0["dampingFraction"]!) }
                        : signature.bind(call).map { Spring(duration: $0["duration"]!, bounce: $0["bounce"]!) }
                }
            case "interpolatingSpring":
                return overload(call, interpolatingPhysical, interpolatingDuration).flatMap { signature in
                    signature.parameters[0].label == "mass"
                        ? signature.bind(call).map { Spring(mass: $0["mass"]!, stiffness: $0["stiffness"]!, damping: $0["damping"]!) }
                        : signature.bind(call).map { Spring(duration: $0["duration"]!, bounce: $0["bounce"]!) }
                }
            case "smooth", "snappy", "bouncy":
                let extra = ["smooth": 0.0, "snappy": 0.15, "bouncy": 0.3][call.name]!
                return preset(call.name).bind(call).map { Spring(duration: $0["duration"]!, bounce: extra + $0["extraBounce"]!) }
            default:
                return .failure(.init(offset: call.offset, message: "unknown spring '\(call.name)'"
                    + Suggestions.hint(for: call.name, among: springNames) + "; expected spring(response:dampingFraction:), "
                    + "spring(duration:bounce:), interpolatingSpring(mass:stiffness:damping:), smooth, snappy or bouncy"))
            }
        }
    }

    /// A whole animation string, e.g. a timeline entry's `animation:`.
    static func animation(_ text: String) -> Result<Animation?, AnimationSyntaxError> {
        AnimationParser.parse(text).flatMap(animation)
    }
}

extension ValueContext {
    /// Reads an animation-syntax string, reporting errors at the column inside it.
    func parsed<T>(_ value: YAMLValue, _ subject: String, _ parse: (String) -> Result<T, AnimationSyntaxError>) -> T? {
        guard let scalar = value.scalar, !scalar.isNull else {
            error(value, "expected \(subject) written as in SwiftUI, like easeInOut(duration: 2), found \(value.kindDescription)")
            return nil
        }
        switch parse(text(scalar)) {
        case .success(let result): return result
        case .failure(let problem):
            diagnostics.error(scalar.location(ofOffset: problem.offset), problem.message)
            return nil
        }
    }
}
