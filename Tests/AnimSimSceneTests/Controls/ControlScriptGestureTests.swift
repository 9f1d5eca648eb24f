import AnimSimCore
import Testing
@testable import AnimSimScene

/// A script's gesture uses (`tap:`, `drag:`, `longPress:`, `magnify:`, `rotate:`): read as
/// written, written as a recording writes them and read back to the same uses, and a wrong
/// one placed at what is wrong.
@Suite struct ControlScriptGestureTests {
    @Test func gestureUsesReadAsWritten() throws {
        let text = """
            - { at: 1, tap: card, count: 2 }
            - { at: 2, drag: knob, by: [120, -4.5], duration: 0.4, from: [1, 2] }
            - { at: 3, longPress: bulb }
            - { at: 4, magnify: pad, by: 2 }
            """
        let uses = try ControlScript.read(text, file: "g.yaml").get().uses
        #expect(uses == [
            .init(time: 1, control: "card", gesture: GestureUse(kind: .tap, count: 2)),
            .init(time: 2, control: "knob", gesture: GestureUse(kind: .drag, by: [120, -4.5], duration: 0.4, from: [1, 2])),
            .init(time: 3, control: "bulb", gesture: GestureUse(kind: .longPress)),
            .init(time: 4, control: "pad", gesture: GestureUse(kind: .magnify, by: [2])),
        ])
    }

    /// `play --record`'s lines for gestures read back to the very same uses.
    @Test func recordedGesturesReadBack() throws {
        let uses: [ControlScript.Use] = [
            .init(time: 0.1 + 0.2, control: "root/content/[0]", gesture: GestureUse(kind: .drag, by: [10.25, 0], duration: 0.5)),
            .init(time: 1, control: "Size", value: "3"),
            .init(time: 2, control: "dial", gesture: GestureUse(kind: .rotate, by: [45])),
        ]
        let text = ControlScript.text(of: uses)
        #expect(text.hasPrefix("- { at: 0.30000000000000004, drag: \"root/content/[0]\", by: [10.25, 0], duration: 0.5 }\n"), "\(text)")
        #expect(try ControlScript.read(text, file: "r.yaml").get().uses == uses, "\(text)")
    }

    @Test(arguments: [
        ("- { at: 1, tap: card, by: [1, 2] }", "g.yaml:1:27: a tap takes no by:; it is for drag:, magnify: and rotate:"),
        ("- { at: 1, drag: knob, count: 2 }", "g.yaml:1:31: count: is a tap's; a drag takes none"),
        ("- { at: 1, drag: knob, control: Go }", "g.yaml:1:33: a use names a control or performs a gesture, not both"),
        ("- { at: 1, by: [1, 2] }", "g.yaml:1:12: by:, duration:, count:, from: and path: belong to a gesture"),
        ("- { at: 1, tap: a, drag: b }", "g.yaml:1:20: a use performs one gesture; this one has tap: and drag:"),
        ("- { at: 1, drag: knob, duration: -1 }", "g.yaml:1:34: duration: takes the touch's length in seconds, 0 to 60"),
    ])
    func badGestureUsesArePlaced(text: String, message: String) {
        guard case .failure(let errors) = ControlScript.read(text, file: "g.yaml") else {
            Issue.record("\(text) was read")
            return
        }
        #expect("\(errors)".contains(message), "\(errors)")
    }
}
