import AnimSimCairo
import Foundation
import Testing

/// `controls:` in the window, driven as a person would: keys 1–9 and clicks on the panel
/// (xdotool), every use waited for by the line the player logs once it plays it, never by
/// a sleep. Frames are compared as P saves them, which is what `animsim render` draws.
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil, Comment(rawValue: TestDisplay.skipReason)))
struct WindowControlsTests {
    /// One control of each kind; only the button animates, so the others change the frame
    /// at the instant of their use.
    static let scene = """
        animsim: 1
        title: "Controls"
        canvas: { width: 300, height: 300 }
        duration: 2
        state: { angle: 0deg, radius: 80, count: 4, showBadge: false, alignment: center }
        view:
          vstack: { spacing: 8, alignment: $alignment }
          children:
            - wheel: { radius: $radius, rotation: $angle }
              frame: { width: 240, height: 230 }
              children:
                - forEach: { count: $count }
                  view: { roundedRect: { cornerRadius: 4 }, id: "v{i}", fill: orange, frame: { width: 30, height: 30 } }
            - rect: {}
              id: bar
              fill: teal
              frame: { width: 120, height: 20 }
            - if: $showBadge
              view: { capsule: {}, id: badge, fill: pink, frame: { width: 60, height: 14 } }
        controls:
          - button: Rotate
            animation: easeInOut(duration: 2)
            set: { angle: +45deg }
          - toggle: showBadge
          - slider: radius
            range: [40, 100]
            step: 10
          - stepper: count
            range: [1, 8]
          - picker: alignment
            options: [leading, center, trailing]
        """

