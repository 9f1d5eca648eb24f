import AnimSimCairo
import Foundation
import Testing

/// A SwiftUI view's drawn controls used with the mouse in the window (issue #31, "Controls as
/// views"): a click or a drag on a control in the animatable pane is the use a `--script`
/// entry makes at that instant, so both panes change; `--record` writes those uses as a
/// script that `render --script` draws as the window did.
///
/// Every wait is on the player's own lines ("control … at t = …", "shown in full: t = …"),
/// 600 s a backstop (the first compile may build the library Swift files link to).
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil,
                             Comment(rawValue: TestDisplay.skipReason)))
struct WindowViewControlsTests {
    static let backstop = 600.0
    static let canvas = CGSize(width: 400, height: 400)

    /// Four coloured squares on a ring (its rotation animatable), under a Rotate and a Shuffle
    /// button, a Size slider (10…50; snapping, no animation) and a segmented picker that
    /// turns the ring by 45°; `crash` adds a button whose action traps.
    static func view(crash: Bool = false) -> String {
        """
        import SwiftUI

        struct Ring: Layout {
            var rotation: Angle
            var animatableData: Double {
                get { rotation.radians }
                set { rotation = .radians(newValue) }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 200, height: 160)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    let angle = rotation.radians + Double.pi / 2 * Double(index)
                    subview.place(at: CGPoint(x: bounds.midX + 60 * cos(angle), y: bounds.midY + 60 * sin(angle)),
                                  anchor: .center, proposal: .unspecified)
                }
            }
        }

        struct ContentView: View {
            @State private var angle = 0.0
            @State private var size = 20.0
            @State private var order = [0, 1, 2, 3]
            @State private var turn = 0
            let colours: [Color] = [.red, .green, .blue, .orange]

            var body: some View {
                VStack(spacing: 6) {
                    Ring(rotation: .degrees(angle + 45 * Double(turn))) {
                        ForEach(order, id: \\.self) { index in
                            Rectangle().fill(colours[index]).frame(width: size, height: size)
                        }
                    }
                    Button("Rotate") { withAnimation(.linear(duration: 1)) { angle += 90 } }.accessibilityIdentifier("rotate")
                    Button("Shuffle") { withAnimation(.linear(duration: 1)) { order.shuffle() } }.accessibilityIdentifier("shuffle")
                    Slider(value: $size, in: 10...50) { Text("Size") }.frame(width: 300).accessibilityIdentifier("size")
                    Picker("Turn", selection: $turn.animation(.linear(duration: 1))) {
                        Text("None").tag(0)
                        Text("Half").tag(1)
                    }
                    .pickerStyle(.segmented).frame(width: 300).accessibilityIdentifier("turn")
                    \(crash ? "Button(\"Crash\") { fatalError(\"the crash button was pressed\") }.accessibilityIdentifier(\"crash\")" : "")
                }
            }
        }

        """
    }

    struct Session {
        let player: PlayerUnderTest
        let file: URL
        let root: URL
        let frames: [String: CGRect]
        var environment: [String: String] { ["XDG_CACHE_HOME": root.appendingPathComponent("cache").path] }
    }

    /// `play` on the view, paused at 0, two panes with their captions; the controls' frames
    /// from the view's trace.
    static func play(_ source: String, in root: URL, extra: [String] = []) throws -> Session {
        let file = root.appendingPathComponent("Controls.swift")
        try Data(source.utf8).write(to: file)
        let environment = ["XDG_CACHE_HOME": root.appendingPathComponent("cache").path]
        let player = try PlayerUnderTest([file.path, "--paused", "--overlays", "captions", "--size", "900x540"] + extra,
                                         display: try TestDisplay(), directory: root, environment: environment)
        try player.waitForWindow(timeout: backstop)
        _ = try player.waitForFullFrame(at: "0.000")
        let frames = try ViewWindowDriver.frames(of: file, at: "0", environment: environment)
        return Session(player: player, file: file, root: root, frames: frames)
    }

    /// How far the value the test works out for a window point may be from the window's:
    /// the logged pane geometry is rounded (0.1 pt, 4 digits of scale), a few hundredths of
    /// a point, a few thousandths of the slider's 40; the drag's earlier places are 10 apart.
    static let valueTolerance = 0.1

