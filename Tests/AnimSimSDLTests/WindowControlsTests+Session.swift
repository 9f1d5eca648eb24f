import AnimSimCairo
import Foundation
import Testing

/// The window around the uses: the clock playing on past the end, hot reload keeping the
/// uses that still apply, and the panel hidden to give the panes their room back.
extension WindowControlsTests {
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

    /// C hides the panel and the frame takes its room; the digits then show and hide panes.
    @Test func hidingThePanelGivesThePanesTheRoomBack() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.write(Self.scene, in: directory)
        let player = try PlayerUnderTest([path, "--paused", "--start", "0.5", "--size", "900x540"], display: display, directory: directory)
        try player.waitForWindow()
        let shown = try player.grab()
        try player.press("c")
        // The frame, letterboxed into the whole window now, grows: its panes reach over
        // where the panel was, and the left letterbox narrows.
        let hidden = try ChildProcess.waitFor("the frame to take the panel's room") { () -> PixelBuffer? in
            let now = try player.grab()
            return now.differences(from: shown, inFraction: (0.75, 0, 0.25, 1), tolerance: 8) > 5_000 ? now : nil
        }
        #expect(hidden.differences(from: shown, inFraction: (0, 0, 0.7, 1), tolerance: 8) > 5_000, "the panes were redrawn larger")
        let both = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: try player.saveFrame()))
        try player.press("1")
        let one = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: try player.saveFrame()))
        #expect(one.width < both.width, "with the panel hidden, 1 hides the first pane")
        #expect(!player.output.contains("control "), "no control was used")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }
}
