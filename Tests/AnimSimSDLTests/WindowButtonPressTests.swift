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
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let record = root.appendingPathComponent("press.yaml").path
        let shot = root.appendingPathComponent("shot.png").path
        let session = try WindowViewControlsTests.play(Self.view, in: root,
                                                       extra: ["--duration", "5", "--record", record, "--screenshot-at", "2.2:\(shot)"])
        let player = session.player
        let driver = try ViewWindowDriver(player)
        let button = try #require(session.frames["press"], "\(session.frames.keys.sorted())")
        let window = player.windowID

        let before = try player.grab()
        let (x, y) = try driver.window(WindowViewControlsTests.centre(button), in: "position")
        try player.xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "mousedown", "1"])
        try player.waitForLog("button press held down at t = 0.000 s")
        try player.press("shift+Right")
        let held = try player.waitForFullFrame(at: "1.000", after: "button press held down at t = 0.000 s")
        try WindowGesturesTests.expectBothPanesChanged(before, held, driver, "holding the button")
        try WindowGesturesTests.keep(held, "button-held")

        try player.xdotool(["mouseup", "--window", window, "1"])
        try player.waitForLog("gesture longPress on press at t = 0.000 s: held 1.000 s")
        try player.press("shift+Right")
        let released = try player.waitForFullFrame(at: "2.000", after: "gesture longPress on press at t = 0.000 s")
        try WindowGesturesTests.expectBothPanesChanged(held, released, driver, "releasing the button")
        try WindowGesturesTests.keep(released, "button-released")

        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        let text = try String(contentsOfFile: record, encoding: .utf8)
        #expect(text.hasPrefix("- { at: 0, longPress: \"press\"") && text.contains("duration: 1"), "\(text)")
        try WindowGesturesTests.expectReplay(session, record: record, shot: shot, root: root)
    }
}
