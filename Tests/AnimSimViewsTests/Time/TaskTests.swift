import Foundation
import Testing
import AnimSim

/// Tasks on the scene's clock: `.task(id:)` runs when the view appears and again when its id
/// changes (the running one cancelled), not on other updates; a `Task.sleep` in it, or in a
/// button's `Task { }`, resumes at its scene instant; a task waiting on anything else stops
/// the host with an error placed at its `.task`.
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
                log.append("resumed at \(DispatchTime.now().seconds)")
            }
        }
    }

    @Test func aYieldGoesOnAtTheSameInstant() throws {
        let host = ViewHost(Yielder())
        #expect(host.failure == nil)
        _ = host.scene(duration: 1)
        #expect(host.currentTree.labelTexts == ["started,resumed at 0.0"])
    }

    /// Each spelling of the sleep resumes at its scene instant: `for:` and `nanoseconds:` at
    /// the time asked, `until:` at the deadline read to the millisecond from the call.
    struct Sleeper: View {
        let kind: Int
        @State var done = "waiting"
        var body: some View {
            Text(done).task {
                switch kind {
                case 0: try? await Task.sleep(for: .seconds(1))
                case 1: try? await Task.sleep(nanoseconds: 500_000_000)
                case 2: try? await Task.sleep(until: .now + .seconds(1), clock: .continuous)
                default: try? await Task.sleep(until: .now + .seconds(0.75))
                }
                done = "done at \(DispatchTime.now().seconds)"
            }
        }
    }

    @Test(arguments: [(0, 1.0), (1, 0.5), (2, 1.0), (3, 0.75)])
    func aSleepResumesAtItsSceneInstant(kind: Int, wake: Double) throws {
        let host = ViewHost(Sleeper(kind: kind))
        try host.run(at: wake - 0.001) {}
        #expect(host.failure == nil)
        #expect(host.currentTree.labelTexts == ["waiting"])
        try host.run(at: wake + 0.25) {}
        #expect(host.currentTree.labelTexts == ["done at \(wake)"])
    }

    /// `.task(id:)` cancels the running task when the id changes: its sleep throws at once,
    /// and the new one sleeps its own second from the change.
    struct Restarter: View {
        @State var id = 0
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text(log.joined(separator: ","))
                Button("Next") { id += 1 }
            }
            .task(id: id) {
                let mine = id
                do {
                    try await Task.sleep(for: .seconds(1))
                    log.append("\(mine) woke at \(DispatchTime.now().seconds)")
                } catch {
                    log.append("\(mine) cancelled at \(DispatchTime.now().seconds)")
                }
            }
        }
    }

    @Test func aChangedIDCancelsTheSleepingTask() throws {
        let host = ViewHost(Restarter())
        try host.use(control: "Next", at: 0.5)
        _ = host.scene(duration: 3)
        #expect(host.failure == nil)
        #expect(host.currentTree.labelTexts.first == "0 cancelled at 0.5,1 woke at 1.5")
    }

    /// A button's `Task { }` runs at the tap, and its sleep on the scene's clock.
    struct Tapper: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text(log.joined(separator: ","))
                Button("Go") {
                    Task {
                        log.append("began at \(DispatchTime.now().seconds)")
                        try await Task.sleep(for: .seconds(0.3))
                        log.append("went on at \(DispatchTime.now().seconds)")
                    }
                }
            }
        }
    }

    @Test func aButtonsTaskRunsOnTheSceneClock() throws {
        let host = ViewHost(Tapper())
        try host.use(control: "Go", at: 1)
        #expect(host.currentTree.labelTexts.first == "began at 1.0")
        _ = host.scene(duration: 2)
        #expect(host.failure == nil)
        #expect(host.currentTree.labelTexts.first == "began at 1.0,went on at 1.3")
    }

    static let streamLine = #line + 4
    struct Listener: View {
        @State var values: [Int] = []
        var body: some View {
            Text("\(values)").task {
                for await value in AsyncStream<Int>(unfolding: { await Self.never() }) { values.append(value) }
            }
        }

        static func never() async -> Int? {
            await withUnsafeContinuation { (_: UnsafeContinuation<Int?, Never>) in }
        }
    }

    @Test func aTaskWaitingOffTheSceneClockIsAnErrorPlacedAtTheTask() throws {
        let host = ViewHost(Listener())
        let failure = try #require(host.failure)
        #expect(failure.message.hasPrefix("this task suspended on something that is not on the scene's clock"), "\(failure)")
        #expect(failure.site.line == Self.streamLine && failure.site.file.hasSuffix("TaskTests.swift"), "\(failure)")
    }
}
