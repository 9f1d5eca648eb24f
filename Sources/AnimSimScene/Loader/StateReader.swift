import Foundation
import AnimSimCore

/// `state:`, `timeline:` and `keyframes:` — the scene's parameters and what moves them.
///
/// Every value a parameter is given (its start value, each `set`, each keyframe) is kept
/// with its position, so a `$name` used where only some values make sense (`pct: $pct`) is
/// checked against all of them and the offending value is the one reported.
struct StateReader {
    struct Declared {
        var parameter: SceneParameter
        var location: SourceLocation
    }

    let context: ValueContext
    let parameters: [Declared]
    let limits: SceneLimits
    private var assigned: [String: [(value: Double, location: SourceLocation)]] = [:]
    /// Every word a word parameter is given, for the uses that accept only some words.
    private var assignedWords: [String: [(word: String, location: SourceLocation)]] = [:]
    private var timelineNames = Set<String>()
    private var changes: [StateChange] = []
    private var keyframeNames = Set<String>()
    /// List values controls may give (picker options, a button's set), for the catalog.
    private var controlLists: [String: [SceneValue.Element]] = [:]

    init(context: ValueContext, parameters: [Declared], limits: SceneLimits) {
        self.context = context
        self.parameters = parameters
        self.limits = limits
        for declared in parameters {
            if case .word(let word)? = declared.parameter.value {
                assignedWords[declared.parameter.name] = [(word, declared.location)]
            } else {
                assigned[declared.parameter.name] = [(declared.parameter.initial, declared.location)]
            }
        }
    }

    /// Every value each parameter is given, for compiling the views made from state.
    var catalog: StateCatalog {
        var lists: [String: [SceneValue.Element]] = [:]
        for declared in parameters {
            if case .list(let elements)? = declared.parameter.value { lists[declared.parameter.name] = elements }
        }
        for (name, elements) in controlLists {
            var known = Set(lists[name] ?? [])
            for element in elements where known.insert(element).inserted { lists[name, default: []].append(element) }
        }
        for change in changes {
            for (name, value) in change.discrete {
                guard case .list(let elements) = value else { continue }
                var known = Set(lists[name] ?? [])
                for element in elements where known.insert(element).inserted { lists[name, default: []].append(element) }
            }
        }
        return StateCatalog(lists: lists, numbers: assigned.mapValues { $0.map(\.value) },
                            keyframed: keyframeNames)
    }

    /// Parameters that something animates, in declaration order.
    var animatedNames: [String] {
        parameters.map(\.parameter.name).filter { timelineNames.contains($0) || keyframeNames.contains($0) }
    }

    static func parameters(_ value: YAMLValue?, context: ValueContext, limits: SceneLimits) -> [Declared] {
        guard let value else { return [] }
        guard let pairs = value.pairs else {
            context.error(value, "expected a mapping of parameters for 'state' (angle: 0deg, radius: 130), found \(value.kindDescription)")
            return []
        }
        let discrete = DiscreteValueReader(context: context, limits: limits)
        var declared: [Declared] = []
        for pair in pairs {
            let name = pair.key.text
            guard LayoutRegistry.isIdentifier(name) else {
                context.diagnostics.error(pair.key.location, "state parameter names are letters, digits and _, starting with a letter; found \(Echo.quoted(name))")
                continue
            }
            if let start = discrete.startValue(pair.value, name: name) {
                // A refused list still declares the name, so its uses are not reported as unknown.
                declared.append(Declared(parameter: SceneParameter(name: name, value: start ?? .list([])), location: pair.value.location))
                continue
            }
            guard let scalar = pair.value.scalar, !scalar.isNull else {
                context.error(pair.value, "expected a start value for state '\(name)': a number, an angle (0deg), true or false, "
                              + "a word or a list, found \(pair.value.kindDescription)")
                continue
            }
            if AngleSyntax.isExplicit(scalar.text) {
                let degrees = context.angle(pair.value, "state '\(name)'", allowState: false)?.constantValue ?? 0
                declared.append(Declared(parameter: SceneParameter(name: name, kind: .angle, initial: degrees), location: pair.value.location))
            } else if NumberSyntax.parse(scalar.text) == nil, !scalar.text.hasPrefix("$") {
                // Neither form parsed: name both, since a start value may be either.
                context.error(pair.value, "expected a start value for state '\(name)', a number (130) or an angle "
                              + "(90deg, 1.57rad), found \(Echo.quoted(scalar.text))")
            } else {
                let number = context.constant(pair.value, "state '\(name)'") ?? 0
                declared.append(Declared(parameter: SceneParameter(name: name, kind: .number, initial: number), location: pair.value.location))
            }
        }
        return declared
    }

    private func declared(_ key: YAMLScalar) -> Declared? {
        if let found = parameters.first(where: { $0.parameter.name == key.text }) { return found }
        let names = parameters.map(\.parameter.name)
        context.diagnostics.error(key.location, "unknown state parameter \(Echo.quoted(key.text))" + Suggestions.hint(for: key.text, among: names)
            + (names.isEmpty ? "; declare it under state:" : "; the state declares \(Suggestions.list(names, conjunction: "and"))"))
        return nil
    }

    /// A value for a parameter, in its kind: angles in degrees; a number parameter refuses
    /// an angle literal rather than silently dropping the unit.
    mutating func value(_ value: YAMLValue, for declared: Declared, _ subject: String) -> Double? {
        let name = declared.parameter.name
        let result: Double?
        if declared.parameter.kind == .angle {
            result = context.angle(value, subject, allowState: false)?.constantValue
        } else if let text = value.scalar?.text, AngleSyntax.isExplicit(text) {
            context.error(value, "state '\(name)' is a number, not an angle; write it without a unit, or declare it as an angle (\(name): 0deg)")
            result = nil
        } else {
            result = context.constant(value, subject)
        }
        if let result { assigned[name, default: []].append((result, value.location)) }
        return result
    }

