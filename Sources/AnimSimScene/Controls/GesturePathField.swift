import Foundation
import AnimSimCore

/// A script's `path:` for a drag whose pointer did not move in a straight line at one speed
/// (what `play --record` writes for the window's mouse): `path: [[0.1, 30, 5], [0.4, 120, 0]]`,
/// each point `[t, dx, dy]`, seconds since the touch began and the translation from where it
/// began, in points; the pointer moves linearly between them from `[0, 0, 0]`
/// (`GestureUse.path`). Each bad point is placed at itself, with what would be right.
enum GesturePathField {
    /// The longest touch a script takes (as `duration:`), and the most points a path holds.
    static let longest = 60.0, mostPoints = 10_000

    static func read(_ value: YAMLValue) -> Result<[[Double]], SceneError> {
        guard let items = value.items, !items.isEmpty else {
            return .failure(SceneError(value.location, "path: takes a drag's timed points [[t, dx, dy], …], seconds since the "
                + "touch began and points moved from its start (path: [[0.1, 30, 5], [0.4, 120, 0]]), not \(value.kindDescription)"))
        }
        guard items.count <= mostPoints else {
            return .failure(SceneError(value.location, "path: holds at most \(mostPoints) points, not \(items.count)"))
        }
        var points: [[Double]] = []
        for item in items {
            let numbers = item.items?.compactMap { $0.scalar.flatMap { Double($0.text) } }.filter(\.isFinite) ?? []
            guard item.items?.count == 3, numbers.count == 3 else {
                let what = item.items.map { "a list of \($0.count) value\($0.count == 1 ? "" : "s")" } ?? item.kindDescription
                return .failure(SceneError(item.location, "a path's point is [t, dx, dy]: three numbers, seconds and points "
                    + "([0.4, 120, 0]), not \(what)"))
            }
            let t = numbers[0]
            if let last = points.last, t <= last[0] {
                return .failure(SceneError(item.location, "a path's instants go forward: \(ControlScript.number(t)) s comes after "
                    + "\(ControlScript.number(last[0])) s; write each point later than the one before"))
            }
            guard t >= 0, t <= longest else {
                return .failure(SceneError(item.location, "a path's instant is 0 to \(Int(longest)) seconds since the touch began, "
                    + "not \(ControlScript.number(t))"))
            }
            if t == 0, numbers[1] != 0 || numbers[2] != 0 {
                return .failure(SceneError(item.location, "a path starts where the touch does, [0, 0, 0]; "
                    + "to start elsewhere in the view, use from: [x, y]"))
            }
            points.append(numbers)
        }
        return .success(points)
    }
}