    static func centre(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    /// Slides the Size slider of `session` to three quarters of its travel in the animatable
    /// pane; returns the value that place stands for (the slider takes it as is, no step).
    static func slideSize(_ session: Session, _ driver: ViewWindowDriver) throws -> Double {
        let slider = try #require(session.frames["size"], "\(session.frames.keys.sorted())")
        let travel = slider.width - 28
        let x = try driver.drag(from: CGPoint(x: slider.minX + 14 + travel * 0.2, y: slider.midY),
                                to: CGPoint(x: slider.minX + 14 + travel * 0.75, y: slider.midY), in: "animatable")
        let fraction = (driver.scene(x, in: "animatable") - slider.minX - 14) / travel
        return 10 + min(max(fraction, 0), 1) * 40
    }

    /// The last value logged for the Size slider.
    static func loggedSize(_ output: String) -> Double? {
        output.components(separatedBy: "\n").last { $0.hasPrefix("control Size at t = ") }?
            .components(separatedBy: "value ").last.flatMap(Double.init)
    }

    @Test(.timeLimit(.minutes(40)))
    func aButtonASliderAndAPickerInTheAnimatablePaneChangeBothPanes() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try Self.play(Self.view(), in: root)
        let player = session.player
        let driver = try ViewWindowDriver(player)
        var before = try player.grab()

        // Rotate, pressed at t = 0: its linear second has turned the ring 90° at t = 1.
        try driver.click(Self.centre(try #require(session.frames["rotate"])), in: "animatable")
        try player.waitForLog("control Rotate at t = 0.000 s: used")
        try player.press("shift+Right")
        var after = try player.waitForFullFrame(at: "1.000", after: "control Rotate at t = 0.000 s: used")
        for pane in ["position", "animatable"] {
            #expect(try driver.differences(before, after, in: pane, size: Self.canvas) > 500, "the button changed the \(pane) pane")
        }

        // Size, dragged at t = 1 to 3/4 of its travel: the squares grow at once in both panes.
        before = after
        let size = try Self.slideSize(session, driver)
        _ = try ChildProcess.waitFor("the slider's last place used", timeout: Self.backstop) { () -> Bool? in
            guard let logged = Self.loggedSize(player.output) else { return nil }
            return abs(logged - size) < Self.valueTolerance ? true : nil
        }
        after = try player.waitForFullFrame(at: "1.000", after: "control Size at t = 1.000 s: value")
        #expect(abs(size - 40) < 1, "three quarters of 10…50, within a window pixel: \(size)")
        for pane in ["position", "animatable"] {
            #expect(try driver.differences(before, after, in: pane, size: Self.canvas) > 500, "the slider changed the \(pane) pane")
        }

        // Turn: Half, clicked at t = 1, turns the ring 45° more over a second.
        before = after
        let picker = try #require(session.frames["turn"])
        try driver.click(CGPoint(x: picker.minX + picker.width * 0.75, y: picker.midY), in: "animatable")
        try player.waitForLog("control Turn at t = 1.000 s: value Half")
        try player.press("shift+Right")
        after = try player.waitForFullFrame(at: "2.000", after: "control Turn at t = 1.000 s: value Half")
        for pane in ["position", "animatable"] {
            #expect(try driver.differences(before, after, in: pane, size: Self.canvas) > 500, "the picker changed the \(pane) pane")
        }
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
    }

    /// `--record` of a Shuffle and a slider drag, then `render --script` of that recording:
    /// the same pixels as the window's frame at the same instant (`--screenshot-at`, taken
    /// from the window's scene on exit, with the title saved frames carry), and not those of
    /// the view without the uses.
    @Test(.timeLimit(.minutes(40)))
    func theRecordingRendersWhatTheWindowShowed() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let record = root.appendingPathComponent("uses.yaml").path
        let shot = root.appendingPathComponent("shot.png").path
        // --duration 3: the scene outlasts the uses, so 1.5 s is never reached paused at 1 s and its
        // screenshot is taken on exit, from the window's scene with every use.
        let session = try Self.play(Self.view(), in: root, extra: ["--duration", "3", "--record", record, "--screenshot-at", "1.5:\(shot)"])
        let player = session.player
        let driver = try ViewWindowDriver(player)

        try driver.click(Self.centre(try #require(session.frames["shuffle"])), in: "animatable")
        try player.waitForLog("control Shuffle at t = 0.000 s: used")
        try player.press("shift+Right")
        _ = try player.waitForFullFrame(at: "1.000", after: "control Shuffle at t = 0.000 s: used")
        let size = try Self.slideSize(session, driver)
        _ = try ChildProcess.waitFor("the slider's last place used", timeout: Self.backstop) { () -> Bool? in
            guard let logged = Self.loggedSize(player.output) else { return nil }
            return abs(logged - size) < Self.valueTolerance ? true : nil
        }
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        #expect(player.output.contains("recorded 2 uses of the controls"), "\(player.output)")
        let text = try String(contentsOfFile: record, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2 && lines[0] == "- { at: 0, control: \"Shuffle\" }"
                && lines[1].hasPrefix("- { at: 1, control: \"Size\", value: \""), "\(text)")

        let still = root.appendingPathComponent("still.png").path, plain = root.appendingPathComponent("plain.png").path
        let environment = ProcessInfo.processInfo.environment.merging(session.environment) { $1 }
        for (arguments, output) in [(["--script", record], still), ([], plain)] {
            let render = try ChildProcess.run(PlayerUnderTest.executable!,
                                              ["render", session.file.path, "--duration", "3", "--still", "1.5", "--overlays", "title,captions", "-o", output]
                                                + arguments,
                                              environment: environment, timeout: Self.backstop)
            #expect(render.status == 0, "\(render.stdout)")
        }
        let saved = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: shot))
        let rendered = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: still))
        #expect(saved.width == rendered.width && saved.height == rendered.height)
        #expect(saved.differences(from: rendered) == 0, "the window's frame differs from render --script of the recording")
        #expect(try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: plain)).differences(from: saved) > 500,
                "the uses changed the frame")
    }
}
