import AnimSimCairo
import Foundation
import Testing

/// A SwiftUI view's gestures performed with the mouse in the window, in either pane (issue
/// #40, "Gestures are inputs like controls"): xdotool presses, moves and releases the pointer
/// on a card with a tap, a knob with a drag and a bulb with a long press; each touch becomes
/// the use a script's `tap:`, `drag:` or `longPress:` makes at that instant, so both panes
/// change; `--record` writes them, and `render --script` of the recording draws the window's
/// frame.
///
/// The clock is paused, and moved only by keys sent between the pointer's events (→ one
/// frame, Shift+→ one second), so every event's scene time is known: the drag's path and
/// the long press's hold are on the scene's clock, whatever the machine's speed. Every wait
/// is on the player's own lines ("gesture … at t = …", "shown in full: t = …"), 600 s a
/// backstop (the first compile may build the library).
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil,
                             Comment(rawValue: TestDisplay.skipReason)))
struct WindowGesturesTests {
    /// A card that turns and changes colour when tapped, a knob that follows a drag and stays
    /// where it is dropped, a bulb that lights and grows after a long press; none of them
    /// moves another (offsets, rotations and scales change no layout).
    static let view = """
        import SwiftUI

        struct ContentView: View {
            @State private var flipped = false
            @State private var offset = CGSize.zero
            @State private var settled = CGSize.zero
            @State private var lit = false

            var body: some View {
                VStack(spacing: 30) {
                    Rectangle().fill(flipped ? Color.orange : Color.blue).frame(width: 80, height: 80)
                        .rotationEffect(.degrees(flipped ? 45 : 0))
                        .accessibilityIdentifier("card")
                        .onTapGesture { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
                    Circle().fill(Color.red).frame(width: 40, height: 40)
                        .offset(x: settled.width + offset.width, y: settled.height + offset.height)
                        .accessibilityIdentifier("knob")
                        .gesture(DragGesture()
                            .onChanged { value in offset = value.translation }
                            .onEnded { value in
                                settled.width += value.translation.width
                                settled.height += value.translation.height
                                offset = .zero
                            })
                    RoundedRectangle(cornerRadius: 8).fill(lit ? Color.yellow : Color.gray).frame(width: 120, height: 50)
                        .scaleEffect(lit ? 1.3 : 1)
                        .accessibilityIdentifier("bulb")
                        .onLongPressGesture { withAnimation(.linear(duration: 1)) { lit = true } }
                }
            }
        }

        """

    /// A tap on the card in the position pane, a drag of the knob in the animatable pane (its
    /// path bent: 60 pt right over one frame, then 30 pt down over the next), and a long
    /// press on the bulb held one second in the position pane: each is logged as its use and
    /// changes both panes. The session's recording rendered at 2.2 s is the window's frame
    /// then, pixel for pixel (tolerance: 0 pixels differ).
    @Test(.timeLimit(.minutes(40)))
    func aTapADragAndALongPressChangeBothPanesAndReplay() throws {
        // --duration 5: 2.2 s, two thirds into the bulb's lighting, is never reached paused at
        // 2.033 s; its screenshot is taken on exit, from the window's scene with every use.
        let window = try GestureWindow(Self.view, duration: "5", recording: true, screenshotAt: "2.2")
        let player = window.player, driver = window.driver
        let card = try window.frame("card"), knob = try window.frame("knob"), bulb = try window.frame("bulb")

        // The tap, at t = 0 in the position pane; its linear second has turned the card at 1 s.
        var before = try player.grab()
        try driver.click(WindowViewControlsTests.centre(card), in: "position")
        try player.waitForLog("gesture tap on card at t = 0.000 s: count 1")
        try player.press("shift+Right")
        var after = try player.waitForFullFrame(at: "1.000", after: "gesture tap on card at t = 0.000 s")
        try window.expectBothPanesChanged(before, after, "the tap")
        try window.keep(after, "after-tap")

        // The drag, at t = 1 in the animatable pane: pressed on the knob, 60 pt right by the
        // next frame, 30 pt down by the one after, released there.
        before = after
        let (x0, y0) = try driver.window(WindowViewControlsTests.centre(knob), in: "animatable")
        try window.xdotool(window.move(x0, y0), ["mousedown", "1"], window.move(x0 + 3, y0), window.key("Right"),
                           try window.move(CGPoint(x: knob.midX + 60, y: knob.midY), in: "animatable"), window.key("Right"),
                           try window.move(CGPoint(x: knob.midX + 60, y: knob.midY + 30), in: "animatable"), ["mouseup", "1"])
        let dragLine = try window.line(after: "gesture drag on knob at t = 1.000 s: ")
        #expect(dragLine.hasSuffix("over 0.033 s along 2 points"), "\(dragLine)")
        after = try player.waitForFullFrame(at: "1.033", after: "gesture drag on knob at t = 1.000 s")
        try window.expectBothPanesChanged(before, after, "the drag")
        try window.keep(after, "after-drag")

        // The long press, at 1.033 s in the position pane, held while the clock moves a second.
        before = after
        try window.xdotool(try window.move(WindowViewControlsTests.centre(bulb), in: "position"), ["mousedown", "1"],
                           window.key("shift+Right"), ["mouseup", "1"])
        try player.waitForLog("gesture longPress on bulb at t = 1.033 s: held 0.500 s")
        after = try player.waitForFullFrame(at: "2.033", after: "gesture longPress on bulb at t = 1.033 s")
        try window.expectBothPanesChanged(before, after, "the long press")
        try window.keep(after, "after-long-press")

        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        #expect(player.output.contains("recorded 3 uses of the controls"), "\(player.output)")
        let text = try String(contentsOfFile: window.record, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3 && lines[0].hasPrefix("- { at: 0, tap: \"card\", from: [")
                && lines[1].hasPrefix("- { at: 1, drag: \"knob\", path: [[0.016666666666666")
                && lines[2].hasPrefix("- { at: 1.0333333333333"), "\(text)")
        try window.expectReplay()
    }

