import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// iOS 17's transitions in a scene file (docs/scene-format.md, "Transitions"): `blurReplace`
/// and an anchored `scale` parse to the core transitions a Swift file's `.blurReplace` and
/// `.scale(scale:anchor:)` run as, and animate alike in both panes.
@Suite struct TransitionSyntaxTests {
    static let spellings: [(String, Transition)] = [
        ("blurReplace", ._blurReplace(scalesUpOnRemoval: false)),
        (".blurReplace()", ._blurReplace(scalesUpOnRemoval: false)),
        ("blurReplace(.downUp)", ._blurReplace(scalesUpOnRemoval: false)),
        ("blurReplace( upUp )", ._blurReplace(scalesUpOnRemoval: true)),
        ("scale(0.5, anchor: .topTrailing)", .effects(.init(scale: 0.5, anchor: .topTrailing))),
        ("scale(scale: 0.25, anchor: bottom)", .effects(.init(scale: 0.25, anchor: .bottom))),
        ("scale(0.5, anchor: center)", .scale(0.5)),
        ("blurReplace.combined(with: .move(edge: top))", .combined(._blurReplace(scalesUpOnRemoval: false), .move(.top))),
    ]

    @Test(arguments: spellings)
    func parses(text: String, transition: Transition) throws {
        #expect(try TransitionSyntax.parse(text).get() == transition)
    }

    /// A 40 × 40 view `b` joins (or, `removing`, leaves) a row under linear(duration: 1): its
    /// model frame is x 50…90, y 30…70 in every case.
    static func scene(_ transition: String, removing: Bool) -> String {
        """
        animsim: 1
        canvas: { width: 400, height: 100 }
        duration: 2
        state: { letters: \(removing ? "[a, b]" : "[a]") }
        view:
          hstack: { spacing: 10 }
          frame: { maxWidth: inf, alignment: leading }
          children:
            - forEach: $letters
              view: { rect: {}, id: "v-{item}", frame: { width: 40, height: 40 }, transition: "\(transition)" }
        timeline:
          - { at: 0, animation: linear(duration: 1), set: { letters: \(removing ? "[a]" : "[a, b]") } }
        """
    }

    static func b(_ yaml: String, at time: Double, _ strategy: Strategy) throws -> DisplayItem {
        let list = try SceneLoader().load(yaml: yaml, source: "transitions.yaml").evaluator().evaluate(at: time, strategy: strategy)
        return try #require(list.item("v-b"))
    }

    /// Halfway: opacity 1/2, blur 7/2, scale 0.9 + 0.1/2 in, 1.1 − 0.1/2 out with `.upUp`.
    @Test(arguments: Strategy.allCases, [false, true])
    func blurReplaceRunsHalfway(strategy: Strategy, removing: Bool) throws {
        let item = try Self.b(Self.scene("blurReplace(.upUp)", removing: removing), at: 0.5, strategy)
        #expect(abs(item.opacity - 0.5) < 1e-9 && abs(item.transitionBlur - 3.5) < 1e-9, "\(item)")
        #expect(abs(Double(item.scale) - (removing ? 1.05 : 0.95)) < 1e-9, "\(item)")
        #expect(item.phase == (removing ? .removal : .insertion))
    }

    /// `scale(0.5, anchor: topLeading)` in: halfway at scale 0.75, its frame moved by half of
    /// (anchor − centre)·(1 − 0.5) = (−10, −10), so the drawn top-leading corner,
    /// centre − 0.75·20, stays at the model's (50, 30).
    @Test(arguments: Strategy.allCases)
    func anAnchoredScaleGrowsFromItsCorner(strategy: Strategy) throws {
        let item = try Self.b(Self.scene("scale(0.5, anchor: topLeading)", removing: false), at: 0.5, strategy)
        #expect(abs(Double(item.scale) - 0.75) < 1e-9 && abs(item.frame.minX - 45) < 1e-9 && abs(item.frame.minY - 25) < 1e-9, "\(item)")
        #expect(abs(item.frame.midX - 0.75 * 20 - 50) < 1e-9 && abs(item.frame.midY - 0.75 * 20 - 30) < 1e-9)
    }
}
