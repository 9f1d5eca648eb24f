import Foundation
import Testing
import AnimSim

/// `.task(id:)` on the scene's clock: it runs when the view appears and again when its id
/// changes (the running one cancelled), not on other updates; a `Task.sleep` inside it
/// cannot wait on the scene's clock and stops the host with an error placed at the call.
@MainActor @Suite struct TaskTests {
    struct Loader: View {
        @State var page = 0
        @State var loaded: [String] = []
        @State var other = 0
        var body: some View {
            VStack {
                Text(loaded.joined(separator: ","))
                Button("Next") { page += 1 }
                Button("Other \(other)") { other += 1 }
            }
            .task(id: page) { loaded.append("page \(page) at \(DispatchTime.now().seconds)") }
        }
    }

    @Test func runsOnAppearAndWhenItsIDChangesOnly() throws {
        let host = ViewHost(Loader())
        #expect(host.currentTree.labelTexts.first == "page 0 at 0.0", "before the first frame, as onAppear")
        try host.use(control: "Other 0", at: 1)
        try host.use(control: "Next", at: 2)
        #expect(host.currentTree.labelTexts.first == "page 0 at 0.0,page 1 at 2.0")
    }

    struct Yielder: View {
        @State var log: [String] = []
        var body: some View {
            Text(log.joined(separator: ",")).task {
                log.append("started")
                await Task.yield()
                log.append("resumed")
            }
        }
    }

    static let sleepLine = #line + 5
    struct Sleeper: View {
        @State var done = false
        var body: some View {
            Text(done ? "done" : "waiting").task {
                try? await Task.sleep(for: .seconds(1))
                done = true
            }
        }
    }

    @Test func aSleepInATaskIsAnErrorPlacedAtTheCall() throws {
        let host = ViewHost(Sleeper())
        let failure = try #require(host.failure)
        #expect(failure.site.line == Self.sleepLine && failure.site.file.hasSuffix("TaskTests.swift"))
        #expect(failure.message.hasPrefix("Task.sleep(1.0 seconds) inside a view's task cannot wait on the scene's clock"))
        #expect(host.currentTree.labelTexts == ["waiting"], "the write after the failed sleep made no update")
    }

    static let otherSleepsLine = #line + 7
    /// The other spellings: with the call's place (`until:`), or at the task (`nanoseconds:`,
    /// which keeps the standard library's signature to shadow it; see `TaskSleep.swift`).
    struct OtherSleeper: View {
        let kind: Int
        @State var done = false
        var body: some View {
            Text(done ? "done" : "waiting").task {
                switch kind {
                case 0: try? await Task.sleep(nanoseconds: 500_000_000)
                case 1: try? await Task.sleep(until: .now + .seconds(1), clock: .continuous)
                default: try? await Task.sleep(until: .now + .seconds(1))
                }
                done = true
            }
        }
    }

    @Test(arguments: [(0, "Task.sleep(0.5 seconds)", 0), (1, "Task.sleep(until:clock:)", 3), (2, "Task.sleep(until:clock:)", 4)])
    func everySleepIsTheSleepsError(kind: Int, shown: String, lineAfterTask: Int) throws {
        let host = ViewHost(OtherSleeper(kind: kind))
        let failure = try #require(host.failure)
        #expect(failure.message.hasPrefix("\(shown) inside a view's task cannot wait on the scene's clock"), "\(failure)")
        #expect(failure.site.line == Self.otherSleepsLine + lineAfterTask && failure.site.file.hasSuffix("TaskTests.swift"), "\(failure)")
        #expect(host.currentTree.labelTexts == ["waiting"], "the write after the failed sleep made no update")
    }

    @Test func anActionThatSuspendsIsAnErrorPlacedAtTheTask() throws {
        let host = ViewHost(Yielder())
        let failure = try #require(host.failure)
        #expect(failure.message.hasPrefix("this task suspended on something that is not on the scene's clock"))
        #expect(failure.site.file.hasSuffix("TaskTests.swift"))
    }
}
