import AnimSimCore
import Testing
@testable import AnimSimScene

/// `--script`'s YAML: uses with their places, and every bad entry placed at what is wrong.
@Suite struct ControlScriptTests {
    @Test func readsUsesWithTheirPlaces() throws {
        let text = """
            - { at: 1, control: Rotate }
            - at: 2.5
              control: "#2"
              value: Fast
            """
        let script = try ControlScript.read(text, file: "s.yaml").get()
        #expect(script.entries.map(\.time) == [1, 2.5])
        #expect(script.entries.map(\.control) == ["Rotate", "#2"])
        #expect(script.entries[0].value == nil)
        #expect(script.entries[1].value?.text == "Fast")
        #expect(script.entries[0].controlPlace.description == "s.yaml:1:21")
        #expect(script.entries[1].timePlace.description == "s.yaml:2:7")
        #expect(script.entries[1].value?.place.description == "s.yaml:4:10")
    }

    @Test func anEmptyFileIsNoUses() throws {
        #expect(try ControlScript.read("", file: "s.yaml").get().entries.isEmpty)
    }

    @Test(arguments: [
        ("at: 1", "s.yaml:1:1: a script is a list of uses"),
        ("- 5", "s.yaml:1:3: a use is a mapping, `{ at: SECONDS, control: NAME }`, not '5'"),
        ("- { control: Go }", "s.yaml:1:3: this use has no at:"),
        ("- { at: 1 }", "s.yaml:1:3: this use has no control:"),
        ("- { at: soon, control: Go }", "s.yaml:1:9: at: takes the use's instant in seconds, 0 or more (at: 1.5), not 'soon'"),
        ("- { at: -1, control: Go }", "s.yaml:1:9: at: takes the use's instant"),
        ("- { at: 1, control: Go, valeu: 2 }", "s.yaml:1:25: a use has no 'valeu'; its keys are at, control and value"),
        ("- { at: 1, control: [a, b] }", "s.yaml:1:21: 'control' takes one value, not a list"),
        ("- { at: 2, control: Go }\n- { at: 1, control: Go }", "s.yaml:2:9: uses must come in time order: at: 1 comes after at: 2"),
    ])
    func aBadEntryIsPlaced(text: String, message: String) throws {
        switch ControlScript.read(text, file: "s.yaml") {
        case .success: Issue.record("\(text) was read")
        case .failure(let errors): #expect(errors.description.hasPrefix(message), "\(errors)")
        }
    }
}
