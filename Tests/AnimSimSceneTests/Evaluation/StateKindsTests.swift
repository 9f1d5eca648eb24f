import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// State beyond numbers: booleans, words and lists (docs/scene-format.md, "State beyond
/// numbers"). They are not animatable data: a change takes effect at once, and what it
/// moves on screen animates as geometry.
@Suite struct StateKindsTests {
    /// A VStack of three rectangles 40, 80 and 120 wide, no spacing, aligned by `$alignment`.
    static let alignmentScene = """
        animsim: 1
        canvas: { width: 300, height: 300 }
        duration: 1
        state: { alignment: leading, words: [a, b, c], flag: true }
        view:
          vstack: { alignment: $alignment, spacing: 0 }
          children:
            - forEach: [40, 80, 120]
              view: { rect: {}, id: "w{item}", frame: { width: "{item}", height: 20 } }
        timeline:
          - { at: 0, animation: linear(duration: 1), set: { alignment: trailing, words: [c, a], flag: false } }
        """

    /// The stack is 120 wide, centred in 300: it spans x 90…210. Leading puts every view at
    /// x = 90; trailing at 210 − w. The alignment is a word, so it changes at once and each
    /// view's frame animates in a straight line, linearly over 1 s: x(t) = 90 + (120 − w)·t,
    /// at a fixed y (rows 20 tall, the 60-tall stack centred: y = 120, 140, 160). The VStack
    /// has no animatableData, so both panes agree.
    @Test(arguments: Strategy.allCases)
    func aWordValuedAlignmentMovesEveryViewOnAStraightLine(strategy: Strategy) throws {
        let evaluator = try SceneLoader().load(yaml: Self.alignmentScene, source: "align.yaml").evaluator()
        for time in [0.0, 0.25, 0.5, 0.75, 1.0] {
            let list = try evaluator.evaluate(at: time, strategy: strategy)
            for (row, width) in [40.0, 80, 120].enumerated() {
                let frame = try #require(list.item("w\(Int(width))")).frame
                #expect(abs(frame.minX - (90 + (120 - width) * time)) < 1e-9, "w\(Int(width)) at \(time)")
                #expect(abs(frame.minY - (120 + 20 * Double(row))) < 1e-9)
                #expect(abs(frame.width - width) < 1e-9)
            }
        }
        let half = try evaluator.evaluate(at: 0.5, strategy: strategy)
        #expect(try #require(half.item("w40")).frame.minX == 130)
    }

    /// The display list carries each value as it is at the instant: the new words from the
    /// change on, whatever its animation.
    @Test func discreteValuesTakeEffectAtOnce() throws {
        let evaluator = try SceneLoader().load(yaml: Self.alignmentScene.replacingOccurrences(of: "at: 0,", with: "at: 0.5,"),
                                               source: "align.yaml").evaluator()
        let before = try evaluator.evaluate(at: 0.25, strategy: .animatable).state
        let after = try evaluator.evaluate(at: 0.5, strategy: .animatable).state
        #expect(before.map(\.discrete) == [.word("leading"), .list([.word("a"), .word("b"), .word("c")]), .boolean(true)])
        #expect(after.map(\.discrete) == [.word("trailing"), .list([.word("c"), .word("a")]), .boolean(false)])
        #expect(evaluator.state(at: 0.49).word("alignment") == "leading")
        #expect(evaluator.state(at: 0.5).list("words") == [.word("c"), .word("a")])
        #expect(!evaluator.state(at: 0.7).flag("flag"))
    }

    @Test func theTracePrintsBooleansWordsAndListsAsJSON() throws {
        let evaluator = try SceneLoader().load(yaml: Self.alignmentScene, source: "align.yaml").evaluator()
        let list = try evaluator.evaluate(at: 1, strategy: .position)
        let text = TraceEncoder(scene: evaluator.scene, format: .json).frame(index: 0, time: 1, lists: [list], isFirst: true)
        #expect(text.contains("\"alignment\":\"trailing\",\"words\":[\"c\",\"a\"],\"flag\":false"), "\(text)")
    }

    @Test func numberListsKeepTheirNumbers() throws {
        let yaml = """
            animsim: 1
            state: { sizes: [10, 2.5, -3] }
            view: { rect: {} }
            timeline:
              - { at: 0.5, set: { sizes: [] } }
            """
        let scene = try SceneLoader().load(yaml: yaml, source: "sizes.yaml").scene
        #expect(scene.parameters == [SceneParameter(name: "sizes", value: .list([.number(10), .number(2.5), .number(-3)]))])
        #expect(scene.timeline.first?.discrete["sizes"] == .list([]))
        #expect(SceneValue.list([.number(10), .number(2.5)]).text == "[10, 2.5]")
    }
}
