import AnimSimCairo
import Foundation
import Testing

/// A double click in the window is `onTapGesture(count: 2)`'s double tap (docs/swift.md,
/// "Gestures in the window"): xdotool presses and releases twice at the centre of a stack of
/// two tiles, which is the gap between them and is the stack's only through its
/// `.contentShape(Rectangle())`. The first release is a tap of count 1, which the second
/// replaces with count 2 (the interval measured on the clicks' own timestamps, so however
/// long the player takes between handling them); the action runs, both panes change, and
/// `--record` writes the one double tap. Every wait is on the player's own lines; 600 s a
/// backstop (the first compile may build the library).
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil,
                             Comment(rawValue: TestDisplay.skipReason)))
struct WindowDoubleTapTests {
    static let view = """
        import SwiftUI

        struct ContentView: View {
            @State private var liked = false

            var body: some View {
                VStack(spacing: 40) {
                    Rectangle().fill(liked ? Color.pink : Color.gray).frame(width: 120, height: 60)
                    Rectangle().fill(liked ? Color.pink : Color.gray).frame(width: 120, height: 60)
                }
                .contentShape(Rectangle())
                .accessibilityIdentifier("photo")
                .onTapGesture(count: 2) { liked.toggle() }
            }
        }

        """

    @Test(.timeLimit(.minutes(40)))
    func aDoubleClickInTheGapIsADoubleTap() throws {
        let window = try GestureWindow(Self.view, recording: true)
        let player = window.player
        let photo = try window.frame("photo")

        let before = try player.grab()
        try window.xdotool(try window.move(WindowViewControlsTests.centre(photo), in: "animatable"),
                           ["mousedown", "1", "mouseup", "1", "mousedown", "1", "mouseup", "1"])
        try player.waitForLog("gesture tap on photo at t = 0.000 s: count 2")
        let after = try player.waitForFullFrame(at: "0.000", after: "gesture tap on photo at t = 0.000 s: count 2")
        try window.expectBothPanesChanged(before, after, "the double tap")
        try window.keep(after, "after-double-tap")

        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        #expect(player.output.contains("recorded 1 use of the controls"), "\(player.output)")
        let text = try String(contentsOfFile: window.record, encoding: .utf8)
        #expect(text.hasPrefix("- { at: 0, tap: \"photo\"") && text.contains("count: 2") && text.split(separator: "\n").count == 1, "\(text)")
    }
}
