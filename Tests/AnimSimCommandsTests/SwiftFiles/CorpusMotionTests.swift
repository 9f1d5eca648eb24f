import Foundation
import Testing

/// The corpus's motion in closed form, through the binary (`trace --at`, four decimals):
///
/// - `LoadingSpinner.swift`: `.linear(duration: 1).repeatForever(autoreverses: false)` from
///   the first update turns the arc 360° · frac(t) in the animatable pane; the position pane
///   mixes the drawn matrices of 0° and 360°, which are one, so it shows the arc unturned at
///   its target (360°) all along: the published spinner that "does not spin" the naive way.
/// - `GeometryProgressBar.swift`: `easeInOut(duration: 2)` is symmetric, so at 1 s the fill
///   is half the reader's 320 pt width, in both panes; at 2 s all of it.
/// - `TypingIndicator.swift`: dot i eases 0.5 → 1 over 0.6 s from 0.2 i s, so at
///   0.3 + 0.2 i s, half-way in time and so in value, its scale is 0.75.
/// - `CardStackDeck.swift`: the top card dragged by [60, 30] over 0.3 s from 0.5 s is, at
///   0.65 s, offset by half of it, [30, 15], and tilted 30 / 12 = 2.5°.
/// - `DoubleTapHeart.swift`: a script's `count: 2` tap runs the double-tap action (two
///   updates: the count, then the heart in its own transaction); a single tap does not.
@Suite struct CorpusMotionTests {
    static func value(_ views: [String: [String: Any]], _ name: String, _ key: String) throws -> Double {
        try #require(views[name]?[key] as? Double, "\(name).\(key) in \(views.keys.sorted())")
    }

    @Test(arguments: [0.25, 0.6, 1.25, 1.9])
    func theSpinnerTurnsOnceASecond(time: Double) throws {
        let panes = try HeroCorpusTests.views("LoadingSpinner.swift", at: time)
        let turned = 360 * (time - time.rounded(.down))
        #expect(abs(try Self.value(try #require(panes["animatable"]), "spinner", "rotation") - turned) < 1e-3)
        #expect(abs(try Self.value(try #require(panes["position"]), "spinner", "rotation") - 360) < 1e-3)
    }

    @Test(arguments: [(1.0, 160.0), (2.0, 320.0)])
    func theProgressBarFillsItsReadersWidth(time: Double, width: Double) throws {
        let panes = try HeroCorpusTests.views("GeometryProgressBar.swift", at: time)
        #expect(panes.count == 2)
        for (pane, views) in panes {
            let frame = try #require(views["fill"]?["frame"] as? [Double], "\(pane)")
            #expect(abs(frame[2] - width) < 1e-3, "\(pane): \(frame)")
        }
    }

    @Test(arguments: 0..<3)
    func eachDotIsHalfWayAtItsOwnDelay(dot: Int) throws {
        let panes = try HeroCorpusTests.views("TypingIndicator.swift", at: 0.3 + 0.2 * Double(dot))
        #expect(panes.count == 2)
        for (pane, views) in panes {
            #expect(abs(try Self.value(views, "dot\(dot)", "scale") - 0.75) < 1e-3, "\(pane)")
        }
    }

    @Test func theTopCardFollowsTheDrag() throws {
        let panes = try HeroCorpusTests.views("CardStackDeck.swift", at: 0.65,
                                              script: "- { at: 0.5, drag: topCard, by: [60, 30], duration: 0.3 }\n")
        #expect(panes.count == 2)
        for (pane, views) in panes {
            let card = try #require(views["topCard"], "\(pane): \(views.keys.sorted())")
            let effects = card["effects"] as? [[String: Any]] ?? []
            let offset = effects.first { $0["name"] as? String == "_OffsetEffect" }?["animatableData"] as? [Double] ?? []
            #expect(offset.count == 2 && abs(offset[0] - 30) < 1e-3 && abs(offset[1] - 15) < 1e-3, "\(pane): \(offset)")
            #expect(abs(try Self.value(views, "topCard", "rotation") - 2.5) < 1e-3, "\(pane)")
        }
    }

    @Test(arguments: [(2, "2"), (1, "0")])
    func aDoubleTapLikesThePhoto(count: Int, updates: String) throws {
        let run = try CorpusTests.run(["trace", "DoubleTapHeart.swift", "--at", "1", "--script", try Self.script(count: count)])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.components(separatedBy: "\"update\":\"\(updates)\"").count == 3, "\(run.out.prefix(300))")
    }

    static func script(count: Int) throws -> String {
        let url = try AnimSimBinary.temporaryDirectory().appendingPathComponent("tap.yaml")
        try Data("- { at: 0.5, tap: photo, count: \(count) }\n".utf8).write(to: url)
        return url.path
    }
}
