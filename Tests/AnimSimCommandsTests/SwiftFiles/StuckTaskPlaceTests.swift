import Foundation
import Testing

/// Where a `.task` whose work never comes back to the scene's clock is said to stop, through
/// the binary: at the `.task` (line 9, the column of its `{`), whether the action itself
/// waits on a stream nothing on the clock feeds or a `Task { }` it starts does. The second
/// was once placed at the view's `body` (line 6): a `Task { }` has no call site of its own
/// (`SceneTasks`), and now takes the `.task`'s it was made in.
@Suite struct StuckTaskPlaceTests {
    static func file(_ work: String) -> String {
        """
        import SwiftUI

        struct ContentView: View {
            @State private var level = 0.5

            var body: some View {
                Rectangle()
                    .frame(width: 100 * level, height: 20)
                    .task {
                        \(work)
                    }
            }

            static func never() async -> Double? {
                await withUnsafeContinuation { (_: UnsafeContinuation<Double?, Never>) in }
            }
        }

        """
    }

    static let stream = "for await value in AsyncStream<Double>(unfolding: { await Self.never() }) { level = value }"

    @Test(arguments: [stream, "Task { \(stream) }", "Task { Task { \(stream) } }"])
    func aStuckTaskIsPlacedAtItsTask(work: String) throws {
        let run = try SurroundingsTests.run(["render", "ContentView.swift", "--still", "0.5", "-o", "still.png"],
                                            files: ["ContentView.swift": Self.file(work)])
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains("ContentView.swift:9:19: this task suspended on something that is not on the scene's clock"),
                "\(run.err)")
    }

    /// A `Task { }` started by an `onAppear` or by a button's action (a script presses "Go" at
    /// 0.1 s) is placed at the `.onAppear` (the column of its `{`) or the `Button(` (of its
    /// `(`) on line 9; both were placed at the view's `body` (line 6), no `.task` being around.
    /// A tap's action (`tap: pad` at 0.1 s), a drag's `onEnded` (`drag: pad`, 0.1 s to 0.35 s)
    /// and a timer's block (scheduled by the `onAppear`, firing at 0.2 s) likewise start their
    /// `Task { }` placed at the `.onTapGesture` and the `.onEnded` (the column of their `{`) and
    /// the `Timer.scheduledTimer` (of its `(`) on line 9; each was placed at the view's `body`
    /// (line 6) before.
    @Test(arguments: [
        ("Color.red.onAppear { Task { \(stream) } }", "ContentView.swift:9:32:"),
        ("Button(\"Go\") { Task { \(stream) } }", "ContentView.swift:9:19:"),
        ("Color.red.accessibilityIdentifier(\"pad\").onTapGesture { Task { \(stream) } }", "ContentView.swift:9:67:"),
        ("Color.red.accessibilityIdentifier(\"pad\").gesture(DragGesture().onEnded { _ in Task { \(stream) } })",
         "ContentView.swift:9:84:"),
        ("Color.red.onAppear { Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in Task { \(stream) } } }",
         "ContentView.swift:9:54:"),
    ])
    func aStuckTaskIsPlacedAtItsAction(view: String, place: String) throws {
        let text = """
            import SwiftUI

            struct ContentView: View {
                @State private var level = 0.5

                var body: some View {
                    VStack {
                        Rectangle().frame(width: 100 * level, height: 20)
                        \(view)
                    }
                }

                static func never() async -> Double? {
                    await withUnsafeContinuation { (_: UnsafeContinuation<Double?, Never>) in }
                }
            }

            """
        let run = try SurroundingsTests.run(["trace", "ContentView.swift", "--at", "0.5", "--script", "uses.yaml"],
                                            files: ["ContentView.swift": text, "uses.yaml": Self.script(view)])
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains(place + " this task suspended on something that is not on the scene's clock"), "\(run.err)")
    }

    /// What uses the view: a button's press, a tap or a drag on `pad`; nothing for the rest.
    static func script(_ view: String) -> String {
        if view.hasPrefix("Button") { return "- { at: 0.1, control: Go }\n" }
        if view.contains("onTapGesture") { return "- { at: 0.1, tap: pad }\n" }
        if view.contains("DragGesture") { return "- { at: 0.1, drag: pad, by: [40, 0] }\n" }
        return "[]\n"
    }
}
