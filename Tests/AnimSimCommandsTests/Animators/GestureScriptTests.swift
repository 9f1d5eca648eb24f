import Foundation
import Testing

/// Gestures performed by a script (`tap:`, `drag:`, `longPress:`, `magnify:`, `rotate:`) on
/// views named as `trace` names them, run by the binary: the views' frames at the script's
/// instants, in closed form. A drag's samples come at every frame (1/60 s) of its duration,
/// its translation growing linearly; the instants below fall between two frames.
@Suite struct GestureScriptTests {
    static func x(_ name: String, _ view: String, at time: Double, _ script: String) throws -> Double {
        try AnimatorsFixture.x(of: name, view: view, at: time, script: script) - 190
    }

    /// Dragged by [120, 0] over 0.4 s from 1 s: the knob follows `translation` (60 pt at the
    /// frame of 1.2 s); `onEnded` at 1.4 s animates it back over 1 s.
    @Test(arguments: [(0.5, 0.0), (1.21, 60), (1.39, 115), (1.9, 60), (3, 0)])
    func aDragsTranslationMovesTheView(time: Double, offset: Double) throws {
        #expect(abs(try Self.x("knob~", "DragKnob", at: time, "drag.yaml") - offset) < 0.01)
    }

    /// `@GestureState` follows the drag and snaps back when it ends; `location` is in the
    /// view's own space, from the `from:` point (1 pt inside the circle's top: a touch must
    /// land inside the circle, not in its frame's corner).
    @Test func aGestureStateResetsWhenTheDragEnds() throws {
        let during = try AnimatorsFixture.frames(view: "DragPuck", at: 1.21, script: "puck.yaml")
        for pane in during.values {
            let puck = try #require(pane["puck~"])
            #expect(abs(puck[0] - 250) < 0.01 && abs(puck[1] - (190 + 30 + 1 + 30)) < 0.01, "\(puck)")
        }
        let after = try AnimatorsFixture.frames(view: "DragPuck", at: 1.5, script: "puck.yaml")
        for pane in after.values {
            let puck = try #require(pane["puck~"])
            #expect(abs(puck[0] - 190) < 0.01 && abs(puck[1] - (190 + 1 + 60)) < 0.01, "\(puck)")
        }
    }

    /// A tap at 1 s flips the card over 1 s; a double tap at 3 s reaches only the count-2 gesture.
    @Test(arguments: [(0.5, 0.0), (1.5, 50), (2.5, 100), (3.25, 75), (4.5, 0)])
    func aTapRunsItsAction(time: Double, offset: Double) throws {
        #expect(abs(try Self.x("card~", "TapCard", at: time, "tap.yaml") - offset) < 0.01)
    }

    /// A long press from 1 s: pressing at once (the bulb drops 50 pt), recognized after its
    /// minimum of 1 s, when the action animates it right over 1 s and pressing ends.
    @Test func aLongPressActsAfterItsMinimumDuration() throws {
        for (time, x, y) in [(0.5, 0.0, 0.0), (1.5, 0, 50), (2.5, 50, 0), (3.5, 100, 0)] {
            let panes = try AnimatorsFixture.frames(view: "PressBulb", at: time, script: "press.yaml")
            for pane in panes.values {
                let bulb = try #require(pane["bulb~"])
                #expect(abs(bulb[0] - 190 - x) < 0.01 && abs(bulb[1] - 190 - y) < 0.01, "at \(time): \(bulb)")
            }
        }
    }

    /// A press released before the minimum fails: pressing comes and goes, the action never runs.
    @Test func aShortPressFails() throws {
        let panes = try AnimatorsFixture.frames(view: "PressBulb", at: 3, script: "short-press.yaml")
        for pane in panes.values { #expect(pane["bulb~"].map { abs($0[0] - 190) < 0.01 && abs($0[1] - 190) < 0.01 } == true) }
    }

    /// The innermost gesture has a tap, the container's simultaneous gesture sees every tap,
    /// and its high-priority double tap wins over the double tap inside it.
    @Test func gesturesCompeteAsInSwiftUI() throws {
        let panes = try AnimatorsFixture.frames(view: "TapChain", at: 3.5, script: "chain.yaml")
        for pane in panes.values {
            let x = { (name: String) in (pane[name + "~"]?[0] ?? -1) - 190 }
            #expect(x("red") == 10 && x("blue") == 10 && x("green") == 20 && x("gray") == 10,
                    "red \(x("red")), blue \(x("blue")), green \(x("green")), gray \(x("gray"))")
        }
    }

    /// A pinch to twice the size over 0.5 s (magnification 1.5 half-way) and a twist of 45°.
    @Test func magnifyAndRotateRunThroughScripts() throws {
        let pinch = try AnimatorsFixture.frames(view: "Pinch", at: 1.26, script: "pinch.yaml")
        let twist = try AnimatorsFixture.frames(view: "Pinch", at: 2.26, script: "pinch.yaml")
        for pane in pinch.values { #expect(abs((pane["pad~"]?[0] ?? 0) - 190 - 50) < 0.01) }
        for pane in twist.values { #expect(abs((pane["pad~"]?[1] ?? 0) - 190 - 22.5) < 0.01) }
    }

    /// A view no one is named, and a drag's `by:` as one number: one placed line each, exit 1.
    @Test func badUsesArePlaced() throws {
        let nobody = try AnimatorsFixture.run(["trace", "Animators.swift", "--view", "TapCard", "--at", "2", "--script", "nobody.yaml"])
        #expect(nobody.status == 1 && nobody.out.isEmpty)
        #expect(nobody.err.contains("nobody.yaml:1:17: no view 'nobody' at t = 1 s; the views with gestures then are 'card'"), "\(nobody.err)")
        let by = try AnimatorsFixture.run(["trace", "Animators.swift", "--view", "DragKnob", "--at", "2", "--script", "bad-by.yaml"])
        #expect(by.status == 1 && by.err.contains("bad-by.yaml:1:28: a drag's by: is [dx, dy] in points (by: [120, 0])"), "\(by.err)")
    }
}