    static func write(_ text: String, in directory: URL, name: String = "controls.yaml") throws -> String {
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func saved(_ player: PlayerUnderTest) throws -> PixelBuffer {
        try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: try player.saveFrame()))
    }

    /// Uses control `key` and waits until the player has played it.
    func use(_ player: PlayerUnderTest, _ keys: String, control: String) throws {
        let before = player.output.components(separatedBy: "control \(control) ").count - 1
        try player.press(keys)
        try player.waitForLog("control \(control) ", occurrences: before + 1)
    }

    /// Each kind of control changes the frame, by key: the frame one second on after the
    /// use differs from the same instant before it.
    @Test func eachKindOfControlChangesTheFrameByKey() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.write(Self.scene, in: directory)
        let player = try PlayerUnderTest([path, "--paused", "--start", "0.5", "--size", "900x540"], display: display, directory: directory)
        try player.waitForWindow()
        for (key, control, log) in [("1", "Rotate", "angle = 45°"), ("2", "showBadge", "showBadge = true"),
                                    ("3", "radius", "radius = 90"), ("4", "count", "count = 5"),
                                    ("shift+4", "count", "count = 4"), ("5", "alignment", "alignment = trailing")] {
            try player.press("shift+Right")
            let without = try saved(player)
            try player.press("shift+Left")
            try use(player, key, control: control)
            #expect(player.output.contains("control \(control) at t = 0.500 s: \(log)"), "\(player.output)")
            try player.press("shift+Right")
            let with = try saved(player)
            #expect(with.differences(from: without) > 50 || control == "count" && key == "shift+4",
                    "\(key) (\(control)) changes the frame one second on")
            try player.press("shift+Left")
        }
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }

    /// Each kind of control works with the mouse: click a button and a toggle, drag a
    /// slider, click a stepper's + and a picker's option.
    @Test func eachKindOfControlWorksWithTheMouse() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.write(Self.scene, in: directory)
        let player = try PlayerUnderTest([path, "--paused", "--start", "0.5", "--size", "900x540"], display: display, directory: directory)
        try player.waitForWindow()
        // The panel is 250 points at the window's right edge (Xvfb: one pixel a point); row
        // i's widget line is 26 points high at 34 + 56·i + 20, 12 points in from each side.
        let left = 900.0 - 250
        func widgetY(_ row: Int) -> Int { Int(34 + 56 * Double(row) + 20 + 13) }
        func click(_ x: Double, _ row: Int, control: String) throws {
            let before = player.output.components(separatedBy: "control \(control) ").count - 1
            try player.xdotool(["mousemove", "--window", player.windowID, "\(Int(left + x))", "\(widgetY(row))", "click", "1"])
            try player.waitForLog("control \(control) ", occurrences: before + 1)
        }
        try player.press("shift+Right")
        let without = try saved(player)
        try player.press("shift+Left")
        try click(125, 0, control: "Rotate")
        try click(20, 1, control: "showBadge")
        #expect(player.output.contains("showBadge = true"))
        // Slider: press at 20 % of the track, drag to its end and let go.
        let track = (from: 12.0 + 9, width: 226.0 - 18)
        try player.xdotool(["mousemove", "--window", player.windowID, "\(Int(left + track.from + track.width * 0.2))", "\(widgetY(2))",
                            "mousedown", "1", "mousemove", "--window", player.windowID, "\(Int(left + track.from + track.width * 1.2))",
                            "\(widgetY(2))", "mouseup", "1"])
        try player.waitForLog("radius = 100")
        #expect(player.output.contains("radius = 50"), "the press at 20 % of [40, 100] sets 52, on the step grid 50")
        try click(226, 3, control: "count")
        #expect(player.output.contains("count = 5"))
        try click(12 + 226.0 / 6, 4, control: "alignment")
        #expect(player.output.contains("alignment = leading"))
        try player.press("shift+Right")
        #expect(try saved(player).differences(from: without) > 50, "the same instant, after the uses")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }

    /// Two presses of a +45deg button during one animation retarget it: the second press
    /// aims at 90° (the target plus 45°, not the value on screen plus 45°), and the motion
    /// goes on from where it is, without a jump.
    @Test func twoPressesDuringOneAnimationRetargetIt() throws {
        let display = try TestDisplay()
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.write(Self.scene, in: directory)
        let record = directory.appendingPathComponent("session.yaml").path
        let player = try PlayerUnderTest([path, "--paused", "--start", "0", "--size", "900x540", "--record", record, "--overlays", "none"],
                                         display: display, directory: directory)
        try player.waitForWindow()
        try use(player, "1", control: "Rotate")
        try player.press("shift+Right")
        let before = try saved(player)
        try use(player, "1", control: "Rotate")
        #expect(player.output.contains("control Rotate at t = 1.000 s: angle = 90°"), "\(player.output)")
        // The panes alone (no guides, which draw the whole motion, no HUD or timeline).
        #expect(try saved(player) == before, "at the instant of the second press nothing jumps")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")

        // The recording holds both presses; its trace shows the retarget: at 1 s the first
        // animation is half-way (22.5°), at 3 s the second has ended at 90°, passing between.
        let middle = try ChildProcess.run(PlayerUnderTest.executable!, ["trace", record, "--json", "--at", "1"])
        let halfway = Self.angles(in: middle.stdout)
        #expect(!halfway.isEmpty && halfway.allSatisfy { abs($0 - 22.5) < 1e-6 }, "\(middle.stdout)")
        let trace = try ChildProcess.run(PlayerUnderTest.executable!, ["trace", record, "--json", "--at", "2"])
        #expect(trace.status == 0, "\(trace.stdout)")
        let angle = try #require(Self.angles(in: trace.stdout).first)
        #expect(angle > 45 && angle < 90, "mid-retarget at 2 s, between the first target and the second: \(angle)")
        let end = try ChildProcess.run(PlayerUnderTest.executable!, ["trace", record, "--json", "--at", "3"])
        let ended = Self.angles(in: end.stdout)
        #expect(!ended.isEmpty && ended.allSatisfy { abs($0 - 90) < 1e-6 }, "\(end.stdout)")
    }

    static func angles(in json: String) -> [Double] {
        guard let data = json.data(using: .utf8), let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let frames = root["frames"] as? [[String: Any]] else { return [] }
        return frames.flatMap { ($0["strategies"] as? [[String: Any]]) ?? [] }
            .compactMap { ($0["state"] as? [String: Any])?["angle"] as? Double }
    }
}
