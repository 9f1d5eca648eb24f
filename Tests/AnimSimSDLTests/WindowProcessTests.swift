import AnimSimCairo
import Foundation
import Testing

/// `animsim play` as a user meets it: a real window on an X server (a private Xvfb), keys
/// typed with xdotool, frames saved with P, the window read back with `import`.
///
/// Serialized: each test starts its own Xvfb and player, and two at once would only fight
/// over the two cores. Waits poll for effects with generous timeouts (a loaded machine is
/// slow, not wrong).
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil, Comment(rawValue: TestDisplay.skipReason)))
struct WindowProcessTests {
    static let wheel = PlayerUnderTest.repository.appendingPathComponent("scenes/wheel-90.yaml").path

    @Test func spacePausesArrowsStepAndPSavesTheExactFrame() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let player = try PlayerUnderTest([Self.wheel, "--size", "800x540"], display: display, directory: directory)
        try player.waitForWindow()

        try player.press("space")
        let first = try player.saveFrame()
        // Time for a player that ignored the pause to move on; no outcome depends on its
        // length (paused, any wait gives the same frame), so a slow machine cannot fail it.
        usleep(400_000)
        let second = try player.saveFrame()
        #expect(first != second)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)),
                "paused: two saves of the current frame are identical")

        try player.press("Right")
        let stepped = try player.saveFrame()
        #expect(try Data(contentsOf: URL(fileURLWithPath: stepped)) != Data(contentsOf: URL(fileURLWithPath: second)),
                "→ shows the next frame")
        #expect(frameNumber(stepped) == frameNumber(second).map { $0 + 1 })

        try player.press("shift+Left")
        let back = try player.saveFrame()
        #expect(frameNumber(back) == frameNumber(stepped).map { max($0 - 60, 0) }, "shift+← is one second at 60 fps")

        try player.press("q")
        #expect(try player.waitForExit() == 0)
    }

    /// Clicking and dragging on the timeline strip scrubs; the wheel steps frames.
    @Test func timelineScrubsAndTheWheelSteps() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 800×540 points for a 660×436 frame (caption 28, canvas 330, two HUD lines 44,
        // timeline 34): scale 800/660, the frame centred vertically.
        let player = try PlayerUnderTest([Self.wheel, "--paused", "--size", "800x540", "--hide-controls"], display: display, directory: directory)
        try player.waitForWindow()
        #expect(try player.xdotool(["getwindowname", player.windowID]).stdout
            == "AnimSim — Wheel: rotate 0° → 90° — wheel-90.yaml\n")
        let scale = 800.0 / 660, top = (540 - 436 * scale) / 2
        let stripY = top + (28 + 330 + 44 + 17) * scale
        func trackX(_ fraction: Double) -> Double { (104 + (660 - 12 - 104) * fraction) * scale }

        try player.xdotool(["mousemove", "--window", player.windowID, "\(Int(trackX(0.5)))", "\(Int(stripY))", "click", "1"])
        let half = try #require(frameNumber(try player.saveFrame()))
        #expect(abs(half - 90) <= 2, "a click half-way along a 3 s timeline shows t = 1.5 s")

        try player.xdotool(["mousemove", "--window", player.windowID, "\(Int(trackX(0.25)))", "\(Int(stripY))",
                            "mousedown", "1", "mousemove", "--window", player.windowID, "\(Int(trackX(0.6)))", "\(Int(stripY))",
                            "mousemove", "--window", player.windowID, "\(Int(trackX(0.75)))", "\(Int(stripY))", "mouseup", "1"])
        let dragged = try #require(frameNumber(try player.saveFrame()))
        #expect(abs(dragged - 135) <= 2, "a drag ends where the mouse is let go")

        try player.xdotool(["mousemove", "--window", player.windowID, "400", "200", "click", "5", "click", "5"])
        #expect(frameNumber(try player.saveFrame()) == dragged + 2, "two notches down: two frames on")
        try player.xdotool(["click", "4"])
        #expect(frameNumber(try player.saveFrame()) == dragged + 1)

        // A click off the strip (on a pane) does not seek.
        try player.xdotool(["mousemove", "--window", player.windowID, "200", "200", "click", "1"])
        #expect(frameNumber(try player.saveFrame()) == dragged + 1)
        try player.press("q")
        #expect(try player.waitForExit() == 0)
    }

    /// 1/2/3 hide and show panes, T and G add trails and ghosts: all visible in saved frames.
    /// Resizing re-renders at the new size, letterboxed.
    @Test func togglesChangeTheFrameAndResizingLetterboxes() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let player = try PlayerUnderTest([Self.wheel, "--paused", "--start", "1.2", "--size", "800x540", "--hide-controls"],
                                         display: display, directory: directory)
        try player.waitForWindow()
        func saved() throws -> PixelBuffer { try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: try player.saveFrame())) }
        let base = try saved()
        #expect(base.width == 660)
        try player.press("1")
        #expect(try saved().width == 330, "1 hides the first pane")
        try player.press("2")
        #expect(try saved().width == 330, "the last visible pane stays")
        try player.press("1")
        #expect(try saved() == base)
        try player.press("t")
        let trails = try saved()
        #expect(trails.differences(from: base) > 100)
        try player.press("t", "g")
        #expect(try saved().differences(from: base) > 100, "ghosts")
        try player.press("g")
        #expect(try saved() == base)

        try player.xdotool(["windowsize", "--sync", player.windowID, "1000", "400"])
        let wide = try ChildProcess.waitFor("the frame re-rendered for 1000×400") { () -> PixelBuffer? in
            let shot = try player.grab()
            // 660×436 points fit 400 high: about 605 wide, centred, letterbox either side.
            guard shot.width == 1000, shot.height == 400 else { return nil }
            return shot.differences(from: shot.columnCopy(from: 5), inFraction: (0, 0, 0.18, 1)) == 0
                && shot.distinctColours(sampling: 8) > 8 ? shot : nil
        }
        #expect(wide.differences(from: wide.columnCopy(from: 995), inFraction: (0.82, 0, 0.18, 1)) == 0)
        try player.press("q")
        #expect(try player.waitForExit() == 0)
    }

    @Test func helpOverlayAppearsAndGoes() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let player = try PlayerUnderTest([Self.wheel, "--paused", "--start", "1", "--size", "800x540", "--hide-controls"],
                                         display: display, directory: directory)
        try player.waitForWindow()
        let before = try player.grab()
        let centre = (x: 0.3, y: 0.3, width: 0.4, height: 0.4)

        try player.press("h")
        let shown = try ChildProcess.waitFor("the help overlay") { () -> PixelBuffer? in
            let now = try player.grab()
            return now.differences(from: before, inFraction: centre, tolerance: 8) > 2_000 ? now : nil
        }
        #expect(shown.differences(from: before, inFraction: centre, tolerance: 8) > 2_000)

        try player.press("shift+slash")
        _ = try ChildProcess.waitFor("the help overlay to close") { () -> Bool? in
            try player.grab().differences(from: before, inFraction: centre) == 0 ? true : nil
        }
        try player.press("Escape")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }

    func frameNumber(_ path: String) -> Int? {
        let name = (path as NSString).lastPathComponent
        guard let range = name.range(of: #"-f(\d+)"#, options: .regularExpression) else { return nil }
        return Int(name[range].dropFirst(2))
    }
}

/// Without a display, a clear message and a non-zero exit, not a silent offscreen window.
@Suite(.enabled(if: PlayerUnderTest.executable != nil, "needs the built animsim executable"))
struct WindowNoDisplayTests {
    @Test func withoutADisplayPlayExplainsAndFails() throws {
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment.removeValue(forKey: key) }
        let result = try ChildProcess.run(PlayerUnderTest.executable!, ["play", "--exit-after", "1"],
                                          environment: environment)
        #expect(result.status != 0)
        #expect(result.stdout.contains("needs a display"))
        #expect(result.stdout.contains("animsim render"))
    }

    @Test func aDisplayThatIsNotThereIsAnSDLErrorNotAHang() throws {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        environment.removeValue(forKey: "SDL_VIDEODRIVER")
        environment["DISPLAY"] = ":4321"
        let result = try ChildProcess.run(PlayerUnderTest.executable!, ["play", "--exit-after", "1"],
                                          environment: environment)
        #expect(result.status != 0)
        #expect(result.stdout.contains("animsim render"), "\(result.stdout)")
    }
}
