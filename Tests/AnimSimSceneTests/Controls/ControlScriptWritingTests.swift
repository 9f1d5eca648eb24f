import AnimSimCore
import Testing
@testable import AnimSimScene

/// `play --record FILE` of a SwiftUI view writes its uses as a script: read back by
/// `--script`, the same uses at the very same instants, whatever the labels hold.
@Suite struct ControlScriptWritingTests {
    @Test(arguments: [
        [ControlScript.Use(time: 0, control: "Shuffle")],
        [ControlScript.Use(time: 1.0166666666666666, control: "Size", value: "37.25"),
         ControlScript.Use(time: 2, control: "#3", value: "Half: \"a\" # b")],
        [ControlScript.Use(time: 0.1 + 0.2, control: "Größe {x}", value: "true")],
    ])
    func usesReadBackAsWritten(uses: [ControlScript.Use]) throws {
        let text = ControlScript.text(of: uses)
        let read = try ControlScript.read(text, file: "r.yaml").get()
        #expect(read.uses == uses, "\(text)")
    }

    @Test func oneUseALineInTheScriptsOwnForm() {
        #expect(ControlScript.text(of: [.init(time: 1.5, control: "Size", value: "40"), .init(time: 2, control: "Rotate")])
                == "- { at: 1.5, control: \"Size\", value: \"40\" }\n- { at: 2, control: \"Rotate\" }\n")
        #expect(ControlScript.text(of: []) == "[]\n")
    }
}
