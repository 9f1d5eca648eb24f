import Testing
@testable import AnimSimCommands

/// Which view a Swift file's program runs, read from the files as Xcode's canvas would pick:
/// `ContentView`, else the only `View`; a top-level `let scene` (AnimSim's own API) wins.
@Suite struct SwiftFileEntryTests {
    @Test(arguments: [
        ("struct ContentView: View { var body: some View { Text(\"a\") } }", SwiftFileEntry.view("ContentView")),
        ("struct Badge: View { var body: some View { Text(\"a\") } }\nstruct ContentView : View, Equatable {\n}", .view("ContentView")),
        ("struct Wheel<Content>: View where Content: View {\n}\nstruct Ring: Layout {\n}", .view("Wheel")),
        ("let scene = Scene { _ in ViewNode(.color(.red)) }\nstruct ContentView: View {\n}", .scene),
        ("struct Ring: Layout {\n}\nstruct Views: Sendable {\n}", .none(SwiftFileEntry.nothingToRun("Ring.swift", count: 1))),
        ("struct A: View {\n}\nstruct B: View {\n}", .none("Ring.swift defines 2 views (A, B) and no ContentView: name the one to run ContentView")),
    ])
    func theEntryIsChosenFromTheFiles(source: String, expected: SwiftFileEntry) {
        #expect(SwiftFileEntry.choose(sources: [source], names: ["Ring.swift"]) == expected)
    }

    /// A view is built by the glue with no arguments, after the host has run its `onAppear`.
    @Test func theGlueBuildsTheChosenView() {
        #expect(SwiftFileEntry.view("Wheel").glue.contains("let scene = ViewHost(Wheel()).scene()"))
        #expect(SwiftFileEntry.scene.glue.contains("SwiftFileProgram.run(scene: scene)"))
    }
}
