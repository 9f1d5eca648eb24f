import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// Every layout parameter that takes a word accepts `$name`, the modifiers' alignments
/// included: `frame`, `background` and `overlay`. The word changes at once and what it
/// moves animates as geometry, in a straight line, in both panes (no layout here has
/// animatableData).
@Suite struct ModifierAlignmentStateTests {
    /// A 100 × 40 frame centred in a 200 × 100 pane spans x = 50 … 150. Inside it a 20 × 20
    /// rect sits at x = 50 leading and x = 130 trailing; a 10 × 10 overlay circle on that
    /// frame at 50 and 140; a 30 × 30 background square at 50 and 120. Linear 1 s: halfway
    /// they are at 90, 95 and 85.
    static let yaml = """
        animsim: 1
        canvas: { width: 200, height: 100 }
        duration: 2
        state: { place: leading }
        view:
          rect: {}
          id: inner
          frame: { width: 20, height: 20 }
          modifiers:
            - frame: { width: 100, height: 40, alignment: $place }
            - overlay: { view: { circle: {}, id: dot, frame: { width: 10, height: 10 } }, alignment: $place }
            - background: { view: { rect: {}, id: back, frame: { width: 30, height: 30 } }, alignment: $place }
        timeline:
          - { at: 0, animation: linear(duration: 1), set: { place: trailing } }
        """

    @Test(arguments: Strategy.allCases)
    func alignmentsFollowTheWord(strategy: Strategy) throws {
        let evaluator = try SceneLoader().load(yaml: Self.yaml, source: "alignment.yaml").evaluator()
        for (time, inner, dot, back) in [(0.0, 50.0, 50.0, 50.0), (0.5, 90, 95, 85), (1, 130, 140, 120)] {
            let list = try evaluator.evaluate(at: time, strategy: strategy)
            // `inner` names the whole view (the background, outermost); inside it the overlay
            // (inner/1), the 100 × 40 frame (inner/1/0) and the 20 × 20 frame (inner/1/0/0).
            let rect = try #require(list.frame("inner/1/0/0"))
            #expect(abs(rect.minX - inner) < 1e-9 && rect.width == 20, "inner at \(time): \(rect)")
            #expect(abs(try #require(list.frame("dot")).minX - dot) < 1e-9, "dot at \(time): \(String(describing: list.frame("dot")))")
            #expect(abs(try #require(list.frame("back")).minX - back) < 1e-9, "back at \(time): \(String(describing: list.frame("back")))")
        }
    }
}
