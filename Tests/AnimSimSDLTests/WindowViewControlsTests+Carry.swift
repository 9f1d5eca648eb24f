import AnimSimCairo
import Foundation
import Testing

/// A SwiftUI view's uses of its drawn controls go along when a save rebuilds the program
/// (issue #31 with #32's rebuild loop): the new program hosts the view with them, so the
/// window opens at the same instant showing the same frame. A use whose control the edited
/// view no longer has is dropped with a warning, and the window carries on.
///
/// Every wait is on the player's own lines, 600 s a backstop (compiles share two cores).
extension WindowViewControlsTests {
    @Test(.timeLimit(.minutes(40)))
    func usesOfTheViewsControlsGoAlongIntoTheRebuiltWindow() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try Self.play(Self.view(), in: root)
        let player = session.player
        let driver = try ViewWindowDriver(player)
        let still = try player.grab()

        // Rotate at t = 0, then a second on: the ring has turned 90° in both panes.
        try driver.click(Self.centre(try #require(session.frames["rotate"])), in: "animatable")
        try player.waitForLog("control Rotate at t = 0.000 s: used")
        try player.press("shift+Right")
        let turned = try player.waitForFullFrame(at: "1.000", after: "control Rotate at t = 0.000 s: used")
        #expect(try driver.differences(still, turned, in: "animatable", size: Self.canvas) > 500, "the ring turned")

        // A save that changes nothing drawn: the rebuilt program opens on the same frame. Without
        // the use the view would have nothing to play: a 0 s scene, the ring where it started.
        try Data((Self.view() + "// saved again\n").utf8).write(to: session.file)
        try player.waitForLog("restarting at t = 1.000 s with the 1 use of the controls", timeout: Self.backstop)
        let marker = "restarted Controls.swift at t = 1.000 s with 1 use of the controls"
        try player.waitForLog(marker, timeout: Self.backstop)
        try player.waitForWindow(timeout: Self.backstop)
        let restarted = try player.waitForFullFrame(at: "1.000", after: marker, timeout: Self.backstop)
        for pane in ["position", "animatable"] {
            #expect(try driver.differences(turned, restarted, in: pane, size: Self.canvas) == 0, "the \(pane) pane shows the same turn")
        }

        // Rotate renamed: the carried use names a control the view no longer has. It is dropped,
        // said in the log and the status line, and the window opens on the view without it.
        try Data(Self.view().replacingOccurrences(of: "Button(\"Rotate\")", with: "Button(\"Spin\")").utf8).write(to: session.file)
        let dropped = try player.waitForLog("dropped a carried use of the controls: ", timeout: Self.backstop)
        #expect(dropped.contains("dropped a carried use of the controls: the window's use 1:1:1: no control 'Rotate' at t = 0 s: "
                                 + "the controls at t = 0 s are 'Spin' (#1)"), "\(dropped)")
        // Without the use the view has nothing to play: the clock stops at its 0 s end, and says so.
        try player.waitForLog("restarted Controls.swift at t = 1.000 s; shown at t = 0.000 s, where the scene now ends",
                              timeout: Self.backstop)
        try player.waitForWindow(timeout: Self.backstop)
        let plain = try player.waitForFullFrame(at: "0.000", after: "dropped a carried use", timeout: Self.backstop)
        // The ring (200 × 160 pt, over the buttons with 6 pt between) where it started: only
        // the button's label changed.
        let rotate = try #require(session.frames["rotate"])
        let ring = CGRect(x: rotate.midX - 100, y: rotate.minY - 166, width: 200, height: 160)
        #expect(try driver.differences(still, turned, in: "animatable", within: ring) > 500, "the turn shows in that box")
        #expect(try driver.differences(still, plain, in: "animatable", within: ring) == 0, "the ring where it started")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }
}
