import Foundation
import AnimSimCore

/// A script's gesture uses (docs/cli.md, "A view's script"): `tap:`, `longPress:`, `drag:`,
/// `magnify:` or `rotate:` names the view as `trace` names it, with `by:` (a drag's [dx, dy]
/// in points, a pinch's scale, a twist's degrees), `duration:` (seconds), `count:` (a tap's
/// taps) and `from:` (where in the view the touch starts, [x, y] from its top-left corner).
/// Read beside `control:` uses, every problem placed at what is wrong.
struct ScriptGestureFields {
    static let keys: Set<String> = Set(GestureUse.Kind.allCases.map(\.rawValue)).union(["by", "duration", "count", "from", "path"])

    var kind: (GestureUse.Kind, String, SourceLocation)?
    var by: [Double]?
    var duration: Double?
    var count: Int?
    var from: [Double]?
    /// A drag's timed points `[t, dx, dy]` (`path:`), checked as read (`GesturePathField`).
    var path: [[Double]]?
    var pathPlace: SourceLocation?
    var durationPlace: SourceLocation?
    var firstPlace: SourceLocation?
    /// Where `by:` and `count:` are written, for the errors that depend on the gesture.
    var byPlace: SourceLocation?
    var countPlace: SourceLocation?

    /// Reads one pair whose key is in `keys`; the error placed at the value, or nil.
    mutating func read(_ pair: YAMLPair) -> SceneError? {
        firstPlace = firstPlace ?? pair.key.location
        let key = pair.key.text
        if let kind = GestureUse.Kind(rawValue: key) {
            guard let scalar = pair.value.scalar, !scalar.isNull else {
                return SceneError(pair.value.location, "\(key): takes the name of a view as trace gives it (\(key): card), "
                    + "not \(pair.value.kindDescription)")
            }
            if let (other, _, _) = self.kind {
                return SceneError(pair.key.location, "a use performs one gesture; this one has \(other.rawValue): and \(key):")
            }
            self.kind = (kind, scalar.text, scalar.location)
            return nil
        }
        switch key {
        case "by":
            byPlace = pair.value.location
            if let number = pair.value.scalar.flatMap({ Double($0.text) }), number.isFinite {
                by = [number]
                return nil
            }
            guard let list = numbers(pair.value, count: 2) else {
                return SceneError(pair.value.location, "by: takes a drag's [dx, dy] in points (by: [120, 0]), or a pinch's scale "
                    + "or a twist's degrees (by: 2), not \(pair.value.kindDescription)")
            }
            by = list
        case "from":
            guard let list = numbers(pair.value, count: 2) else {
                return SceneError(pair.value.location, "from: takes where in the view the touch starts, [x, y] in points from "
                    + "its top-left corner (from: [10, 10]), not \(pair.value.kindDescription)")
            }
            from = list
        case "path":
            pathPlace = pair.value.location
            switch GesturePathField.read(pair.value) {
            case .success(let points): path = points
            case .failure(let error): return error
            }
        case "duration":
            durationPlace = pair.value.location
            guard let seconds = pair.value.scalar.flatMap({ Double($0.text) }), seconds.isFinite, seconds >= 0, seconds <= 60 else {
                return SceneError(pair.value.location, "duration: takes the touch's length in seconds, 0 to 60 (duration: 0.4), "
                    + "not \(pair.value.kindDescription)")
            }
            duration = seconds
        default:
            guard let taps = pair.value.scalar.flatMap({ Int($0.text) }), (1...10).contains(taps) else {
                return SceneError(pair.value.location, "count: takes a tap's number of taps, 1 to 10 (count: 2), "
                    + "not \(pair.value.kindDescription)")
            }
            count = taps
            countPlace = pair.value.location
        }
        return nil
    }

    private func numbers(_ value: YAMLValue, count: Int) -> [Double]? {
        guard let items = value.items, items.count == count else { return nil }
        let numbers = items.compactMap { $0.scalar.flatMap { Double($0.text) } }.filter(\.isFinite)
        return numbers.count == count ? numbers : nil
    }

    /// The use the fields make, or the placed reason they make none.
    func use() -> Result<(GestureUse, String, SourceLocation), SceneError>? {
        guard let (kind, name, place) = kind else {
            return firstPlace.map { .failure(SceneError($0, "by:, duration:, count:, from: and path: belong to a gesture: add tap:, "
                + "longPress:, drag:, magnify: or rotate: with the view's name")) }
        }
        if by != nil, kind == .tap || kind == .longPress {
            return .failure(SceneError(byPlace ?? place, "a \(kind.rawValue) takes no by:; it is for drag:, magnify: and rotate:"))
        }
        if by?.count == 1, kind == .drag {
            return .failure(SceneError(byPlace ?? place, "a drag's by: is [dx, dy] in points (by: [120, 0])"))
        }
        if by?.count == 2, kind != .drag {
            return .failure(SceneError(byPlace ?? place, "a \(kind.rawValue)'s by: is one number (by: \(kind == .magnify ? "2" : "90"))"))
        }
        if let pathPlace, path != nil {
            if kind != .drag { return .failure(SceneError(pathPlace, "path: is a drag's; a \(kind.rawValue) takes none")) }
            if by != nil || duration != nil {
                return .failure(SceneError(byPlace ?? durationPlace ?? pathPlace, "a drag with path: takes its move and its length "
                    + "from the path's last point; leave out by: and duration:"))
            }
        }
        if count != nil, kind != .tap { return .failure(SceneError(countPlace ?? place, "count: is a tap's; a \(kind.rawValue) takes none")) }
        if let path { return .success((GestureUse(drag: path, from: from), name, place)) }
        return .success((GestureUse(kind: kind, by: by ?? [], duration: duration, count: count ?? 1, from: from), name, place))
    }
}

extension ControlScript.Use {
    /// The script keys of a gesture use after `at:`, as `text(of:)` writes them.
    var gestureFields: [String] {
        guard let gesture else { return [] }
        var fields = ["\(gesture.key): \(JSONString.quoted(control))"]
        if let path = gesture.path {
            fields.append("path: [" + path.map { "[" + $0.map(ControlScript.number).joined(separator: ", ") + "]" }.joined(separator: ", ") + "]")
        } else if !gesture.by.isEmpty {
            let numbers = gesture.by.map(ControlScript.number)
            fields.append("by: " + (gesture.kind == .drag ? "[" + numbers.joined(separator: ", ") + "]" : numbers[0]))
        }
        if gesture.path == nil, let length = gesture.length { fields.append("duration: \(ControlScript.number(length))") }
        if gesture.count != 1 { fields.append("count: \(gesture.count)") }
        if let from = gesture.from { fields.append("from: [" + from.map(ControlScript.number).joined(separator: ", ") + "]") }
        return fields
    }
}
