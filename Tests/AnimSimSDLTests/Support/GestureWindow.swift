import AnimSimCairo
import Foundation
import Testing

/// A SwiftUI view played paused in a window on a test display (Xvfb), for a test that
/// performs its gestures with the pointer through xdotool: the test's own directory, the
/// player, the driver that maps a view's scene point into the window, and the checks the
/// gesture tests share (`WindowGesturesTests`, `WindowButtonPressTests`,
/// `WindowDoubleTapTests`). One setup, so each test says only what it does and waits for.
///
/// Nothing here sleeps: a test waits on the player's own lines (`waitForLog`,
/// `waitForFullFrame(at:after:)`), and the clock stays paused, moved only by keys sent
/// between the pointer's events, so every event's scene time is known whatever the
/// machine's speed.
final class GestureWindow {
    /// The scene size the panes show (the view's default canvas).
    static let canvas = CGSize(width: 400, height: 400)

    let root: URL
    let session: WindowViewControlsTests.Session
    let driver: ViewWindowDriver
    /// `--record`'s file and `--screenshot-at`'s, in `root` (used only when asked for).
    let record: String, shot: String
    var player: PlayerUnderTest { session.player }
    /// The window's id, as xdotool takes it.
    var id: String { player.windowID }

    /// Plays `view` (`WindowViewControlsTests.play`), in a fresh directory removed when
    /// this goes; `recording`: with `--record` to `record`; `screenshotAt`: a time whose
    /// frame `--screenshot-at` writes to `shot`.
    init(_ view: String, duration: String? = nil, recording: Bool = false, screenshotAt: String? = nil) throws {
        root = try PlayerUnderTest.makeDirectory()
        record = root.appendingPathComponent("uses.yaml").path
        shot = root.appendingPathComponent("shot.png").path
        var extra = duration.map { ["--duration", $0] } ?? []
        if recording { extra += ["--record", record] }
        if let screenshotAt { extra += ["--screenshot-at", "\(screenshotAt):\(shot)"] }
        do {
            session = try WindowViewControlsTests.play(view, in: root, extra: extra)
            driver = try ViewWindowDriver(session.player)
        } catch {
            try? FileManager.default.removeItem(at: root)
            throw error
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The scene frame of the view named `name` (its accessibility identifier).
    func frame(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        try #require(session.frames[name], "\(session.frames.keys.sorted())", sourceLocation: sourceLocation)
    }

    /// xdotool's step moving the pointer to the window point (`x`, `y`).
    func move(_ x: Int, _ y: Int) -> [String] { ["mousemove", "--window", id, "\(x)", "\(y)"] }

    /// The same to `point` of `pane`'s scene.
    func move(_ point: CGPoint, in pane: String) throws -> [String] {
        let (x, y) = try driver.window(point, in: pane)
        return move(x, y)
    }

    /// xdotool's steps that type, hold or let go of `key` in the window.
    func key(_ key: String) -> [String] { ["key", "--window", id, key] }
    func keyDown(_ key: String) -> [String] { ["keydown", "--window", id, key] }
    func keyUp(_ key: String) -> [String] { ["keyup", "--window", id, key] }

    /// Runs `steps` as one xdotool command: the X server takes them in this order, with
    /// nothing of the test's between them.
    func xdotool(_ steps: [String]...) throws {
        try player.xdotool(steps.flatMap { $0 })
    }

    /// The rest of the newest log line that starts with `prefix`, once there is one.
    func line(after prefix: String) throws -> String {
        let output = try player.waitForLog(prefix)
        return String(output.components(separatedBy: "\n").last { $0.hasPrefix(prefix) }!.dropFirst(prefix.count))
    }

    func expectBothPanesChanged(_ before: PixelBuffer, _ after: PixelBuffer, _ what: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        for pane in ["position", "animatable"] {
            #expect(try driver.differences(before, after, in: pane, size: Self.canvas) > 300, "\(what) changed the \(pane) pane",
                    sourceLocation: sourceLocation)
        }
    }

    /// With ANIMSIM_TEST_SHOTS set, the window's pixels are kept there as NAME.png to look at.
    func keep(_ image: PixelBuffer, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["ANIMSIM_TEST_SHOTS"] else { return }
        try Data(try PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }

    /// `render --script` of the recording at 2.2 s (`screenshotAt: "2.2"`), with the title
    /// the saved frames carry: the window's frame at 2.2 s exactly, and not the view's
    /// without the uses.
    func expectReplay(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let still = root.appendingPathComponent("still.png").path, plain = root.appendingPathComponent("plain.png").path
        let environment = ProcessInfo.processInfo.environment.merging(session.environment) { $1 }
        for (arguments, output) in [(["--script", record], still), ([], plain)] {
            let render = try ChildProcess.run(PlayerUnderTest.executable!,
                                              ["render", session.file.path, "--duration", "5", "--still", "2.2", "--overlays", "title,captions",
                                               "-o", output] + arguments, environment: environment, timeout: WindowViewControlsTests.backstop)
            #expect(render.status == 0, "\(render.stdout)", sourceLocation: sourceLocation)
        }
        let saved = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: shot))
        let rendered = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: still))
        #expect(saved.width == rendered.width && saved.height == rendered.height, sourceLocation: sourceLocation)
        #expect(saved.differences(from: rendered) == 0, "the window's frame differs from render --script of the recording",
                sourceLocation: sourceLocation)
        #expect(try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: plain)).differences(from: saved) > 500, "the gestures changed the frame",
                sourceLocation: sourceLocation)
    }
}
