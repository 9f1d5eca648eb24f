import Foundation
import Testing

/// Corpus files written as public collections write them: a per-platform helper (`#if os(iOS)`
/// … `#else` … or a `#error` for other platforms), iOS 17's `Button(_:systemImage:action:)`,
/// `.transition(.push(from:))` and `.phaseAnimator(_:trigger:)`. In closed form through the
/// binary (`trace --at`), in both panes:
///
/// - `PushStepCards.swift`: "Next" at 0.5 s changes the card's `id` under
///   `.linear(duration: 1)`. At 1 s (u = 0.5) the new card, pushed from the trailing edge, is
///   half its 240 pt width right of its place (x = 80 + 120) and the old one half of it to the
///   left (x = 80 − 120), both at opacity 0.5. The file's helper ends in `#error` on any
///   platform but iOS and macOS, so it runs only because `os(iOS)` is true.
/// - `PhasePulseBadge.swift`: "Ping" at 0.5 s runs the phases 1 → 1.6 → 0.8 → 1, each
///   `.linear(duration: 0.4)`: at 0.7 s the scale is 1.3, at 1.1 s 1.2, at 1.5 s 0.9, at 2 s 1.
///   Its chrome is a shadow on iOS and a border elsewhere: the badge has the iOS shadow.
@Suite struct CorpusPlatformTests {
    @Test func theNextCardPushesTheLastOneOut() throws {
        let panes = try HeroCorpusTests.views("PushStepCards.swift", at: 1, script: "- { at: 0.5, control: Next }\n")
        #expect(panes.count == 2)
        for (pane, views) in panes {
            for (name, x) in [("card0", -40.0), ("card1", 200.0)] {
                let frame = try #require(views[name]?["frame"] as? [Double], "\(pane): \(views.keys.sorted())")
                #expect(abs(frame[0] - x) < 1e-3 && abs(frame[2] - 240) < 1e-3, "\(pane) \(name): \(frame)")
                #expect(abs((views[name]?["opacity"] as? Double ?? -1) - 0.5) < 1e-3, "\(pane) \(name)")
            }
        }
    }

    @Test(arguments: [(0.7, 1.3), (1.1, 1.2), (1.5, 0.9), (2.0, 1.0)])
    func theBadgePulsesThroughItsPhases(time: Double, scale: Double) throws {
        let panes = try HeroCorpusTests.views("PhasePulseBadge.swift", at: time, script: "- { at: 0.5, control: Ping }\n")
        #expect(panes.count == 2)
        for (pane, views) in panes {
            #expect(abs(try CorpusMotionTests.value(views, "badge", "scale") - scale) < 1e-3, "\(pane)")
            let effects = views["badge~"]?["effects"] as? [[String: Any]] ?? []
            #expect(effects.contains { $0["name"] as? String == "_ShadowEffect" }, "\(pane): \(effects)")
        }
    }
}
