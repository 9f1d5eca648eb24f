import AnimSimCairo
import Foundation
import Testing

/// Issue #32's last window case: a `fatalError` reached by pressing a view's button. The
/// press runs the action in the program's process, which dies with the window; `animsim`
/// brings the window back at the last instant it showed in full, paused, with the trap's
/// message over that frame.
extension WindowViewControlsTests {
    @Test(.timeLimit(.minutes(40)))
    func aTrapInAButtonsActionShowsItsMessageOverTheLastGoodFrame() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try Self.play(Self.view(crash: true), in: root)
        let player = session.player
        let driver = try ViewWindowDriver(player)
        let good = try player.grab()

        try driver.click(Self.centre(try #require(session.frames["crash"], "\(session.frames.keys.sorted())")), in: "animatable")
        let marker = "restarted Controls.swift at t = 0.000 s, paused, after a trap"
        let output = try player.waitForLog(marker, timeout: Self.backstop)
        #expect(output.contains("Fatal error: the crash button was pressed"), "\(output)")
        #expect(output.contains("animsim: \(session.file.path):"), "the trap placed in the user's file: \(output)")
        try player.waitForWindow(timeout: Self.backstop)
        let trapped = try player.waitForFullFrame(at: "0.000", after: marker, timeout: Self.backstop)
        // The banner spans the panes' lower part (0.76 to 0.93 of this window's height).
        #expect(trapped.differences(from: good, inFraction: (0.1, 0.78, 0.8, 0.12), tolerance: 8) > 2_000,
                "the trap's message is over the frame")
        #expect(trapped.differences(from: good, inFraction: (0, 0, 1, 0.7), tolerance: 8) == 0,
                "the last good frame above the banner")
        try player.press("q")
        #expect(try player.waitForExit() == WindowSwiftFileTrapTests.trapStatus, "\(player.output)")
    }

    /// The uses made before the trap come back with the window, the one that trapped does
    /// not: Rotate at t = 0, a second on, then Crash. The restarted window shows the turned
    /// ring at t = 1 under the banner, and lives (closed, the command says the trap's status).
    @Test(.timeLimit(.minutes(40)))
    func theUsesBeforeATrapComeBackWithoutTheOneThatTrapped() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try Self.play(Self.view(crash: true), in: root)
        let player = session.player
        let driver = try ViewWindowDriver(player)
        try driver.click(Self.centre(try #require(session.frames["rotate"])), in: "animatable")
        try player.waitForLog("control Rotate at t = 0.000 s: used")
        try player.press("shift+Right")
        let turned = try player.waitForFullFrame(at: "1.000", after: "control Rotate at t = 0.000 s: used")

        try driver.click(Self.centre(try #require(session.frames["crash"])), in: "animatable")
        let marker = "restarted Controls.swift at t = 1.000 s, paused, after a trap with 1 use of the controls"
        try player.waitForLog(marker, timeout: Self.backstop)
        try player.waitForWindow(timeout: Self.backstop)
        let trapped = try player.waitForFullFrame(at: "1.000", after: marker, timeout: Self.backstop)
        // The ring (200 × 160 pt over the buttons) as it was turned, above the banner.
        let rotate = try #require(session.frames["rotate"])
        let ring = CGRect(x: rotate.midX - 100, y: rotate.minY - 166, width: 200, height: 160)
        for pane in ["position", "animatable"] {
            #expect(try driver.differences(turned, trapped, in: pane, within: ring) == 0, "the \(pane) pane shows the turn")
        }
        #expect(player.output.components(separatedBy: "Fatal error: the crash button was pressed").count - 1 == 1,
                "the press that trapped is not replayed: \(player.output)")
        try player.press("q")
        #expect(try player.waitForExit() == WindowSwiftFileTrapTests.trapStatus, "\(player.output)")
    }
}
