import AnimSimCairo
import Foundation
import Testing

/// Tab's keyboard focus on a SwiftUI view's drawn controls is drawn: an accent-blue ring
/// round the focused control in both panes, moved by the next Tab, and Enter uses the control
/// it is round; a frame saved with P (painted from the scene, as exports are) never carries it.
///
/// The ring is compared only once the player reports the overlay layer holding it on screen
/// ("focus ring on screen: …"), never after a wait.
extension WindowViewControlsTests {
    /// The pixels `ring` may touch round `control`: the ring's outset (5 × 3 pt) and width (3 pt), and a point.
    static func ringBox(_ control: CGRect) -> CGRect { control.insetBy(dx: -9, dy: -7) }

    @Test(.timeLimit(.minutes(40)))
    func tabDrawsAFocusRingInBothPanesThatSavedFramesLeaveOut() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try Self.play(Self.view(), in: root, extra: ["--shots-dir", root.path])
        let player = session.player
        let driver = try ViewWindowDriver(player)
        let rotate = try #require(session.frames["rotate"]), shuffle = try #require(session.frames["shuffle"])
        // The whole pane: the status line's two lines (Tab's "focus: Rotate (button); …" under
        // the playback state) stay in the caption band above it.
        let belowStatus = CGRect(x: 0, y: 0, width: Self.canvas.width, height: Self.canvas.height)
        let before = try player.grab()
        let savedBefore = try player.saveFrame()

        // Tab: Rotate, the first control, has the focus, ringed in each pane and nowhere else.
        try player.press("Tab")
        try player.waitForLog("focus ring on screen: 2 panes")
        let focused = try player.steadyFrame()
        for pane in ["position", "animatable"] {
            let box = Self.ringBox(rotate)
            #expect(try driver.differences(before, focused, in: pane, within: box) > 300, "a ring round Rotate in the \(pane) pane")
            #expect(try driver.differences(before, focused, in: pane, within: belowStatus, outside: box) == 0,
                    "nothing else in the \(pane) pane changed")
            // What changed is accent blue over the white canvas: blue well above red (the
            // button's blue label was there before).
            let blue = try driver.pixels(in: pane, within: box, of: focused).filter { x, y in
                focused[x, y].distance(to: before[x, y]) > 8 && Int(focused[x, y].blue) > Int(focused[x, y].red) + 60
            }
            #expect(blue.count > 300, "the ring is blue in the \(pane) pane: \(blue.count) pixels")
        }

        // Tab again: the ring moves to Shuffle.
        try player.press("Tab")
        try player.waitForLog("focus ring on screen: 2 panes", occurrences: 2)
        let moved = try player.steadyFrame()
        let box = Self.ringBox(shuffle)
        #expect(try driver.differences(before, moved, in: "animatable", within: box) > 300, "a ring round Shuffle")
        #expect(try driver.differences(before, moved, in: "animatable", within: belowStatus, outside: box) == 0,
                "Rotate's ring has gone")

        // A frame saved now is the frame saved before the focus: the ring is the window's alone.
        let savedAfter = try player.saveFrame()
        let a = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: savedBefore))
        let b = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: savedAfter))
        #expect(a.width == b.width && a.height == b.height && a.differences(from: b) == 0, "a saved frame carries no focus ring")

        // Enter uses the control the ring is round.
        try player.press("Return")
        try player.waitForLog("control Shuffle at t = 0.000 s: used")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }
}
