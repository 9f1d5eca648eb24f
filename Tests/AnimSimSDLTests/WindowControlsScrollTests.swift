import AnimSimCore
import AnimSimCairo
import AnimSimScene
import AnimSimSDL
import Foundation
import Testing

/// A scene with more controls than the panel holds: every one is reachable, by Tab and
/// Enter and by the wheel over the panel, and a slider drag records one use per instant.
/// Each use is waited for by the line the player logs once it plays it, never by a sleep.
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil, Comment(rawValue: TestDisplay.skipReason)))
struct WindowControlsScrollTests {
    /// Fourteen bars, each grown by its own button, except the second, a fine slider.
    static let scene: String = {
        let bars = (1...14).map { i in
            "    - rect: {}\n      id: bar\(i)\n      fill: orange\n      frame: { width: 12, height: $h\(i) }"
        }.joined(separator: "\n")
        let controls = (1...14).map { i in
            i == 2 ? "  - slider: h2\n    range: [0, 100]\n    step: 1" : "  - button: c\(i)\n    set: { h\(i): +10 }"
        }.joined(separator: "\n")
        return """
            animsim: 1
            title: "Fourteen controls"
            canvas: { width: 300, height: 200 }
            duration: 2
            state: { \((1...14).map { "h\($0): 20" }.joined(separator: ", ")) }
            view:
              hstack: { spacing: 4 }
              children:
            \(bars)
            controls:
            \(controls)
            """
    }()

    /// The panel as the window lays it out at 900×540 (Xvfb: one pixel a point), scrolled.
    static func panel(scroll: CGFloat) -> ControlPanel {
        ControlPanel(rows: (0..<14).map { _ in .init(key: "", title: "", value: "", widget: .button("")) }, height: 540, scroll: scroll)
    }

    static let left = 900.0 - Double(ControlPanel.width)

    func start(_ directory: URL, record: String) throws -> PlayerUnderTest {
        let path = try WindowControlsTests.write(Self.scene, in: directory)
        let player = try PlayerUnderTest([path, "--paused", "--start", "0.5", "--size", "900x540", "--record", record],
                                         display: try TestDisplay(), directory: directory)
        try player.waitForWindow()
        return player
    }

    func recorded(_ record: String) throws -> [StateChange] {
        try SceneLoader().load(yaml: String(contentsOfFile: record, encoding: .utf8)).scene.timeline
    }

    /// Shift+Tab from no focus reaches the last control, Enter uses it: the fourteenth
    /// control changes the state, as the log and the recording say.
    @Test func tabAndEnterReachTheFourteenthControl() throws {
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = directory.appendingPathComponent("tab.yaml").path
        let player = try start(directory, record: record)
        try player.press("shift+Tab", "Return")
        try player.waitForLog("control c14 at t = 0.500 s: h14 = 30")
        // Tab walks on from there, wrapping to the first, then the tenth by Tab alone.
        try player.press("Tab", "Return")
        try player.waitForLog("control c1 at t = 0.500 s: h1 = 30")
        try player.xdotool(["key", "--delay", "60"] + Array(repeating: "Tab", count: 9) + ["Return"])
        try player.waitForLog("control c10 at t = 0.500 s: h10 = 30")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        let changes = try recorded(record)
        #expect(changes.map { $0.values.keys.sorted() } == [["h14"], ["h1"], ["h10"]], "\(changes)")
    }

    /// The wheel over the panel scrolls it to the end; the fourteenth row is then where the
    /// panel's geometry puts it, and a click there uses it.
    @Test func theWheelScrollsThePanelToTheFourteenthControl() throws {
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = directory.appendingPathComponent("wheel.yaml").path
        let player = try start(directory, record: record)
        let bottom = Self.panel(scroll: 10_000).widgetRect(13)
        #expect(Self.panel(scroll: 0).hit(CGPoint(x: bottom.midX, y: bottom.midY)) == nil, "unscrolled, nothing is there")
        let (x, y) = (Int(Self.left + bottom.midX), Int(bottom.midY))
        // Button 5 is the wheel towards the user: the rows move up.
        try player.xdotool(["mousemove", "--window", player.windowID, "\(x)", "\(y)", "click", "--repeat", "12", "--delay", "20", "5",
                            "click", "1"])
        try player.waitForLog("control c14 at t = 0.500 s: h14 = 30")
        #expect(!player.output.contains("control c13 "), "\(player.output)")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        #expect(try recorded(record).count == 1)
    }

    /// A slider dragged across its range while paused records one use for the press and one
    /// for the drag, not one per motion event, and still draws the value it was let go at.
    @Test func aSliderDragIsCoalesced() throws {
        let directory = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = directory.appendingPathComponent("drag.yaml").path
        let player = try start(directory, record: record)
        let panel = Self.panel(scroll: 0)
        let track = panel.sliderTrack(1)
        let y = "\(Int(track.midY))"
        var moves = ["mousemove", "--window", player.windowID, "\(Int(Self.left + track.minX + track.width * 0.1))", y, "mousedown", "1"]
        for step in 1...30 {
            moves += ["mousemove", "--window", player.windowID, "\(Int(Self.left + track.minX + track.width * (0.1 + 0.03 * Double(step))))", y]
        }
        try player.xdotool(moves + ["mouseup", "1"])
        try player.waitForLog("h2 = 100")
        let shown = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: try player.saveFrame()))
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        let changes = try recorded(record).filter { $0.values["h2"] != nil }
        #expect(changes.count <= 2 && changes.last?.values["h2"] == 100, "\(changes)")
        let still = directory.appendingPathComponent("still.png").path
        let render = try ChildProcess.run(PlayerUnderTest.executable!, ["render", record, "--still", "0.5", "-o", still])
        #expect(render.status == 0, "\(render.stdout)")
        #expect(try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: still)).differences(from: shown) == 0,
                "the recording draws what the window showed")
    }
}
