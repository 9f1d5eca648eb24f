import AnimSimCairo
import Foundation
import Testing

/// `animsim play Ring.swift` as a user meets it: the file compiled against this checkout, the
/// window open on its `ContentView`; a syntax error saved shows the compiler's error, placed
/// in the user's file, over the last good frame; a real edit is compiled again and the window
/// restarts on the new program at the same instant and place.
///
/// The first compile may build the library Swift files link to (minutes on a shared 2-core
/// machine), so every wait is on the player's own events, 600 s a backstop.
@Suite(.serialized, .enabled(if: TestDisplay.available && PlayerUnderTest.executable != nil,
                             Comment(rawValue: TestDisplay.skipReason)))
struct WindowSwiftFileTests {
    static let backstop = 600.0

    /// Two 60-pt squares on a ring of `radius` about the canvas's centre, turned 0° → 180°
    /// over 1 s from `onAppear`; `broken` spoils line 17 with a syntax error.
    static func ring(radius: Int, broken: Bool = false) -> String {
        """
        import AnimSim

        struct RingLayout: Layout {
            var radius: CGFloat
            var rotation: Angle
            var animatableData: Double {
                get { rotation.radians }
                set { rotation = .radians(newValue) }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    let angle = rotation.radians + Double.pi * Double(index)
                    let x = bounds.midX + radius * cos(angle)
                    let y = \(broken ? "= " : "")bounds.midY + radius * sin(angle)
                    subview.place(at: CGPoint(x: x, y: y), anchor: .center, proposal: .unspecified)
                }
            }
        }

        struct ContentView: View {
            @State private var angle = Angle.zero
            var body: some View {
                RingLayout(radius: \(radius), rotation: angle) {
                    ForEach(0..<2) { _ in Rectangle().frame(width: 60, height: 60) }
                }
                .onAppear { withAnimation(.linear(duration: 1)) { angle = .degrees(180) } }
            }
        }

        """
    }

    @Test(.timeLimit(.minutes(40)))
    func savingTheFileRebuildsAndTheWindowRestartsAtTheSameInstant() throws {
        let root = try PlayerUnderTest.makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Ring.swift")
        try Data(Self.ring(radius: 120).utf8).write(to: file)
        // Its own cache: the compiles under test are not found from an earlier run.
        let cache = root.appendingPathComponent("cache").path
        let display = try TestDisplay()
        let player = try PlayerUnderTest([file.path, "--paused", "--start", "0.5", "--size", "800x540"], display: display,
                                         directory: root, environment: ["XDG_CACHE_HOME": cache])
        try player.waitForWindow(timeout: Self.backstop)
        let place = try player.geometry()
        let before = try player.waitForFullFrame(at: "0.500")

        // A syntax error: the compiler's first error, in the user's file, over the last good frame.
        try Data(Self.ring(radius: 120, broken: true).utf8).write(to: file)
        let failed = try player.waitForLog("build failed", timeout: Self.backstop)
        #expect(failed.contains("still running the last good build:\n\(file.path):17:"), "\(failed)")
        #expect(failed.contains(": error: "), "\(failed)")
        _ = try ChildProcess.waitFor("the build error banner") { () -> Bool? in
            try player.grab().differences(from: before, inFraction: (0.1, 0.5, 0.8, 0.25), tolerance: 8) > 5_000 ? true : nil
        }
        #expect(try player.grab().differences(from: before, inFraction: (0, 0.1, 1, 0.3)) == 0, "the last good frame stays")

        // The ring drawn smaller: compiled again, restarted in place at the same instant.
        try Data(Self.ring(radius: 40).utf8).write(to: file)
        try player.waitForLog("rebuilt Ring.swift in ", timeout: Self.backstop)
        try player.waitForLog("restarted Ring.swift at t = 0.500 s", timeout: Self.backstop)
        try player.waitForWindow(timeout: Self.backstop)
        #expect(try player.geometry() == place)
        // The new process's first frame shown in full: the line after the restart's.
        _ = try ChildProcess.waitFor("the restarted window's frame at t = 0.500 s shown in full", timeout: Self.backstop) { () -> Bool? in
            let output = player.output
            guard let restart = output.range(of: "restarted Ring.swift at t = 0.500 s") else { return nil }
            return output[restart.upperBound...].contains("shown in full: t = 0.500 s\n") ? true : nil
        }
        let after = try ChildProcess.waitFor("the restarted frame read back alike twice") { () -> PixelBuffer? in
            let first = try player.grab(), second = try player.grab()
            return first.differences(from: second) == 0 ? second : nil
        }
        #expect(after.differences(from: before, inFraction: (0, 0.1, 1, 0.6), tolerance: 8) > 2_000, "the new program draws the change")
        #expect(after.differences(from: before, inFraction: (0, 0.85, 1, 0.15), tolerance: 8) == 0,
                "same instant: the timeline and HUD are as before")
        #expect(!player.output.contains("reloaded Ring.swift"), "a compiled-in scene is not reloaded from its source: \(player.output)")
        try player.press("q")
        #expect(try player.waitForExit() == 0, "\(player.output)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path), "nothing beside the user's file")
    }
}
