import Foundation
import Testing
import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimScene

/// Identity and transitions (docs/scene-format.md, "Views that come and go"), with exact
/// values derived from SwiftUI's rules, in both panes: an HStack has no animatableData, so
/// the two panes agree on everything here.
@Suite struct ViewsComeAndGoTests {
    /// Views 40 × 40, spacing 10, in an HStack placed at the leading edge of a 400-wide pane:
    /// view k of a row spans x = 50k … 50k + 40, centre 50k + 20.
    static func row(_ state: String, _ forEach: String, view: String = "", timeline: String) -> String {
        """
        animsim: 1
        canvas: { width: 400, height: 100 }
        duration: 2
        state: { \(state) }
        view:
          hstack: { spacing: 10 }
          frame: { maxWidth: inf, alignment: leading }
          children:
            - forEach: \(forEach)
              view: { rect: {}, id: "v-\(view.isEmpty ? "{item}" : view)", frame: { width: 40, height: 40 } }
        timeline:
        \(timeline)
        """
    }

    static func evaluate(_ yaml: String, _ time: Double, _ strategy: Strategy) throws -> DisplayList {
        try SceneLoader().load(yaml: yaml, source: "come-and-go.yaml").evaluator().evaluate(at: time, strategy: strategy)
    }

    static let letters = "letters: [a, b, c, d, e]"

    /// [a b c d e] → [e d c b a], linear 1 s: each view runs in a straight line from centre
    /// 50k + 20 to 50(4 − k) + 20; halfway every centre is (50k + 50(4 − k)) / 2 + 20 = 120.
    @Test(arguments: Strategy.allCases)
    func reorderMeetsInTheMiddle(strategy: Strategy) throws {
        let yaml = Self.row(Self.letters, "$letters", timeline: "  - { at: 0, animation: linear(duration: 1), set: { letters: [e, d, c, b, a] } }")
        let half = try Self.evaluate(yaml, 0.5, strategy)
        for letter in ["a", "b", "c", "d", "e"] {
            let item = try #require(half.item("v-\(letter)"))
            #expect(abs(item.frame.midX - 120) < 1e-9, "\(letter): \(item.frame)")
            #expect(item.phase == nil && item.opacity == 1)
        }
    }

    /// [a b c d e] → [c d e]: a and b leave the layout at once; c moves from centre 120 to
    /// 20, so halfway it is at 70. a stays at its last place (centre 20) while its opacity
    /// removal runs, 1 → 0 linearly: 0.5 halfway. After 1 s only c, d and e are drawn.
    @Test(arguments: Strategy.allCases)
    func removalKeepsTheLastPlaceAndFades(strategy: Strategy) throws {
        let yaml = Self.row(Self.letters, "$letters", timeline: "  - { at: 0, animation: linear(duration: 1), set: { letters: [c, d, e] } }")
        let half = try Self.evaluate(yaml, 0.5, strategy)
        let a = try #require(half.item("v-a"))
        #expect(abs(a.frame.midX - 20) < 1e-9 && abs(a.opacity - 0.5) < 1e-9 && a.phase == .removal, "\(a)")
        // b leaves with a, each under the stack, not one inside the other: centre 70, opacity 0.5.
        let b = try #require(half.item("v-b"))
        #expect(abs(b.frame.midX - 70) < 1e-9 && abs(b.opacity - 0.5) < 1e-9 && b.phase == .removal, "\(b)")
        #expect(half.items[try #require(b.parent)].id == "root/0")  // the HStack inside the frame modifier
        let c = try #require(half.item("v-c"))
        #expect(abs(c.frame.midX - 70) < 1e-9 && c.phase == nil && c.opacity == 1, "\(c)")
        // Drawn beneath the views that remain: before every one of them in paint order.
        let index = { (id: String) in half.items.firstIndex { $0.id == id }! }
        #expect(index("v-a") < index("v-c") && index("v-b") < index("v-c"))
        let end = try Self.evaluate(yaml, 1, strategy)
        #expect(end.items.map(\.id).filter { $0.hasPrefix("v-") && !$0.contains("/") } == ["v-c", "v-d", "v-e"])
    }

    /// The trace carries `phase` only while a transition runs.
    @Test func theTraceNamesThePhase() throws {
        let yaml = Self.row(Self.letters, "$letters", timeline: "  - { at: 0, animation: linear(duration: 1), set: { letters: [c, d, e] } }")
        let evaluator = try SceneLoader().load(yaml: yaml, source: "come-and-go.yaml").evaluator()
        let text = TraceEncoder(scene: evaluator.scene, format: .json)
            .frame(index: 30, time: 0.5, lists: [try evaluator.evaluate(at: 0.5, strategy: .position)], isFirst: true)
        #expect(text.contains("\"id\":\"v-a\",\"frame\":[0,30,40,40],\"center\":[20,50],\"rotation\":0,\"scale\":1,\"opacity\":0.5,\"phase\":\"removal\"}"), "\(text)")
        #expect(text.contains("\"id\":\"v-c\",\"frame\":[50,30,40,40],\"center\":[70,50],\"rotation\":0,\"scale\":1,\"opacity\":1}"), "\(text)")
    }

