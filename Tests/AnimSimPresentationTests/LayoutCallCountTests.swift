import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimPresentation

/// The cached-layout demo's counts: what `LayoutCallCounter` records in one pass, and the
/// HUD lines `FrameComposer` shows from a fresh pass at each instant.
@Suite struct LayoutCallCountTests {
    /// The 100-point square the layout tables use.
    static let canvas = CGSize(width: 100, height: 100)

    static func stacks(width: CGFloat) -> ViewNode {
        func children() -> [ViewNode] { [Text("First"), Rectangle(), Text("Hello World")] }
        return HStack {
            CachedStackLayout()(children: children()).frame(maxWidth: width, maxHeight: 80)
            CustomVStackLayout()(children: children()).frame(maxWidth: width, maxHeight: 80)
        }
    }

    // The HStack asks each framed stack for its minimum (0 × 100) and maximum (∞ × 100) and
    // then offers its share, (100 − 8) / 2 = 46; the frames pass (0, 80), (40, 80) and
    // (40, 80) again, which the engine answers from its memo, as it does for the placement:
    // 2 sizeThatFits per stack. The cache is made once (3 views measured); the custom stack
    // measures its 3 views in both sizeThatFits and in placeSubviews: 9.
    @Test func onePassCounts() throws {
        let counter = try LayoutCallCounter.counting { _ = try LayoutEngine().layout(Self.stacks(width: 40), in: Self.canvas) }
        #expect(counter["CachedLayout", "makeCache"] == 1)
        #expect(counter["CachedLayout", "updateCache"] == 0)
        #expect(counter["CachedLayout", "sizeThatFits"] == 2)
        #expect(counter["CachedLayout", "views measured"] == 3)
        #expect(counter["MyCustomLayout", "sizeThatFits"] == 2)
        #expect(counter["MyCustomLayout", "placeSubviews"] == 1)
        #expect(counter["MyCustomLayout", "views measured"] == 9)
        #expect(counter.lines == ["CachedLayout: makeCache 1 · sizeThatFits 2 · placeSubviews 1 · views measured 3",
                                  "MyCustomLayout: sizeThatFits 2 · placeSubviews 1 · views measured 9"])
    }

    @Test func nothingIsCountedOutsideCounting() throws {
        let counter = LayoutCallCounter.counting {}
        _ = try LayoutEngine().layout(Self.stacks(width: 40), in: Self.canvas)
        #expect(counter.isEmpty)
    }

    static let scene = Scene(title: "counts", canvas: CGSize(width: 200, height: 120), duration: 1,
                             parameters: [SceneParameter(name: "width", initial: 60)],
                             timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: ["width": 30])]) { state in
        stacks(width: CGFloat(state["width"]))
    }

    /// The HUD shows the counts; they depend on the instant alone: the same after the
    /// evaluator has been through other frames, in any order.
    @Test func hudShowsTheCountsOfAFreshPass() throws {
        let composer = try FrameComposer(evaluator: SceneEvaluator(scene: Self.scene))
        // The frame's width is not animatable data, so the panes agree, and the HUD says so
        // before the counts.
        let lines = try #require(composer.composition(frame: 30).hud).extraLines
        #expect(lines.first?.hasPrefix("panes agree") == true)
        let first = Array(lines.dropFirst())
        #expect(first.count == 2)
        #expect(first.first?.hasPrefix("CachedLayout: makeCache 1 · ") == true)
        for frame in [60, 0, 45, 30] { _ = try composer.composition(frame: frame) }
        #expect(try composer.composition(frame: 30).hud?.extraLines == lines)
    }

    @Test func scenesWithoutCountingLayoutsHaveNoExtraLines() throws {
        let plain = Scene(title: "plain", duration: 1) { _ in HStack { Rectangle(); Text("Hi") } }
        let composer = try FrameComposer(evaluator: SceneEvaluator(scene: plain), strategies: [.animatable])
        #expect(try composer.composition(frame: 0).hud?.extraLines == [])
    }
}
