import AnimSimCairo
import Foundation
import Testing

/// The uses of the controls go along into the rebuilt window: it opens at the same instant
/// showing the same mid-animation frame, and its recording holds the use made before.
extension WindowRebuildProcessTests {
    @Test func usesOfTheControlsGoAlongIntoTheRebuiltWindow() throws {
        let display = try TestDisplay()
        let root = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let record = root.appendingPathComponent("played.yaml")
        let player = try PlayerUnderTest([WindowProcessTests.wheel, "--paused", "--start", "1", "--size", "800x540", "--record", record.path],
                                         display: display, directory: root, environment: ["PATH": path],
                                         executable: root.appendingPathComponent(".build/debug/ring").path)
        try player.waitForWindow()
        // Each frame compared is one the window reported shown in full: after a use it first
        // shows a quick build without guides, whose guides then land from a low-priority
        // thread that a busy core can starve; pixels read before that would never match.
        let still = try player.waitForFullFrame(at: "1.000")
        // Rotate (+90°, easeInOut over 2 s) at t = 1, then a second on: halfway through the turn.
        try player.press("1")
        try player.waitForLog("control Rotate at t = 1.000 s")
        try player.press("shift+Right")
        let turning = try player.waitForFullFrame(at: "2.000")
        #expect(turning.differences(from: still, inFraction: (0, 0.1, 0.7, 0.8)) > 500, "the wheel turned")

        let before = player.fullFrames(at: "2.000")
        try Data("let x = 2\n".utf8).write(to: root.appendingPathComponent("Sources/ring/Layout.swift"))
        try player.waitForLog("restarting at t = 2.000 s with the 1 use of the controls")
        try player.waitForLog("restarted ring at t = 2.000 s with 1 use of the controls")
        try player.waitForWindow()
        // Without the use, the new window would show the wheel where it started. The panes,
        // HUD and timeline alike; the panel (the right third) loses the keyboard focus that
        // key 1 gave its first row.
        let restarted = try player.waitForFullFrame(at: "2.000", occurrence: before + 1)
        #expect(restarted.differences(from: turning, inFraction: (0, 0, 0.65, 1), tolerance: 8) == 0,
                "the restarted window shows the same turn")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        let recording = try String(contentsOf: record, encoding: .utf8)
        #expect(recording.contains("{at: 1, animation: 'easeInOut(duration: 2)', set: {angle: 180deg}}"), "\(recording)")
        #expect(player.output.contains("recorded 1 use of the controls"), "\(player.output)")
    }
}