    /// count 2 → 3 with `transition: scale`: the new view v-2 is at its final place at once
    /// (centre 50·2 + 20 = 120) and its scale runs from 1e-5 to 1 linearly: halfway
    /// 1e-5 + (1 − 1e-5)/2 = 0.500005.
    @Test(arguments: Strategy.allCases)
    func insertionScalesInAtItsFinalPlace(strategy: Strategy) throws {
        let yaml = """
            animsim: 1
            canvas: { width: 400, height: 100 }
            state: { n: 2 }
            view:
              hstack: { spacing: 10 }
              frame: { maxWidth: inf, alignment: leading }
              children:
                - forEach: { count: $n }
                  view: { rect: {}, id: "v-{i}", frame: { width: 40, height: 40 }, transition: scale }
            timeline:
              - { at: 0, animation: linear(duration: 1), set: { n: 3 } }
            """
        let half = try Self.evaluate(yaml, 0.5, strategy)
        let new = try #require(half.item("v-2"))
        #expect(abs(new.frame.midX - 120) < 1e-9 && abs(new.scale - 0.500005) < 1e-9 && new.phase == .insertion, "\(new)")
        #expect(try #require(half.item("v-1")).phase == nil)
        let end = try Self.evaluate(yaml, 1, strategy)
        #expect(try #require(end.item("v-2")).scale == 1 && end.item("v-2")?.phase == nil)
    }

    /// asymmetric(insertion: move(edge: bottom), removal: opacity), linear 1 s. SwiftUI's
    /// move offsets a view by its own size: inserting f at centre 50·4 + 20 = 220 starts 40
    /// below its place and halfway is 20 below (y centre 50 + 20 = 70), at full opacity;
    /// removing a fades to 0.5 halfway without moving (the removal is opacity alone).
    @Test(arguments: Strategy.allCases)
    func asymmetricMoveAndOpacity(strategy: Strategy) throws {
        let yaml = Self.row(Self.letters, "$letters", timeline: "  - { at: 0, animation: linear(duration: 1), set: { letters: [b, c, d, e, f] } }")
            .replacingOccurrences(of: "frame: { width: 40, height: 40 } }",
                                  with: "frame: { width: 40, height: 40 }, transition: \"asymmetric(insertion: .move(edge: .bottom), removal: .opacity)\" }")
        let half = try Self.evaluate(yaml, 0.5, strategy)
        let f = try #require(half.item("v-f"))
        #expect(abs(f.frame.midX - 220) < 1e-9 && abs(f.frame.midY - 70) < 1e-9 && f.opacity == 1 && f.phase == .insertion, "\(f)")
        let a = try #require(half.item("v-a"))
        #expect(abs(a.frame.midX - 20) < 1e-9 && abs(a.frame.midY - 50) < 1e-9 && abs(a.opacity - 0.5) < 1e-9 && a.phase == .removal)
    }

    /// a is removed at 0 and put back at 0.5, each linear over 1 s. Timing curves add: the
    /// opacity is 1 + r₀(t) − r₀.₅(t), r the part of each animation still to run, so it turns
    /// back from where it was (0.5 at 0.5 s), holds 0.5 while the two cancel, then rises
    /// to 1 at 1.5 s.
    @Test(arguments: Strategy.allCases)
    func interruptedRemovalTurnsBack(strategy: Strategy) throws {
        let yaml = Self.row(Self.letters, "$letters", timeline: """
              - { at: 0, animation: linear(duration: 1), set: { letters: [b, c, d, e] } }
              - { at: 0.5, animation: linear(duration: 1), set: { letters: [a, b, c, d, e] } }
            """)
        let expected: [(Double, Double, DisplayItem.Phase?)] = [(0.25, 0.75, .removal), (0.5, 0.5, .insertion), (0.75, 0.5, .insertion),
                                                                (1.25, 0.75, .insertion), (1.5, 1, nil)]
        for (time, opacity, phase) in expected {
            let a = try #require(try Self.evaluate(yaml, time, strategy).item("v-a"), "at \(time)")
            #expect(abs(a.opacity - opacity) < 1e-9 && a.phase == phase, "at \(time): \(a)")
        }
    }

