import AnimSimCairo
import Foundation
import Testing

/// `--record`: the scene with every use, written on exit and on a signal, accepted by
/// `check`, and drawn by `render` exactly as the window showed it.
extension WindowControlsTests {
    /// A `--screenshot-at` frame taken after the controls were used equals `render --still`
    /// of the recording at that time, pixel for pixel.
    @Test func theRecordingRendersWhatTheWindowShowed() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.write(Self.scene, in: directory)
        let record = directory.appendingPathComponent("session.yaml").path
        let shot = directory.appendingPathComponent("shot.png").path
        let player = try PlayerUnderTest([path, "--paused", "--start", "0.25", "--size", "900x540", "--record", record,
                                          "--screenshot-at", "1.5:\(shot)"], display: display, directory: directory)
        try player.waitForWindow()
        for (key, control) in [("1", "Rotate"), ("2", "showBadge"), ("3", "radius"), ("5", "alignment")] {
            try use(player, key, control: control)
        }
        try player.press("Right", "Right", "Right")
        try use(player, "1", control: "Rotate")
        try use(player, "shift+3", control: "radius")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        #expect(player.output.contains("recorded 6 uses of the controls"), "\(player.output)")

        let check = try ChildProcess.run(PlayerUnderTest.executable!, ["check", record])
        #expect(check.status == 0, "\(check.stdout)")
        let still = directory.appendingPathComponent("still.png").path
        let render = try ChildProcess.run(PlayerUnderTest.executable!, ["render", record, "--still", "1.5", "-o", still])
        #expect(render.status == 0, "\(render.stdout)")
        let rendered = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: still))
        let saved = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: shot))
        #expect(saved.width == rendered.width && saved.height == rendered.height)
        #expect(saved.differences(from: rendered) == 0, "the screenshot differs from animsim render of the recording")
        // And the uses did change the frame: the scene as written draws another one.
        let plain = directory.appendingPathComponent("plain.png").path
        _ = try ChildProcess.run(PlayerUnderTest.executable!, ["render", path, "--still", "1.5", "-o", plain])
        #expect(try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: plain)).differences(from: saved) > 50)
    }

    /// SIGTERM (and SIGINT, the same path) closes the window and still writes the recording;
    /// the recording never replaces the scene or a file AnimSim did not write.
    @Test func aSignalStillWritesTheRecordingAndInputsAreSafe() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.write(Self.scene, in: directory)
        let record = directory.appendingPathComponent("signalled.yaml").path
        let player = try PlayerUnderTest([path, "--paused", "--size", "900x540", "--record", record], display: display, directory: directory)
        try player.waitForWindow()
        try use(player, "4", control: "count")
        player.send(SIGTERM)
        #expect(try player.waitForExit() == 128 + SIGTERM, "\(player.output)")
        let text = try String(contentsOfFile: record, encoding: .utf8)
        #expect(text.contains("count: 5"), "\(text)")
        #expect(try ChildProcess.run(PlayerUnderTest.executable!, ["check", record]).status == 0)

        let foreign = directory.appendingPathComponent("notes.yaml").path
        try "mine".write(toFile: foreign, atomically: true, encoding: .utf8)
        for (target, reason) in [(path, "it is one of this command's inputs"), (foreign, "was not written by AnimSim")] {
            let refused = try PlayerUnderTest([path, "--exit-after", "1", "--record", target], display: display, directory: directory)
            #expect(try refused.waitForExit() == 1, "\(refused.output)")
            #expect(refused.output.contains(reason), "\(refused.output)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.scene)
        #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "mine")
        // A recording AnimSim wrote may be replaced by the next one.
        let again = try PlayerUnderTest([path, "--exit-after", "1", "--record", record], display: display, directory: directory)
        #expect(try again.waitForExit() == 0, "\(again.output)")
    }

    /// Once a control is used the clock plays on past the scene's end, until the uses have
    /// settled, and then stops there instead of looping back to the start.
    @Test func afterAUseTheClockRunsOnPastTheEndInsteadOfLooping() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.write(Self.scene, in: directory)
        let player = try PlayerUnderTest([path, "--paused", "--start", "1.9", "--size", "900x540"], display: display, directory: directory)
        try player.waitForWindow()
        try use(player, "1", control: "Rotate")
        try player.press("space")
        // Frames of the 2 s scene end at 120; the press at 1.9 s runs to 3.9 s (frame 234).
        var seen: [Int] = []
        let last = try ChildProcess.waitFor("the clock to stop at the uses' end") { () -> Int? in
            let frame = try #require(WindowProcessTests().frameNumber(try player.saveFrame()))
            seen.append(frame)
            return seen.count >= 2 && frame == 234 && seen[seen.count - 2] == 234 ? frame : nil
        }
        #expect(last == 234)
        #expect(seen == seen.sorted(), "no wrap back to the start: \(seen)")
        #expect(seen.contains { $0 > 120 && $0 < 234 }, "played through the time past the scene's end: \(seen)")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }

    /// A hot reload keeps the uses whose parameters the edited scene still has: they play on
    /// in it (and are recorded), while the uses of a renamed parameter are dropped, with a line.
    @Test func hotReloadKeepsTheUsesWhoseParametersStillExist() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.write(Self.scene, in: directory)
        let record = directory.appendingPathComponent("reloaded.yaml").path
        let player = try PlayerUnderTest([path, "--paused", "--start", "0.5", "--size", "900x540", "--record", record],
                                         display: display, directory: directory)
        try player.waitForWindow()
        try use(player, "1", control: "Rotate")
        try use(player, "3", control: "radius")
        // radius becomes size; the Rotate press still has its angle.
        let edited = Self.scene.replacingOccurrences(of: "radius: 80", with: "size: 80")
            .replacingOccurrences(of: "$radius", with: "$size").replacingOccurrences(of: "slider: radius", with: "slider: size")
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        try player.waitForLog("reloaded controls.yaml")
        #expect(player.output.contains("dropped 1 use(s) of the controls"), "\(player.output)")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        let text = try String(contentsOfFile: record, encoding: .utf8)
        #expect(text.contains("{angle: 45deg}") && !text.contains("radius: 90") && text.contains("size: 80"), "\(text)")
    }
}