    mutating func timeline(_ value: YAMLValue) -> [StateChange] {
        guard let items = value.items else {
            context.error(value, "expected a list of changes for 'timeline' (- at: 1, animation: …, set: { … }), found \(value.kindDescription)")
            return []
        }
        var changes: [StateChange] = []
        for item in items {
            guard let entry = context.mapping(item, "a timeline entry", keys: ["at", "animation", "set"]) else { continue }
            guard let atValue = entry["at"] else {
                context.error(item, "a timeline entry needs 'at:', the time of the change in seconds")
                continue
            }
            let time = context.constant(atValue, "'at' (seconds)", range: .between(0, limits.maximumDuration))
            var animation: Animation? = .default
            if let written = entry["animation"] {
                guard let parsed = context.parsed(written, "an animation", AnimationCatalog.animation) else { continue }
                animation = parsed
            }
            guard let setValue = entry["set"] else {
                context.error(item, "a timeline entry needs 'set:', the state values it changes")
                continue
            }
            guard let pairs = setValue.pairs, !pairs.isEmpty else {
                let found = setValue.pairs == nil ? setValue.kindDescription : "an empty mapping"
                context.error(setValue, "expected a mapping of state values for 'set' (angle: 90deg), found \(found)")
                continue
            }
            var values: [String: Double] = [:], discrete: [String: SceneValue] = [:]
            for pair in pairs {
                guard let declared = declared(pair.key) else { continue }
                timelineNames.insert(pair.key.text)
                if declared.parameter.kind.isAnimatable {
                    values[pair.key.text] = self.value(pair.value, for: declared, "state '\(pair.key.text)'")
                } else if let value = DiscreteValueReader(context: context, limits: limits).value(pair.value, for: declared.parameter) {
                    discrete[pair.key.text] = value
                    if case .word(let word) = value { assignedWords[pair.key.text, default: []].append((word, pair.value.location)) }
                }
            }
            if let time { changes.append(StateChange(at: time, animation: animation, set: values, discrete: discrete)) }
        }
        self.changes = changes
        return changes
    }

    mutating func keyframes(_ value: YAMLValue) -> [String: KeyframeTimeline<Double>] {
        guard let pairs = value.pairs else {
            context.error(value, "expected a mapping of tracks for 'keyframes' (angle: [ - linear: 90deg … ]), found \(value.kindDescription)")
            return [:]
        }
        var tracks: [String: KeyframeTimeline<Double>] = [:]
        for pair in pairs {
            guard let declared = declared(pair.key) else { continue }
            guard declared.parameter.kind.isAnimatable else {
                context.diagnostics.error(pair.key.location, "state '\(pair.key.text)' is a \(declared.parameter.kind.rawValue), which does not "
                    + "animate; keyframes move numbers and angles, and a \(declared.parameter.kind.rawValue) changes in a timeline 'set:'")
                continue
            }
            if timelineNames.contains(declared.parameter.name) {
                context.diagnostics.error(pair.key.location, "state '\(pair.key.text)' is moved by both the timeline and keyframes; use one")
            }
            keyframeNames.insert(declared.parameter.name)
            guard let items = pair.value.items, !items.isEmpty else {
                context.error(pair.value, "expected a list of keyframes for '\(pair.key.text)' (- linear: 90deg, duration: 1), found \(pair.value.kindDescription)")
                continue
            }
            let frames = items.compactMap { keyframe($0, for: declared) }
            guard frames.count == items.count else { continue }
            let track = KeyframeTimeline(initialValue: declared.parameter.initial, keyframes: frames)
            if !(track.duration <= limits.maximumDuration) {
                context.error(pair.value, "the keyframes of '\(pair.key.text)' last \(TraceNumber.format(track.duration)) s; at most \(TraceNumber.format(limits.maximumDuration)) s")
                continue
            }
            tracks[declared.parameter.name] = track
        }
        return tracks
    }

    /// Values a control may give a number or angle (a range's ends, a stepper's every step):
    /// checked against the parameter's uses like any `set:`, and counted for views made from it.
    mutating func assume(_ name: String, numbers: [Double], at location: SourceLocation) {
        assigned[name, default: []] += numbers.map { ($0, location) }
    }

    /// A boolean, word or list a control may give.
    mutating func assume(_ name: String, value: SceneValue, at location: SourceLocation) {
        switch value {
        case .word(let word): assignedWords[name, default: []].append((word, location))
        case .list(let elements): controlLists[name, default: []] += elements
        case .boolean, .color: break
        }
    }

    /// Checks every recorded `$name` use against every value the parameter is given.
    func checkUses(_ uses: [StateUse], words: [WordUse] = []) {
        for use in words {
            for assignment in assignedWords[use.name] ?? [] where !use.words.contains(assignment.word) {
                context.diagnostics.error(assignment.location, "state '\(use.name)' is '\(assignment.word)' here, but it drives \(use.subject) "
                    + "(\(use.location.line):\(use.location.column)), which takes \(Suggestions.list(use.words))"
                    + Suggestions.hint(for: assignment.word, among: use.words))
            }
        }
        for use in uses {
            for assignment in assigned[use.name] ?? [] where !use.range.contains(assignment.value) {
                context.diagnostics.error(assignment.location, "state '\(use.name)' is \(TraceNumber.format(assignment.value)) here, "
                    + "but it drives \(use.subject) (\(use.location.line):\(use.location.column)), which \(use.range.requirement)")
            }
        }
    }
}