    /// A pad that follows a pinch, and a dial that follows a twist.
    static let twoFingerView = """
        import SwiftUI

        struct ContentView: View {
            @State private var scale: CGFloat = 1
            @State private var angle = Angle.zero

            var body: some View {
                HStack(spacing: 60) {
                    Rectangle().fill(Color.green).frame(width: 80, height: 80)
                        .scaleEffect(scale)
                        .accessibilityIdentifier("pad")
                        .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
                    Rectangle().fill(Color.purple).frame(width: 80, height: 80)
                        .rotationEffect(angle)
                        .accessibilityIdentifier("dial")
                        .gesture(RotateGesture().onChanged { value in angle = value.rotation })
                }
            }
        }

        """

    /// Shift+drag in the animatable pane pinches the pad about its centre (pressed 20 pt right
    /// of it, released 40 pt right: scale 2, within the window's pixel rounding); Ctrl+drag in
    /// the position pane twists the dial (pressed 30 pt right of its centre, released 30 pt
    /// from it at 45° below: an eighth of a turn clockwise, within 3° of the window's pixel
    /// rounding). Each changes both panes.
    @Test(.timeLimit(.minutes(40)))
    func shiftAndCtrlDragsPinchAndTwist() throws {
        let window = try GestureWindow(Self.twoFingerView)
        let player = window.player
        let pad = try window.frame("pad"), dial = try window.frame("dial")

        var before = try player.grab()
        try window.xdotool(window.keyDown("shift"), try window.move(CGPoint(x: pad.midX + 20, y: pad.midY), in: "animatable"),
                           ["mousedown", "1"], try window.move(CGPoint(x: pad.midX + 40, y: pad.midY), in: "animatable"),
                           ["mouseup", "1"], window.keyUp("shift"))
        let scale = try window.line(after: "gesture magnify on pad at t = 0.000 s: scale ")
        #expect(abs((Double(scale) ?? 0) - 2) < 0.1, "\(scale)")
        var after = try player.waitForFullFrame(at: "0.000", after: "gesture magnify on pad")
        try window.expectBothPanesChanged(before, after, "the pinch")

        before = after
        let diagonal = 30 / 2.0.squareRoot()
        try window.xdotool(window.keyDown("ctrl"), try window.move(CGPoint(x: dial.midX + 30, y: dial.midY), in: "position"),
                           ["mousedown", "1"], try window.move(CGPoint(x: dial.midX + diagonal, y: dial.midY + diagonal), in: "position"),
                           ["mouseup", "1"], window.keyUp("ctrl"))
        let degrees = try window.line(after: "gesture rotate on dial at t = 0.000 s: ")
        #expect(abs((Double(degrees.dropLast()) ?? 0) - 45) < 3, "\(degrees)")
        after = try player.waitForFullFrame(at: "0.000", after: "gesture rotate on dial")
        try window.expectBothPanesChanged(before, after, "the twist")
        try window.keep(after, "after-pinch-twist")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }
}
