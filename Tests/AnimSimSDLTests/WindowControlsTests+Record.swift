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
}
