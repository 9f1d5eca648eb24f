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
}
