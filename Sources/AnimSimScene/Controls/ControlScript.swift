import Foundation
import AnimSimCore

/// A script of uses of a SwiftUI view's controls (`--script FILE`, docs/swift.md, "Scripts"):
/// a YAML list of `- { at: SECONDS, control: NAME }`, with `value:` for a slider or stepper
/// (a number), a toggle (true/false) or a picker (an option's text).
///
/// Read here, where the YAML reader keeps every position, so a bad entry is placed at the
/// key or value that is wrong. What a value means depends on the control it reaches, known
/// only when the view runs, so a value is kept as written (`Value`) and the command that
/// applies the script converts it for the control's kind.
public struct ControlScript: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var time: Double
        public var control: String
        public var value: Value?
        /// Where the entry's `at:` value, `control:` value and `value:` value are written.
        public var timePlace: SourceLocation
        public var controlPlace: SourceLocation
        /// A gesture performed on the view `control` names (`ControlScript+Gestures`); nil
        /// for a use of a control.
        public var gesture: GestureUse? = nil
    }

    /// A `value:` as written, and where.
    public struct Value: Sendable, Equatable {
        public var text: String
        public var place: SourceLocation
    }

    public var entries: [Entry]

    static let keys = ["at", "control", "value"]

    /// The script in `text`, read from `file`; every problem placed, all of them at once.
    public static func read(_ text: String, file: String) -> Result<ControlScript, SceneErrors> {
        let document: YAMLValue?
        switch YAMLReader.read(text, file: file, limits: .standard) {
        case .failure(let errors): return .failure(errors)
        case .success(let value): document = value
        }
        guard let document, !document.isNull else { return .success(ControlScript(entries: [])) }
        guard let items = document.items else {
            return .failure(SceneErrors(SceneError(document.location, "a script is a list of uses, `- { at: SECONDS, control: NAME }`, "
                + "not \(document.kindDescription)")))
        }
        var errors: [SceneError] = []
        var entries: [Entry] = []
        for item in items {
            switch entry(item) {
            case .success(let entry):
                if let last = entries.last, entry.time < last.time {
                    errors.append(SceneError(entry.timePlace, "uses must come in time order: at: \(TraceNumber.format(entry.time)) "
                        + "comes after at: \(TraceNumber.format(last.time)); move this use up, or give it a later time"))
                }
                entries.append(entry)
            case .failure(let error): errors.append(error)
            }
        }
        return errors.isEmpty ? .success(ControlScript(entries: entries)) : .failure(SceneErrors(errors))
    }

    private static func entry(_ item: YAMLValue) -> Result<Entry, SceneError> {
        guard let pairs = item.pairs else {
            return .failure(SceneError(item.location, "a use is a mapping, `{ at: SECONDS, control: NAME }`, not \(item.kindDescription)"))
        }
        var time: (Double, SourceLocation)?, control: (String, SourceLocation)?, value: Value?
        var gesture = ScriptGestureFields()
        for pair in pairs {
            if ScriptGestureFields.keys.contains(pair.key.text) {
                if let error = gesture.read(pair) { return .failure(error) }
                continue
            }
            guard let scalar = pair.value.scalar, !scalar.isNull else {
                return .failure(SceneError(pair.value.location, "'\(pair.key.text)' takes one value, not \(pair.value.kindDescription)"))
            }
            switch pair.key.text {
            case "at":
                guard let seconds = Double(scalar.text), seconds.isFinite, seconds >= 0 else {
                    return .failure(SceneError(scalar.location, "at: takes the use's instant in seconds, 0 or more (at: 1.5), "
                        + "not \(Echo.quoted(scalar.text))"))
                }
                time = (seconds, scalar.location)
            case "control": control = (scalar.text, scalar.location)
            case "value": value = Value(text: scalar.text, place: scalar.location)
            default:
                return .failure(SceneError(pair.key.location, "a use has no '\(pair.key.text)'; its keys are at, control and value, "
                    + "or a gesture's tap, longPress, drag, magnify or rotate with by, duration, count and from"))
            }
        }
        guard let time else { return .failure(SceneError(item.location, "this use has no at: (its instant in seconds, at: 1.5)")) }
        switch gesture.use() {
        case .failure(let error)?: return .failure(error)
        case .success(let (use, name, place))?:
            if let control { return .failure(SceneError(control.1, "a use names a control or performs a gesture, not both")) }
            if let value { return .failure(SceneError(value.place, "a gesture takes no value:; a drag's amount is by: [dx, dy]")) }
            return .success(Entry(time: time.0, control: name, value: nil, timePlace: time.1, controlPlace: place, gesture: use))
        case nil: break
        }
        guard let control else {
            return .failure(SceneError(item.location, "this use has no control: (a control's label text as shown, or #N)"))
        }
        return .success(Entry(time: time.0, control: control.0, value: value, timePlace: time.1, controlPlace: control.1))
    }
}
