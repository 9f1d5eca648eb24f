import Foundation
import Testing

/// The corpus's tasks on the scene's clock, through the binary (`trace --at`), in closed form:
///
/// - `LoadingDots.swift`: a `.task` loop sleeps 0.6 s and steps a counter under
///   `withAnimation(.linear(duration: 0.4))`, so the step is ⌊t / 0.6⌋ (its text cross-fades
///   from the last step's over the same 0.4 s) and the lit dot
///   (step mod 3) hops to −12 pt over the 0.4 s from each multiple of 0.6 s while the last
///   one comes down: at 1.5 s (step 2, from 1.2 s, u = 0.75) dot 2 is at −9, dot 1 at −3;
///   at 1.8 s step 3 has just begun (dot 0 at 0, dot 2 still at −12); at 1.9 s u = 0.25.
/// - `StaggeredReveal.swift`: the button's `Task { }` sleeps 0.3 s before each row's
///   `.linear(duration: 0.5)` slide from x = −40 and fade; tapped at 0.5 s, row i starts
///   at 0.8 + 0.3 i, so at 1.2 s row 0 is at u = 0.8 (x −8), row 1 at u = 0.2 (x −32), row 2
///   not yet moving.
/// - `TypingTextEffect.swift`: `.task(id:)` types a letter every 0.1 s; "Next" at 0.55 s
///   cancels it (it had typed 5 letters) and types the next phrase from 0.55 s, so at 0.9 s
///   the text is that phrase's first 3 letters, with nothing of the first one's after it.
///   (The trace gives a text's size, not its string: the line under it, 10 pt a letter,
///   counts them.)
@Suite struct CorpusTaskTests {
    static func offset(_ views: [String: [String: Any]], _ name: String) throws -> [Double] {
        let effects = try #require(views[name]?["effects"] as? [[String: Any]], "\(name) in \(views.keys.sorted())")
        return effects.first { $0["name"] as? String == "_OffsetEffect" }?["animatableData"] as? [Double] ?? [0, 0]
    }

    @Test(arguments: [(1.5, 2, [0.0, -3, -9]), (1.8, 3, [0.0, 0, -12]), (1.9, 3, [-3.0, 0, -9])])
    func theLoadingDotsStepEvery0_6Seconds(time: Double, step: Int, offsets: [Double]) throws {
        let panes = try HeroCorpusTests.views("LoadingDots.swift", at: time)
        #expect(panes.count == 2)
        for (pane, views) in panes {
            for (dot, expected) in offsets.enumerated() {
                let y = try Self.offset(views, "dot\(dot)")[1]
                #expect(abs(y - expected) < 1e-3, "\(pane) dot\(dot) at \(time): \(y), not \(expected)")
            }
            // The counter's text changes from the last step's under the same animation: a
            // cross-fade in the position pane, a text transition (naming the new text) in the other.
            if time != 1.8 {
                let counter = views["counter"] ?? [:]
                let change = try #require((counter["crossFade"] ?? counter["textTransition"]) as? [String: Any], "\(pane): \(counter)")
                #expect((change["fromText"] ?? change["from"]) as? String == "Loading… \(step - 1)", "\(pane): \(change)")
                let progress = try #require(change["progress"] as? Double)
                #expect(abs(progress - (time - 0.6 * Double(step)) / 0.4) < 1e-3, "\(pane): \(change)")
                if let runs = change["runs"] as? [[String: Any]] {
                    #expect(runs.contains { $0["text"] as? String == "Loading… \(step)" && $0["new"] as? Bool == true }, "\(runs)")
                }
            }
        }
    }

    @Test func aButtonsTaskRevealsTheRowsInTurn() throws {
        let panes = try HeroCorpusTests.views("StaggeredReveal.swift", at: 1.2, script: "- { at: 0.5, control: Reveal }\n")
        #expect(panes.count == 2)
        for (pane, views) in panes {
            for (row, (x, opacity)) in [(-8.0, 0.8), (-32.0, 0.2), (-40.0, 0.0)].enumerated() {
                let offset = try Self.offset(views, "row\(row)")
                #expect(abs(offset[0] - x) < 1e-3, "\(pane) row\(row): \(offset)")
                let shown = try #require(views["row\(row)~"]?["opacity"] as? Double, "\(pane) row\(row)")
                #expect(abs(shown - opacity) < 1e-3, "\(pane) row\(row): opacity \(shown)")
            }
        }
    }

    /// The line under the text is 10 pt a letter typed: 3 at 0.35 s, 8 at 0.85 s; with "Next"
    /// at 0.55 s, 3 of the new phrase at 0.9 s (the old task, had it not been cancelled, would
    /// have added 3 more at 0.6, 0.7 and 0.8 s).
    @Test(arguments: [(0.35, nil, 3), (0.85, nil, 8), (0.9, "- { at: 0.55, control: Next }\n", 3)])
    func theTypedTextRestartsWithItsID(time: Double, script: String?, letters: Int) throws {
        let panes = try HeroCorpusTests.views("TypingTextEffect.swift", at: time, script: script)
        #expect(panes.count == 2)
        for (pane, views) in panes {
            let frame = try #require(views["caret~"]?["frame"] as? [Double], "\(pane): \(views.keys.sorted())")
            #expect(abs(frame[2] - 10 * Double(letters)) < 1e-3, "\(pane) at \(time): \(frame)")
        }
    }

    /// The scene's clock is the same in every process: two runs' traces are the same bytes.
    @Test(arguments: ["LoadingDots.swift", "StaggeredReveal.swift", "TypingTextEffect.swift"])
    func twoProcessesTraceTheSame(file: String) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("uses.yaml")
        try Data("- { at: 0.5, control: \(file == "StaggeredReveal.swift" ? "Reveal" : "Next") }\n".utf8).write(to: script)
        var arguments = ["trace", file, "--duration", "2.5", "--every", "5"]
        if file != "LoadingDots.swift" { arguments += ["--script", script.path] }
        let first = try CorpusTests.run(arguments), second = try CorpusTests.run(arguments)
        #expect(first.status == 0 && second.status == 0, "\(first.err)\(second.err)")
        #expect(!first.out.isEmpty && first.out == second.out)
    }
}
