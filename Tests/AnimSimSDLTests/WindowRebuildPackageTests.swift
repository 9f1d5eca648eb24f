import AnimSimCairo
import Foundation
import Testing

/// The rebuild loop on a real package: `animsim new layout spiral`, built with `swift build`
/// against this checkout, played from its own executable. A syntax error in the layout shows
/// the compiler's error over the last good frame; a real change of the layout's geometry is
/// rebuilt, and the restarted window draws it.
///
/// Building the package compiles AnimSim again (minutes on a shared 2-core machine), so
/// this runs in CI (`CI` set, or `ANIMSIM_EXAMPLES=1`, as the package tests of
/// AnimSimCommandsTests); every wait is on the player's own events, 600 s a backstop.
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil
    && (ProcessInfo.processInfo.environment["CI"] != nil || ProcessInfo.processInfo.environment["ANIMSIM_EXAMPLES"] == "1"),
    "needs a display, the animsim executable and ANIMSIM_EXAMPLES=1 (builds a package)"))
struct WindowRebuildPackageTests {
    static let backstop = 600.0

    @Test(.timeLimit(.minutes(40)))
    func editingTheLayoutRebuildsAndTheWindowDrawsTheChange() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let new = try ChildProcess.run(PlayerUnderTest.executable!, ["new", "layout", "spiral", root.path])
        try #require(new.status == 0, "\(new.stdout)")
        let build = try ChildProcess.run("/usr/bin/env", ["swift", "build", "--package-path", root.path], timeout: Self.backstop)
        try #require(build.status == 0, "\(build.stdout)")

        let display = try TestDisplay()
        let player = try PlayerUnderTest(["--paused", "--start", "1", "--size", "800x540"], display: display, directory: root,
                                         executable: root.appendingPathComponent(".build/debug/spiral").path)
        try player.waitForWindow(timeout: Self.backstop)
        let place = try player.geometry()
        let before = try player.grab()
        let layout = root.appendingPathComponent("Sources/Spiral/SpiralLayout.swift")
        let source = try String(contentsOf: layout, encoding: .utf8)

        // A syntax error: the compiler's first error in the banner, the frame kept above it.
        try Data(source.replacingOccurrences(of: "let radius = spacing", with: "let radius = = spacing").utf8).write(to: layout)
        let failed = try player.waitForLog("build failed", timeout: Self.backstop)
        #expect(failed.contains("still running the last good build:\nSources/Spiral/SpiralLayout.swift:"), "\(failed)")
        #expect(failed.contains(": error: "), "\(failed)")
        _ = try ChildProcess.waitFor("the build error banner") { () -> Bool? in
            try player.grab().differences(from: before, inFraction: (0.1, 0.5, 0.8, 0.25), tolerance: 8) > 5_000 ? true : nil
        }
        #expect(try player.grab().differences(from: before, inFraction: (0, 0.1, 1, 0.3)) == 0, "the last good frame stays")

        // The spiral mirrored left to right: rebuilt, restarted in place, drawn mirrored.
        let mirrored = source.replacingOccurrences(of: "x: bounds.midX + radius", with: "x: bounds.midX - radius")
        try #require(mirrored != source)
        try Data(mirrored.utf8).write(to: layout)
        try player.waitForLog("rebuilt spiral in ", timeout: Self.backstop)
        try player.waitForLog("restarted spiral at t = 1.000 s", timeout: Self.backstop)
        try player.waitForWindow(timeout: Self.backstop)
        #expect(try player.geometry() == place)
        let after = try player.grab()
        #expect(after.differences(from: before, inFraction: (0, 0.1, 1, 0.6), tolerance: 8) > 2_000, "the new build draws the change")
        #expect(after.differences(from: before, inFraction: (0, 0.85, 1, 0.15), tolerance: 8) == 0,
                "same instant: the timeline and HUD are as before")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }
}
