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
    @Test(arguments: [
        ("Color.red.onAppear { Task { \(stream) } }", "ContentView.swift:9:32:"),
        ("Button(\"Go\") { Task { \(stream) } }", "ContentView.swift:9:19:"),
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
                                            files: ["ContentView.swift": text, "uses.yaml": "- { at: 0.1, control: Go }\n"])
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains(place + " this task suspended on something that is not on the scene's clock"), "\(run.err)")
    }
}