    /// a is removed at 0 (linear 1 s) and put back at 1.2, after its removal has finished,
    /// linear over 0.5 s. To SwiftUI it is then a new view: its insertion runs from the
    /// insertion's active state, whatever the removal left. Halfway (1.45 s) the part still
    /// to run is ½, so a is at ½ of the insertion's active state to identity: under the
    /// asymmetric move from the bottom it is 40 · ½ = 20 below its place (centre y 70) at
    /// full opacity and scale, not fading in from the removal's 0 and ½.
    @Test(arguments: Strategy.allCases, [
        ("asymmetric(insertion: .move(edge: .bottom), removal: .scale(0.5).combined(with: .opacity))", 1.0, 1.0, 70.0),
        ("opacity", 0.5, 1.0, 50.0),
        ("scale(0.5)", 1.0, 0.75, 50.0),
    ])
    func reinsertionAfterAFinishedRemovalStartsAfresh(strategy: Strategy, transition: (String, Double, Double, Double)) throws {
        let (spelling, opacity, scale, midY) = transition
        let yaml = Self.row(Self.letters, "$letters", timeline: """
              - { at: 0, animation: linear(duration: 1), set: { letters: [b, c, d, e] } }
              - { at: 1.2, animation: linear(duration: 0.5), set: { letters: [a, b, c, d, e] } }
            """)
            .replacingOccurrences(of: "frame: { width: 40, height: 40 } }",
                                  with: "frame: { width: 40, height: 40 }, transition: \"\(spelling)\" }")
        let a = try #require(try Self.evaluate(yaml, 1.45, strategy).item("v-a"))
        #expect(abs(a.opacity - opacity) < 1e-9 && abs(Double(a.scale) - scale) < 1e-9, "\(a)")
        #expect(abs(a.frame.midX - 20) < 1e-9 && abs(a.frame.midY - midY) < 1e-9 && a.phase == .insertion, "\(a)")
        let settled = try #require(try Self.evaluate(yaml, 1.7, strategy).item("v-a"))
        #expect(settled.opacity == 1 && settled.scale == 1 && abs(settled.frame.midY - 50) < 1e-9 && settled.phase == nil)
    }

    /// `prefix` steps without animation: exactly the first n words, at once, no phase.
    @Test(arguments: Strategy.allCases)
    func prefixSteps(strategy: Strategy) throws {
        let yaml = Self.row("letters: [a, b, c, d, e], count: 4", "{ each: $letters, prefix: $count }", timeline: """
              - { at: 0.5, animation: none, set: { count: 2 } }
              - { at: 1, animation: none, set: { count: 5 } }
            """)
        for (time, ids) in [(0.0, ["a", "b", "c", "d"]), (0.5, ["a", "b"]), (1.0, ["a", "b", "c", "d", "e"])] {
            let list = try Self.evaluate(yaml, time, strategy)
            #expect(list.items.map(\.id).filter { $0.hasPrefix("v-") && !$0.contains("/") } == ids.map { "v-" + $0 }, "at \(time)")
            #expect(list.items.allSatisfy { $0.phase == nil && $0.opacity == 1 })
        }
    }

    /// if/else under `animation: none`: the branches swap at the instant, with no transition.
    @Test(arguments: Strategy.allCases)
    func ifElseWithoutAnimation(strategy: Strategy) throws {
        let yaml = """
            animsim: 1
            duration: 1
            state: { on: true }
            view:
              zstack: {}
              children:
                - if: $on
                  view: { circle: {}, id: yes, frame: { width: 40, height: 40 } }
                  else: { rect: {}, id: no, frame: { width: 60, height: 60 } }
            timeline:
              - { at: 0.5, animation: none, set: { on: false } }
            """
        let before = try Self.evaluate(yaml, 0.49, strategy), after = try Self.evaluate(yaml, 0.5, strategy)
        #expect(before.item("yes") != nil && before.item("no") == nil)
        #expect(after.item("yes") == nil && after.item("no")?.opacity == 1 && after.item("no")?.phase == nil)
    }
}

/// A scene built in Swift takes the same path: its body reads the list from the state and
/// `ForEach(letters, id: \.self)` names each view by its element.
@Suite struct SwiftBuiltViewsComeAndGoTests {
    static let scene = Scene(canvas: CGSize(width: 400, height: 100), duration: 2,
                             parameters: [SceneParameter(name: "letters", value: .list(["a", "b", "c", "d", "e"].map { .word($0) }))],
                             timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: [:],
                                                    discrete: ["letters": .list(["c", "d", "e"].map { .word($0) })])]) { state in
        HStack(spacing: 10) {
            ForEach(state.list("letters").map { "v-" + $0.text }, id: \.self) { _ in
                Rectangle().frame(width: 40, height: 40).transition(.opacity)
            }
        }.frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The values of `ViewsComeAndGoTests.removalKeepsTheLastPlaceAndFades`, derived there.
    @Test(arguments: Strategy.allCases)
    func removalMatchesTheSceneFile(strategy: Strategy) throws {
        let half = try SceneEvaluator(scene: Self.scene).evaluate(at: 0.5, strategy: strategy)
        let a = try #require(half.item("v-a")), c = try #require(half.item("v-c"))
        #expect(abs(a.frame.midX - 20) < 1e-9 && abs(a.opacity - 0.5) < 1e-9 && a.phase == .removal, "\(a)")
        #expect(abs(c.frame.midX - 70) < 1e-9 && c.phase == nil)
    }
}
