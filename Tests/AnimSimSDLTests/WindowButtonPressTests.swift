import AnimSimCairo
import Foundation
import Testing

/// A `ButtonStyle`'s `isPressed` follows the window's pointer (docs/swift.md, "ButtonStyle"):
/// xdotool presses a button in the position pane, holds it while the clock moves a second,
/// and releases it. While held, both panes draw it pressed (orange, shrinking); the release
/// is one `longPress:` of the held second from the press, logged and recorded, and the
/// action runs then (the count shows 1); `render --script` of the recording draws the
/// window's frame at 2.2 s, pixel for pixel.
///
/// The clock is paused and moved only by keys sent between the pointer's events, so the
/// press's instant and length are on the scene's clock; every wait is on the player's own
/// lines, 600 s a backstop (the first compile may build the library).
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil,
                             Comment(rawValue: TestDisplay.skipReason)))
struct WindowButtonPressTests {
    static let view = """
        import SwiftUI

        struct Squeeze: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .frame(width: 140, height: 70)
                    .background(configuration.isPressed ? Color.orange : Color.blue)
                    .scaleEffect(configuration.isPressed ? 0.7 : 1)
                    .animation(.linear(duration: 1), value: configuration.isPressed)
            }
        }

        struct ContentView: View {
            @State private var count = 0

            var body: some View {
                VStack(spacing: 40) {
                    Text("\\(count)").font(.largeTitle)
                    Button("Press") { count += 1 }
                        .buttonStyle(Squeeze())
                        .accessibilityIdentifier("press")
                }
            }
        }

        """

    @Test(.timeLimit(.minutes(40)))
    func aHeldButtonIsPressedInBothPanesAndActsOnRelease() throws {
        let window = try GestureWindow(Self.view, duration: "5", recording: true, screenshotAt: "2.2")
        let player = window.player
        let button = try window.frame("press")

        let before = try player.grab()
        try window.xdotool(try window.move(WindowViewControlsTests.centre(button), in: "position"), ["mousedown", "1"])
        try player.waitForLog("button press held down at t = 0.000 s")
        try player.press("shift+Right")
        let held = try player.waitForFullFrame(at: "1.000", after: "button press held down at t = 0.000 s")
        try window.expectBothPanesChanged(before, held, "holding the button")
        try window.keep(held, "button-held")

        try window.xdotool(["mouseup", "--window", window.id, "1"])
        try player.waitForLog("gesture longPress on press at t = 0.000 s: held 1.000 s")
        try player.press("shift+Right")
        let released = try player.waitForFullFrame(at: "2.000", after: "gesture longPress on press at t = 0.000 s")
        try window.expectBothPanesChanged(held, released, "releasing the button")
        try window.keep(released, "button-released")

        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        let text = try String(contentsOfFile: window.record, encoding: .utf8)
        #expect(text.hasPrefix("- { at: 0, longPress: \"press\"") && text.contains("duration: 1"), "\(text)")
        try window.expectReplay()
    }
}
