import AnimSimCore
import Testing
@testable import AnimSimScene

/// A drag's `path:` (what `play --record` writes for a pointer that did not move straight at
/// one speed): timed points `[t, dx, dy]` read as written, written back to the same use, the
/// pointer linear between them; every bad value placed at itself.
@Suite struct ControlScriptPathTests {
    @Test func aPathReadsAsWrittenAndWritesBack() throws {
        let text = "- { at: 1, drag: \"knob\", path: [[0.25, 40, 0], [0.5, 40, 40]], from: [2, 3] }\n"
        let uses = try ControlScript.read(text, file: "p.yaml").get().uses
        let drag = GestureUse(drag: [[0.25, 40, 0], [0.5, 40, 40]], from: [2, 3])
        #expect(uses == [.init(time: 1, control: "knob", gesture: drag)])
        #expect(drag.by == [40, 40] && drag.duration == 0.5)
        #expect(ControlScript.text(of: uses) == "- { at: 1, drag: \"knob\", path: [[0.25, 40, 0], [0.5, 40, 40]], from: [2, 3] }\n")
    }

    /// Linear between the points, from [0, 0, 0]; the segment's slope is the velocity; after
    /// the end, the last place, with the release velocity projected 0.499 s ahead.
    @Test(arguments: [(0.125, 20.0, 0.0, 160.0, 0.0), (0.25, 40, 0, 0, 160), (0.375, 40, 20, 0, 160), (1, 40, 40, 0, 160)])
    func thePointerFollowsThePath(at t: Double, x: Double, y: Double, vx: Double, vy: Double) {
        let drag = GestureUse(drag: [[0.25, 40, 0], [0.5, 40, 40]])
        #expect(drag.translation(at: t) == (x, y) && drag.velocity(at: t) == (vx, vy), "\(drag.translation(at: t)) \(drag.velocity(at: t))")
        let end = drag.predictedEnd(at: 0.5)
        #expect(abs(end.x - 40) < 1e-9 && abs(end.y - (40 + 160 * 0.499)) < 1e-9, "\(end)")
    }

    @Test(arguments: [
        ("- { at: 1, drag: k, path: 3 }", "p.yaml:1:27: path: takes a drag's timed points [[t, dx, dy], …]"),
        ("- { at: 1, drag: k, path: [[0.1, 2]] }", "p.yaml:1:28: a path's point is [t, dx, dy]: three numbers, seconds and points ([0.4, 120, 0]), not a list of 2 values"),
        ("- { at: 1, drag: k, path: [7] }", "p.yaml:1:28: a path's point is [t, dx, dy]: three numbers, seconds and points ([0.4, 120, 0]), not '7'"),
        ("- { at: 1, drag: k, path: [[0.2, 1, 1], [0.1, 2, 2]] }", "p.yaml:1:41: a path's instants go forward: 0.1 s comes after 0.2 s"),
        ("- { at: 1, drag: k, path: [[61, 1, 1]] }", "p.yaml:1:28: a path's instant is 0 to 60 seconds since the touch began, not 61"),
        ("- { at: 1, drag: k, path: [[0, 5, 0], [1, 6, 0]] }", "p.yaml:1:28: a path starts where the touch does, [0, 0, 0]"),
        ("- { at: 1, drag: k, path: [[0.1, 1, 1]], by: [1, 1] }", "p.yaml:1:46: a drag with path: takes its move and its length"),
        ("- { at: 1, drag: k, duration: 1, path: [[0.1, 1, 1]] }", "p.yaml:1:31: a drag with path: takes its move and its length"),
        ("- { at: 1, tap: k, path: [[0.1, 1, 1]] }", "p.yaml:1:26: path: is a drag's; a tap takes none"),
    ])
    func badPathsArePlaced(text: String, message: String) {
        guard case .failure(let errors) = ControlScript.read(text, file: "p.yaml") else {
            Issue.record("\(text) was read")
            return
        }
        #expect("\(errors)".contains(message), "\(errors)")
    }
}
