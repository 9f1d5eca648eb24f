import AnimSimCairo
import Foundation
import Testing

/// The automation and hot-reload halves of `WindowProcessTests` (same serialized suite):
/// `--screenshot-at` against `animsim render`, `--exit-after` with `--stats`, and live edits.
extension WindowProcessTests {
    /// `--screenshot-at` goes through the same composer and painter as `animsim render`:
    /// the same instants give the same pixels, whatever the window was showing.
    @Test(arguments: [[], ["--overlays", "all"]])
    func screenshotsAtMatchRenderedFrames(_ extra: [String]) throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = [0, 30, 90, 180]
        let shots = frames.map { directory.appendingPathComponent("shot-\($0).png").path }
        var arguments = [Self.wheel, "--exit-after", "1.5", "--size", "640x400"] + extra
        for (frame, shot) in zip(frames, shots) { arguments += ["--screenshot-at", "\(Double(frame) / 60):\(shot)"] }
        let player = try PlayerUnderTest(arguments, display: display, directory: directory)
        #expect(try player.waitForExit() == 0, "\(player.output)")

        for (frame, shot) in zip(frames, shots) {
            let out = directory.appendingPathComponent("render-\(frame)")
            let render = try ChildProcess.run(PlayerUnderTest.executable!, ["render", Self.wheel, "--out", out.path,
                                                                            "--frames", "\(frame)-\(frame)"] + extra)
            #expect(render.status == 0, "\(render.stdout)")
            let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
            let rendered = try PNGDecoder().decode(contentsOf: out.appendingPathComponent(try #require(files.first)))
            let saved = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: shot))
            #expect(saved.width == rendered.width && saved.height == rendered.height)
            #expect(saved.differences(from: rendered) == 0, "frame \(frame): the screenshot differs from animsim render")
        }
    }

    /// `--screenshot-at` never writes over the scene or a file AnimSim did not write, is
    /// refused before the window opens when its folder cannot exist, and a save that fails
    /// later makes the command fail: a script must never see exit 0 and no file.
    @Test func screenshotPathsAreGuardedAndFailedSavesFail() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("scene.yaml")
        try Self.scene(radius: 80, fill: "teal").write(to: scene, atomically: true, encoding: .utf8)
        let foreign = directory.appendingPathComponent("mine.png")
        try Data("precious".utf8).write(to: foreign)
        let blocker = directory.appendingPathComponent("blocker")
        try Data("a file".utf8).write(to: blocker)
        let refusals: [(String, String)] = [
            (scene.path, "it is one of this command's inputs"),
            (foreign.path, "was not written by AnimSim"),
            (blocker.appendingPathComponent("x.png").path, "it is a file, not a directory"),
        ]
        for (path, reason) in refusals {
            let player = try PlayerUnderTest([scene.path, "--exit-after", "1", "--screenshot-at", "0:\(path)"],
                                             display: display, directory: directory)
            #expect(try player.waitForExit() == 1, "\(player.output)")
            #expect(player.output.contains(reason), "\(player.output)")
        }
        #expect(try String(contentsOf: scene, encoding: .utf8) == Self.scene(radius: 80, fill: "teal"))
        #expect(try Data(contentsOf: foreign) == Data("precious".utf8))

        // --overwrite lets the shot replace a file of the user's, never an input.
        let allowed = try PlayerUnderTest([scene.path, "--exit-after", "1", "--overwrite", "--screenshot-at", "0:\(foreign.path)"],
                                          display: display, directory: directory)
        #expect(try allowed.waitForExit() == 0, "\(allowed.output)")
        #expect(try Data(contentsOf: foreign).starts(with: [0x89, 0x50, 0x4E, 0x47]))

        // A folder in the way passes the checks with --overwrite, and then cannot be
        // replaced by a file: the save fails while the window runs, and so does the command.
        let folder = directory.appendingPathComponent("folder.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let failing = try PlayerUnderTest([scene.path, "--exit-after", "1", "--overwrite", "--screenshot-at", "0:\(folder.path)"],
                                          display: display, directory: directory)
        #expect(try failing.waitForExit() == 1, "\(failing.output)")
        #expect(failing.output.contains("could not save \(folder.path)"), "\(failing.output)")
    }

    @Test func editsReloadLiveAndBrokenFilesKeepTheLastGoodFrame() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("live.yaml")
        try Self.scene(radius: 110, fill: "orange").write(to: scene, atomically: true, encoding: .utf8)
        let player = try PlayerUnderTest([scene.path, "--paused", "--start", "1", "--size", "800x540"],
                                         display: display, directory: directory)
        try player.waitForWindow()
        let original = try player.saveFrame()

        try Self.scene(radius: 80, fill: "teal").write(to: scene, atomically: false, encoding: .utf8)
        try player.waitForLog("reloaded live.yaml at t = 1.000 s")
        let edited = try player.saveFrame()
        #expect(frameNumber(edited) == frameNumber(original), "a reload keeps the current time")
        #expect(try Data(contentsOf: URL(fileURLWithPath: edited)) != Data(contentsOf: URL(fileURLWithPath: original)))
        let good = try player.grab()

        try (Self.scene(radius: 80, fill: "teal") + "  raduis: 3\n    bogus: [\n").write(to: scene, atomically: false, encoding: .utf8)
        let failure = try player.waitForLog("reload failed")
        #expect(failure.contains("live.yaml:"), "errors name the file, line and column")
        let errorBand = (x: 0.0, y: 0.55, width: 1.0, height: 0.25)
        let topBand = (x: 0.0, y: 0.1, width: 1.0, height: 0.3)
        let broken = try ChildProcess.waitFor("the error overlay") { () -> PixelBuffer? in
            let now = try player.grab()
            return now.differences(from: good, inFraction: errorBand, tolerance: 8) > 2_000 ? now : nil
        }
        #expect(broken.differences(from: good, inFraction: topBand) == 0, "the last good frame stays on screen")
        let kept = try player.saveFrame()
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept)) == Data(contentsOf: URL(fileURLWithPath: edited)),
                "the last good scene is what P saves while the file is broken")

        try Self.scene(radius: 80, fill: "teal").write(to: scene, atomically: true, encoding: .utf8)
        try player.waitForLog("fixed:")
        _ = try ChildProcess.waitFor("the error overlay to go") { () -> Bool? in
            try player.grab().differences(from: good, inFraction: errorBand) == 0 ? true : nil
        }
        try player.press("q")
        #expect(try player.waitForExit() == 0)
    }

    @Test func exitAfterEndsTheRunAndStatsAreReported() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let player = try PlayerUnderTest([Self.wheel, "--exit-after", "3", "--stats", "--size", "640x400"],
                                         display: display, directory: directory)
        #expect(try player.waitForExit() == 0)
        let output = player.output
        #expect(output.contains("frame time  p50"), "\(output)")
        #expect(output.contains("fps held"))
        #expect(output.contains("dropped frames"))
    }

    @Test func editingAnIncludedFileReloadsTheScene() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let palette = directory.appendingPathComponent("palette.yaml")
        try "[orange, red]\n".write(to: palette, atomically: true, encoding: .utf8)
        let scene = directory.appendingPathComponent("live.yaml")
        try Self.scene(radius: 110, fill: "{ include: palette.yaml }").write(to: scene, atomically: true, encoding: .utf8)
        let player = try PlayerUnderTest([scene.path, "--paused", "--start", "1", "--size", "800x540"],
                                         display: display, directory: directory)
        try player.waitForWindow()
        let original = try player.saveFrame()

        // Only the included palette changes; the scene file itself is untouched.
        try "[teal, blue]\n".write(to: palette, atomically: false, encoding: .utf8)
        try player.waitForLog("reloaded live.yaml at t = 1.000 s")
        let edited = try player.saveFrame()
        #expect(try Data(contentsOf: URL(fileURLWithPath: edited)) != Data(contentsOf: URL(fileURLWithPath: original)))
        try player.press("q")
        #expect(try player.waitForExit() == 0)
    }

    static func scene(radius: Int, fill: String) -> String {
        """
        animsim: 1
        title: "Live edit"
        canvas: { width: 300, height: 300 }
        fps: 30
        duration: 2
        state:
          angle: 0deg
        view:
          wheel: { radius: \(radius), rotation: $angle }
          children:
            - forEach: 6
              view:
                roundedRect: { cornerRadius: 6 }
                id: "v{i}"
                fill: \(fill)
                frame: { width: 50, height: 50 }

        """
    }
}
