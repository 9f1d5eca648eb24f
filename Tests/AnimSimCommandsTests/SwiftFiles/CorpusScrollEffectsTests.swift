import Foundation
import Testing

/// `FadingFeedCards.swift` through the binary (`trace --at`), in closed form:
///
/// - its scroll view is 340 pt tall and its 120-pt cards are 20 pt apart, so the third card
///   spans 280…400: half of it is inside, half of the `.visible` threshold, which
///   `easeInOut` (symmetric) keeps at 0.5, so the card is half-way from its identity effect
///   to its edge one: opacity 0.5 and scale 0.9, in both panes; the second card is identity;
/// - the sun's top padding grows 0 → 200 with `easeInOut(duration: 2)`, half-way at 1 s, and
///   its `.visualEffect` offsets it by −minY / 2 of the frame it has then.
@Suite struct CorpusScrollEffectsTests {
    static func effect(_ view: [String: Any]?, _ name: String) -> [Double] {
        let effects = view?["effects"] as? [[String: Any]] ?? []
        return effects.first { $0["name"] as? String == name }?["matrix"] as? [Double] ?? []
    }

    /// Each pane's views named `id` (an id may name a view and the leaf inside it).
    static func all(_ id: String, at time: Double) throws -> [String: [[String: Any]]] {
        let run = try CorpusTests.run(["trace", "FadingFeedCards.swift", "--at", String(time)])
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var panes: [String: [[String: Any]]] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let views = (pane["views"] as? [[String: Any]] ?? []).filter { $0["id"] as? String == id }
            panes[try #require(pane["strategy"] as? String)] = views
        }
        return panes
    }

    @Test func theHalfVisibleCardIsHalfWayToItsEdgeEffect() throws {
        let panes = try HeroCorpusTests.views("FadingFeedCards.swift", at: 1)
        #expect(panes.count == 2)
        for (pane, views) in panes {
            let half = try #require(views["card2"], "\(pane): \(views.keys.sorted())")
            #expect(abs((half["opacity"] as? Double ?? -1) - 0.5) < 1e-3, "\(pane): \(half)")
            let matrix = Self.effect(half, "_ScrollTransitionEffect")
            #expect(matrix.count == 9 && abs(matrix[0] - 0.9) < 1e-3 && abs(matrix[4] - 0.9) < 1e-3, "\(pane): \(matrix)")
            let whole = try #require(views["card1"], "\(pane)")
            #expect(abs((whole["opacity"] as? Double ?? -1) - 1) < 1e-3, "\(pane): \(whole)")
        }
    }

    @Test(arguments: [0.0, 1.0, 2.0])
    func theSunIsOffsetByHalfItsPresentedMinY(time: Double) throws {
        let start = try #require(try Self.all("sun~", at: 0)["animatable"]?.first?["frame"] as? [Double])
        let panes = try Self.all("sun~", at: time)
        let padding = [0.0: 0.0, 1.0: 100.0, 2.0: 200.0][time] ?? .nan
        #expect(panes.count == 2)
        for (pane, views) in panes {
            let sun = views.first { $0["effects"] != nil }
            let frame = try #require(sun?["frame"] as? [Double], "\(pane): \(views)")
            #expect(abs(frame[1] - (start[1] + padding)) < 1e-3, "\(pane): \(frame)")
            let matrix = Self.effect(sun, "_VisualEffect")
            #expect(matrix.count == 9 && abs(matrix[6] + frame[1] / 2) < 1e-3, "\(pane): \(matrix)")
        }
    }
}
