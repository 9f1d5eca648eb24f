import AnimSimCairo
import Foundation
import Testing

/// A click on a toggle drawn by a `ToggleStyle` of the file's own is the style's own tap or
/// button (docs/swift.md, "ToggleStyle"): `CheckBox` flips it in `.onTapGesture`, `CheckButton`
/// in a `Button`'s action, each `withAnimation(.linear(duration: 1))`, so the flip animates as
/// the style says, where a flip of the binding alone (the toggle's control use, which a click
/// was before, on the switch's place at the toggle's trailing end) jumps. xdotool clicks
/// there, on the box, in the animatable pane; the player says a tap,
/// `--record` writes one `tap:` and no `control:`, and the recording traced mid-flight has the
/// box between grey and green, then green (the tap holds 0.1 s, so the action runs at 0.1 s).
/// Every wait is on the player's own lines; 600 s a backstop (the first compile may build
/// the library).
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil,
                             Comment(rawValue: TestDisplay.skipReason)))
struct WindowToggleStyleTapTests {
    static let view = """
        import SwiftUI

        struct Box: View {
            let isOn: Bool
            var body: some View {
                RoundedRectangle(cornerRadius: 8)
                    .fill(isOn ? Color.green : Color.gray)
                    .frame(width: 120, height: 80)
                    .accessibilityIdentifier("box")
            }
        }

        struct CheckBox: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Box(isOn: configuration.isOn)
                        .onTapGesture {
                            withAnimation(.linear(duration: 1)) { configuration.isOn.toggle() }
                        }
                }
            }
        }

        struct CheckButton: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button {
                    withAnimation(.linear(duration: 1)) { configuration.isOn.toggle() }
                } label: {
                    HStack {
                        configuration.label
                        Box(isOn: configuration.isOn)
                    }
                }
                .buttonStyle(.plain)
            }
        }

        struct ContentView: View {
            @State private var done = false

            var body: some View {
                Toggle("Done", isOn: $done).toggleStyle(STYLE())
            }
        }

        """

    @Test(.timeLimit(.minutes(40)), arguments: ["CheckBox", "CheckButton"])
    func aClickOnTheBoxIsTheStylesTap(style: String) throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let record = root.appendingPathComponent("taps.yaml").path
        let session = try WindowViewControlsTests.play(Self.view.replacingOccurrences(of: "STYLE", with: style), in: root,
                                                       extra: ["--record", record])
        let player = session.player
        let driver = try ViewWindowDriver(player)
        let box = try #require(session.frames["box"], "\(session.frames.keys.sorted())")

        // Near the box's trailing edge: where a toggle's switch is, which a click flipped
        // through the control whatever the style drew there.
        let (x, y) = try driver.window(CGPoint(x: box.maxX - 20, y: box.midY), in: "animatable")
        try player.xdotool(["mousemove", "--window", player.windowID, "\(x)", "\(y)", "mousedown", "1", "mouseup", "1"])
        try player.waitForLog(" at t = 0.000 s")
        #expect(player.output.contains("gesture tap on "), "\(player.output)")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        let text = try String(contentsOfFile: record, encoding: .utf8)
        #expect(text.hasPrefix("- { at: 0, tap: ") && !text.contains("control:") && text.split(separator: "\n").count == 1, "\(text)")

        let environment = ["XDG_CACHE_HOME": root.appendingPathComponent("cache").path]
        let grey = [0.5569, 0.5569, 0.5765]
        let midway = try Self.boxFill(of: session.file, script: record, at: "0.6", environment: environment)
        let end = try Self.boxFill(of: session.file, script: record, at: "1.2", environment: environment)
        #expect(midway != grey && midway != end && end != grey, "0.6 s: \(midway), 1.2 s: \(end)")
        #expect(end[1] > end[0] && end[1] > end[2], "green at the end: \(end)")
    }

    /// The box's fill (red, green, blue) in the animatable pane of `file` traced with `script` at `time`.
    static func boxFill(of file: URL, script: String, at time: String, environment: [String: String]) throws -> [Double] {
        let run = try ChildProcess.run(PlayerUnderTest.executable!, ["trace", file.path, "--script", script, "--at", time, "--strategy", "animatable"],
                                       environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, timeout: 600)
        guard run.status == 0, let start = run.stdout.firstIndex(of: "{"),
              let json = try JSONSerialization.jsonObject(with: Data(run.stdout[start...].utf8)) as? [String: Any],
              let views = ((json["frames"] as? [[String: Any]])?.first?["strategies"] as? [[String: Any]])?.first?["views"] as? [[String: Any]],
              let fill = views.first(where: { $0["id"] as? String == "box~" })?["fill"] as? [Double], fill.count == 4
        else { throw TestFailure("trace failed (status \(run.status)):\n\(run.stdout)") }
        return fill.prefix(3).map { ($0 * 10_000).rounded() / 10_000 }
    }
}
