import AnimSimCairo
import Foundation
import Testing

/// The corpus files of issue 40's "today's animation API" around the hero: run by the binary
/// (`trace --at`) as a user runs them, each value in closed form.
///
/// - `HeroCardExpand.swift`: tapped at 1 s, the small card (20, 20, 80, 60) grows into the big
///   one (0, 0, 300, 200) under `linear(duration: 1)`; both views follow the shared frame.
/// - `ScoreCounterBounce.swift`: at 1 s, in `withAnimation(.linear(duration: 1))`, the score
///   41 → 42 rolls its last digit (`numericText`), the status cross-fades, the heart bounces.
@Suite struct HeroCorpusTests {
    /// Each pane's views at `time`, by trace name, as JSON objects.
    static func views(_ file: String, at time: Double, script: String? = nil) throws -> [String: [String: [String: Any]]] {
        var arguments = ["trace", file, "--at", String(time)]
        var folder: URL?
        if let script {
            let directory = try AnimSimBinary.temporaryDirectory()
            let url = directory.appendingPathComponent("uses.yaml")
            try script.write(to: url, atomically: true, encoding: .utf8)
            arguments += ["--script", url.path]
            folder = directory
        }
        defer { if let folder { try? FileManager.default.removeItem(at: folder) } }
        let run = try CorpusTests.run(arguments)
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var panes: [String: [String: [String: Any]]] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            var byName: [String: [String: Any]] = [:]
            for view in try #require(pane["views"] as? [[String: Any]]) {
                if let id = view["id"] as? String { byName[id] = view }
            }
            panes[try #require(pane["strategy"] as? String)] = byName
        }
        return panes
    }

    static let tap = "- { at: 1, tap: smallCard }\n"

    /// At 1 + u both cards' frames are the straight-line mix of (20, 20, 80, 60) and
    /// (0, 0, 300, 200) at u, in both panes; the big card fades in (opacity u) as the small one
    /// fades out (1 − u).
    @Test(arguments: [0.25, 0.5])
    func theHeroFrameMidFlight(u: Double) throws {
        let panes = try Self.views("HeroCardExpand.swift", at: 1 + u, script: Self.tap)
        let expected = [20 - 20 * u, 20 - 20 * u, 80 + 220 * u, 60 + 140 * u]
        #expect(panes.count == 2)
        for (strategy, views) in panes {
            for (name, opacity) in [("bigCard", u), ("smallCard", 1 - u)] {
                let view = try #require(views[name], "\(strategy): no \(name) in \(views.keys.sorted())")
                let frame = try #require(view["frame"] as? [Double])
                #expect(zip(frame, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(strategy) \(name): \(frame) ≠ \(expected)")
                #expect(abs((view["opacity"] as? Double ?? -1) - opacity) < 1e-6, "\(strategy) \(name)")
            }
        }
    }

    /// At 1.25 the score's old "1" has risen an eighth of an em (a quarter of its half-em
    /// travel) at opacity 0.75 and the new "2" is 3/8 em below at 0.25, the "4" in place; the status line is a quarter
    /// through its cross-fade. Only the animatable pane carries them.
    @Test func theScoreRollsAndTheStatusCrossFades() throws {
        let panes = try Self.views("ScoreCounterBounce.swift", at: 1.25)
        let views = try #require(panes["animatable"])
        let score = try #require(views["score"]?["textTransition"] as? [String: Any])
        #expect(score["from"] as? String == "41" && abs((score["progress"] as? Double ?? 0) - 0.25) < 1e-9)
        let runs = try #require(score["runs"] as? [[String: Any]])
        let summary = runs.map { "\($0["text"] as? String ?? "?") \($0["new"] as? Bool ?? false) \($0["dy"] as? Double ?? .nan) \($0["opacity"] as? Double ?? .nan)" }
        #expect(summary == ["1 false -0.125 0.75", "4 true 0.0 1.0", "2 true 0.375 0.25"], "\(summary)")
        let status = try #require(views["status"]?["textTransition"] as? [String: Any])
        #expect(status["from"] as? String == "Ready" && abs((status["progress"] as? Double ?? 0) - 0.25) < 1e-9)
        #expect(panes["position"]?["score"]?["textTransition"] == nil)
    }

    /// The heart bounces from the change at 1 s: scale 1 + 0.2 · 0.1 / 0.15 at 1.1 s, in both
    /// panes (traces print four decimals, hence the tolerance).
    @Test func theHeartBounces() throws {
        for (strategy, views) in try Self.views("ScoreCounterBounce.swift", at: 1.1) {
            // The placeholder inside the bounce's scale effect, whatever name the trace gives it.
            let scales = views.values.compactMap { $0["scale"] as? Double }
            #expect(scales.contains { abs($0 - (1 + 0.2 * 0.1 / 0.15)) < 1e-4 }, "\(strategy): \(scales)")
        }
    }

    /// The bold caption is the regular one's words measured in DejaVu Sans Bold: wider, by the
    /// bold face's advances (to the trace's four decimals), and traced with its weight.
    @Test func theBoldCaptionIsMeasuredBold() throws {
        let views = try #require(try Self.views("ScoreCounterBounce.swift", at: 0.5)["animatable"])
        let regular = try #require(views["caption"]?["frame"] as? [Double])
        let bold = try #require(views["boldCaption"]?["frame"] as? [Double])
        let fonts = (try #require(CairoTextMeasurer.shared), try #require(CairoTextMeasurer.sharedBold))
        #expect(abs(regular[2] - Double(fonts.0.width(of: "Best score", fontSize: 17))) < 1e-4)
        #expect(abs(bold[2] - Double(fonts.1.width(of: "Best score", fontSize: 17))) < 1e-4)
        #expect(bold[2] > regular[2])
        #expect(views["boldCaption"]?["fontWeight"] as? Double == 0.4)
    }
}
