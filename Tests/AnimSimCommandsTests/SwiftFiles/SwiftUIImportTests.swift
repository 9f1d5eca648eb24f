import Foundation
import Testing

/// What a file saying `import SwiftUI` gets of the view layer's own mechanisms, through the
/// binary: seeded randomness, the scene clock's `DispatchQueue`, and diagnostics placed in the
/// user's file. The module it loads (AnimSimSwiftUI) exports names one by one, so what
/// `import AnimSim` reaches by importing AnimSimViews whole (its shadowing extensions, its
/// member operators) must be reached another way; these files import SwiftUI for that reason.
@Suite struct SwiftUIImportTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    /// Writes `files` to a new folder and runs `arguments` there with the suite's cache.
    static func run(_ arguments: [String], files: [String: String]) throws -> AnimSimBinary.Run {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return try AnimSimBinary.run(arguments, in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    static let deck = """
        import SwiftUI

        struct ContentView: View {
            @State private var cards = Array(0..<8)
            var body: some View {
                VStack {
                    HStack {
                        ForEach(cards, id: \\.self) { card in Text("\\(card)").frame(width: 30, height: 30) }
                    }
                    Button("Shuffle") { withAnimation(.linear(duration: 1)) { cards.shuffle() } }
                }
            }
        }

        """
    static let uses = "- { at: 0.5, control: Shuffle }\n- { at: 2, control: Shuffle }\n"

    static func shuffled(_ seed: [String]) throws -> String {
        let run = try Self.run(["trace", "ContentView.swift", "--csv", "--script", "uses.yaml"] + seed,
                               files: ["ContentView.swift": deck, "uses.yaml": uses])
        #expect(run.status == 0, "\(run.err)")
        return run.out
    }

    /// Two processes, the same frames: the script's Shuffle draws from the seeded generator,
    /// not the system's; another seed shuffles otherwise.
    @Test func aShuffleGivesTheSameFramesInTwoProcesses() throws {
        let first = try Self.shuffled([]), second = try Self.shuffled([])
        #expect(!first.isEmpty && first == second, "two processes, default seed")
        #expect(first != (try Self.shuffled(["--seed", "1"])), "another seed shuffles otherwise")
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + …)` in `onAppear` compiles and runs
    /// on the scene's clock: the bar's width snaps from 10 to 20 at the deadline, not before.
    @Test(arguments: [("0.5", 0.5), (".seconds(1)", 1.0), (".milliseconds(250)", 0.25)])
    func asyncAfterRunsAtItsDeadlineOnTheSceneClock(delay: String, deadline: Double) throws {
        let file = """
            import SwiftUI

            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    Rectangle()
                        .frame(width: 10 + 10 * CGFloat(count), height: 10)
                        .accessibilityIdentifier("bar")
                        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) { count += 1 } }
                }
            }

            """
        let run = try Self.run(["trace", "ContentView.swift", "--csv", "--duration", "1.5"], files: ["ContentView.swift": file])
        #expect(run.status == 0, "\(run.err)")
        let rows = run.out.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
            .filter { $0.count > 7 && $0[4] == "bar" }
        let times = rows.compactMap { Double($0[1]) }
        #expect(times.contains { $0 < deadline } && times.contains { $0 >= deadline }, "frames on both sides of \(deadline)")
        for row in rows {
            let time = try #require(Double(row[1])), width = try #require(Double(row[7]))
            #expect(abs(width - (time < deadline - 1e-9 ? 10 : 20)) < 0.001, "\(row[2]) at \(time): width \(width)")
        }
    }

    /// `Task.sleep` in a `.task` of a file saying `import SwiftUI` reaches AnimSim's sleep,
    /// not the standard library's, in every spelling (`nanoseconds:` too, whose overload keeps
    /// the standard library's exact signature to win over it): the task wakes at its scene
    /// instant, and not before. The standard library's would wait off the scene's clock and
    /// stop the host ("suspended on something that is not on the scene's clock").
    @Test(arguments: [
        ("Task.sleep(for: .seconds(1))", 1.0),
        ("Task.sleep(until: .now + .seconds(1), clock: .continuous)", 1.0),
        ("Task.sleep(until: .now + .seconds(1))", 1.0),
        ("Task.sleep(nanoseconds: 500_000_000)", 0.5),
    ])
    func aSleepInATaskWakesAtItsSceneInstant(call: String, wake: Double) throws {
        let file = """
            import SwiftUI

            struct ContentView: View {
                @State private var done = false
                var body: some View {
                    Color.blue
                        .frame(width: done ? 20 : 10, height: 10)
                        .accessibilityIdentifier("box")
                        .task {
                            try? await \(call)
                            done = true
                        }
                }
            }

            """
        for (time, width) in [(wake - 0.01, 10.0), (wake + 0.01, 20.0)] {
            let run = try Self.run(["trace", "ContentView.swift", "--duration", "2", "--at", String(time)],
                                   files: ["ContentView.swift": file])
            #expect(run.status == 0, "\(run.err)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
            let frame = try #require((json["frames"] as? [[String: Any]])?.first)
            for pane in try #require(frame["strategies"] as? [[String: Any]]) {
                let box = (pane["views"] as? [[String: Any]])?.first { $0["id"] as? String == "box" }
                let shown = try #require(box?["frame"] as? [Double], "\(call) at \(time): \(run.out.prefix(400))")
                #expect(abs(shown[2] - width) < 1e-3, "\(call) at \(time): \(shown)")
            }
        }
    }

    /// A file with a `#Preview` is compiled from a rewritten copy in the cache: nothing the
    /// compiler says of that copy (its `#sourceLocation` lines) reaches the user, only their
    /// own error, placed in their file.
    @Test func aCompileErrorBesideAPreviewShowsOnlyTheUsersDiagnostics() throws {
        let file = """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Text(undefinedName)
                }
            }

            #Preview {
                ContentView()
            }

            """
        let run = try Self.run(["trace", "ContentView.swift"], files: ["ContentView.swift": file])
        #expect(run.status == 1 && run.out.isEmpty)
        #expect(run.err.hasPrefix("ContentView.swift:5:14: error: cannot find 'undefinedName' in scope\n"), "\(run.err)")
        let placed = run.err.split(separator: "\n").filter {
            $0.range(of: #"^[^ :][^:]*:\d+:\d+: (error|warning|note|remark): "#, options: .regularExpression) != nil
        }
        #expect(placed.allSatisfy { $0.hasPrefix("ContentView.swift:") }, "\(run.err)")
        #expect(!run.err.contains(try Self.cache.get().path) && !run.err.contains("#sourceLocation"), "\(run.err)")
    }
}
