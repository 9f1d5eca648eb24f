import AnimSimCairo
import Foundation
import Testing

/// `animsim play Ring.swift` when the user's layout traps past 90° (t = 0.5 s): sampling the
/// timeline for the guides runs into it before the first frame, so the window comes back at
/// its start, paused, without the sampled overlays, the trap's message over it; played on,
/// it traps again past t = 0.5 s and comes back paused at the last instant it showed in
/// full, the message over that frame. Closed then, the command exits with the trap's status
/// (128 + SIGILL); a save that compiles replaces it as usual; a program that traps again as
/// it restarts ends the command.
///
/// Every wait is on the player's own events, 600 s a backstop (the first compile may build
/// the library Swift files link to).
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil,
                             Comment(rawValue: TestDisplay.skipReason)))
struct WindowSwiftFileTrapTests {
    static let backstop = 600.0
    /// 128 + SIGILL: how a Swift trap ends a program on x86-64 Linux.
    static let trapStatus: Int32 = 132

    /// Two squares on a ring turned 0° → 180° over 1 s from `onAppear`; the layout traps between
    /// `limit` and 170 degrees (from t = 0.5 s for 90): not at 180°, the transaction's end,
    /// which both strategies lay out as the scene loads. `marker`: the trap leaves this file behind, and a
    /// body that finds it traps too, so the restart itself traps.
    static func ring(limit: Int, marker: String? = nil) -> String {
        """
        import SwiftUI

        struct RingLayout: Layout {
            var rotation: Angle
            var animatableData: Double {
                get { rotation.radians }
                set { rotation = .radians(newValue) }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                if rotation.degrees > \(limit) && rotation.degrees < 170 {
                    \(marker.map { "FileManager.default.createFile(atPath: \"\($0)\", contents: nil)" } ?? "")
                    fatalError("the ring turned past \(limit) degrees")
                }
                for (index, subview) in subviews.enumerated() {
                    let angle = rotation.radians + Double.pi * Double(index)
                    subview.place(at: CGPoint(x: bounds.midX + 120 * cos(angle), y: bounds.midY + 120 * sin(angle)),
                                  anchor: .center, proposal: .unspecified)
                }
            }
        }

        struct ContentView: View {
            @State private var angle = Angle.zero
            var body: some View {
                \(marker.map { "if FileManager.default.fileExists(atPath: \"\($0)\") { fatalError(\"trapped again\") }" } ?? "")
                return RingLayout(rotation: angle) {
                    ForEach(0..<2) { _ in Rectangle().frame(width: 60, height: 60) }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { angle = .degrees(180) } }
            }
        }

        """
    }

    /// Starts `play` on `source` from t = 0 at a quarter speed (so frames before t = 0.5 s are
    /// shown however busy the machine), with no overlay that depends on sampling (the
    /// divergence strip under the timeline), so a restarted frame differs only by its banner.
    static func play(_ source: String, in root: URL) throws -> (PlayerUnderTest, URL) {
        let file = root.appendingPathComponent("Ring.swift")
        try Data(source.utf8).write(to: file)
        let player = try PlayerUnderTest([file.path, "--no-loop", "--speed", "0.25", "--overlays", "hud,captions", "--size", "800x540"],
                                         display: try TestDisplay(), directory: root,
                                         environment: ["XDG_CACHE_HOME": root.appendingPathComponent("cache").path])
        return (player, file)
    }

    /// The instants of the window's restarts after a trap, from its lines saying so.
    static func restarts(_ output: String) -> [String] {
        output.components(separatedBy: "\n").filter { $0.hasSuffix(", paused, after a trap") }
            .compactMap { $0.components(separatedBy: "at t = ").last?.components(separatedBy: " s").first }
    }

