import AnimSimCore
import AnimSimScene
@testable import AnimSimSDL
import Testing

/// The window's list of uses of a view's drawn controls (`ViewControlSession`): in time
/// order as a script must be, a drag's moves at one instant coalesced, names as a person
/// would write them.
@Suite struct ViewControlSessionTests {
    final class NoSource: ViewControlSource, @unchecked Sendable {
        struct Unused: Error {}
        func controls(at time: Double, uses: [ControlScript.Use]) throws -> [ControlInfo] { throw Unused() }
        func scene(with uses: [ControlScript.Use]) throws -> PreparedScene { throw Unused() }
        func recording(with uses: [ControlScript.Use]) -> String { ControlScript.text(of: uses) }
        func carried(_ uses: [ControlScript.Use]) -> (kept: [ControlScript.Use], dropped: [SceneError]) { (uses, []) }
    }

    @Test func aUseMadeAfterScrubbingBackGoesBeforeTheLaterOnes() {
        var session = ViewControlSession(source: NoSource())
        session = session.adding(.init(time: 2, control: "Go"), drag: false)
        session = session.adding(.init(time: 1, control: "Shuffle"), drag: false)
        session = session.adding(.init(time: 2, control: "Size", value: "30"), drag: false)
        #expect(session.uses.map(\.control) == ["Shuffle", "Go", "Size"])
        #expect(session.revision == 3)
        #expect(session.unlogged.count == 3)
    }

    @Test func aDragsMovesAtOneInstantReplaceEachOtherAndALaterOneFollows() {
        var session = ViewControlSession(source: NoSource())
        session = session.adding(.init(time: 1, control: "Size", value: "20"), drag: true)
        session = session.adding(.init(time: 1, control: "Size", value: "25"), drag: true)
        #expect(session.uses == [.init(time: 1, control: "Size", value: "25")])
        session = session.adding(.init(time: 1.5, control: "Size", value: "30"), drag: true)
        #expect(session.uses.map(\.value) == ["25", "30"])
        // A press is never coalesced, even at the drag's instant.
        session = session.adding(.init(time: 1.5, control: "Size", value: "35"), drag: false)
        #expect(session.uses.map(\.value) == ["25", "30", "35"])
    }

    /// The first control's name in a script, among these labels.
    @Test(arguments: [(["Go", "Size"], "Go"), (["", "Size"], "#1"), (["Go", "Go"], "#1"), (["#2"], "#1")])
    func aControlIsNamedByItsLabelWhenThatIsUnambiguous(present: [String], expected: String) {
        let controls = present.enumerated().map { ControlInfo(name: $1, kind: .button, order: $0 + 1) }
        #expect(ViewControlSession.scriptName(controls[0], among: controls) == expected)
    }
}