    /// The first trap (sampling the timeline) comes back at the start; played on, the second
    /// comes back at the last instant shown in full. Returns that instant and its frame.
    static func trapWhilePlaying(_ player: PlayerUnderTest) throws -> (instant: String, frame: PixelBuffer) {
        try player.waitForLog("restarted Ring.swift at t = 0.000 s, paused, after a trap", timeout: backstop)
        try player.waitForWindow(timeout: backstop)
        _ = try player.waitForFullFrame(at: "0.000")
        try player.press("space")
        let output = try player.waitForLog(", paused, after a trap", occurrences: 2, timeout: backstop)
        let instant = try #require(restarts(output).last)
        let seconds = try #require(Double(instant))
        #expect(seconds > 0 && seconds <= 0.5, "the last instant shown in full, before the trap's at 0.5 s: \(instant)")
        try player.waitForWindow(timeout: backstop)
        _ = try ChildProcess.waitFor("the second restart's frame shown in full", timeout: backstop) { () -> Bool? in
            let output = player.output
            guard let restart = output.range(of: "restarted Ring.swift at t = \(instant) s, paused, after a trap") else { return nil }
            return output[restart.upperBound...].contains("shown in full: t = \(instant) s\n") ? true : nil
        }
        let frame = try ChildProcess.waitFor("the restarted frame read back alike twice") { () -> PixelBuffer? in
            let first = try player.grab(), second = try player.grab()
            return first.differences(from: second) == 0 ? second : nil
        }
        return (instant, frame)
    }

    @Test(.timeLimit(.minutes(40)))
    func aTrapWhilePlayingComesBackPausedWithItsMessageOverTheLastGoodFrame() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let (player, file) = try Self.play(Self.ring(limit: 90), in: root)
        let (instant, trapped) = try Self.trapWhilePlaying(player)
        let output = player.output
        // Each trap's message, before each restart (two render threads may both trap and print it).
        let parts = output.components(separatedBy: "restarted Ring.swift at t = 0.000 s, paused, after a trap")
        #expect(parts.count == 2 && parts.allSatisfy { $0.contains("Fatal error: the ring turned past 90 degrees") }, "\(output)")
        #expect(output.contains("animsim: \(file.path):15:"), "the trap placed in the user's file: \(output)")
        #expect(output.contains("restarting the last good program at t = \(instant) s, paused"), "\(output)")

        // A save that compiles replaces the program as usual: same instant, the banner gone.
        try Data(Self.ring(limit: 270).utf8).write(to: file)
        let line = "restarted Ring.swift at t = \(instant) s\n"
        try player.waitForLog(line, timeout: Self.backstop)
        try player.waitForWindow(timeout: Self.backstop)
        _ = try ChildProcess.waitFor("the replaced program's frame shown in full", timeout: Self.backstop) { () -> Bool? in
            let output = player.output
            guard let restart = output.range(of: line) else { return nil }
            return output[restart.upperBound...].contains("shown in full: t = \(instant) s\n") ? true : nil
        }
        let fixed = try ChildProcess.waitFor("the replaced frame read back alike twice") { () -> PixelBuffer? in
            let first = try player.grab(), second = try player.grab()
            return first.differences(from: second) == 0 ? second : nil
        }
        #expect(fixed.differences(from: trapped, inFraction: (0.1, 0.5, 0.8, 0.25), tolerance: 8) > 5_000,
                "the trap's message was over the frame")
        #expect(fixed.differences(from: trapped, inFraction: (0, 0.1, 1, 0.3), tolerance: 8) == 0,
                "the same frame at the same instant above the banner")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "a save that compiled replaced the trapped program: \(player.output)")
    }

    @Test(.timeLimit(.minutes(40)))
    func closingTheWindowAfterATrapExitsWithTheTrapsStatus() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let (player, _) = try Self.play(Self.ring(limit: 90), in: root)
        _ = try Self.trapWhilePlaying(player)
        try player.press("q")
        #expect(try player.waitForExit() == Self.trapStatus, "\(player.output)")
    }

    @Test(.timeLimit(.minutes(40)))
    func aTrapAsTheProgramRestartsEndsTheCommand() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let marker = root.appendingPathComponent("trapped").path
        let (player, _) = try Self.play(Self.ring(limit: 90, marker: marker), in: root)
        #expect(try player.waitForExit(timeout: Self.backstop) == Self.trapStatus, "\(player.output)")
        let output = player.output
        #expect(output.contains("Fatal error: the ring turned past 90 degrees"), "\(output)")
        #expect(output.contains("Fatal error: trapped again"), "\(output)")
        #expect(output.contains("restarting the last good program paused, as its command line says"), "\(output)")
        #expect(output.contains("trapped again as it restarted before its window showed a frame; `play` ends rather than loop"), "\(output)")
    }
}
