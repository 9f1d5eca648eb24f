import Foundation
import Testing

/// The issue-12 crashes, as the user met them: each scene is either refused by `check`,
/// `trace` and `render` alike with a positioned error, or handled by all three. Nothing
/// traps (a signal), nothing prints a bare `inf`.
@Suite struct HardeningCommandTests {
    static let scenes = "Tests/AnimSimCommandsTests/Scenes/"
    static let errors = "Tests/AnimSimSceneTests/Errors/"

    static func render(_ scene: String, frames: String = "0-1") throws -> BoundedRun {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try BoundedRun.run(["render", scene, "--frames", frames, "--out", directory.appendingPathComponent("f").path], limit: BoundedRun.backstop)
    }

    /// Load-time refusals: what `check` refuses, `render` and `trace` refuse with the same
    /// first line, never a signal.
    @Test(arguments: [errors + "huge-offset.yaml", errors + "huge-spacing.yaml", errors + "huge-state-value.yaml",
                      errors + "huge-effects.yaml", errors + "animation-huge-arguments.yaml",
                      errors + "font-beyond-freetype.yaml", scenes + "speed-six-times.yaml",
                      errors + "state-kinds-set-mismatch.yaml", errors + "state-list-duplicates.yaml",
                      errors + "state-list-empty.yaml", errors + "state-list-too-long.yaml", errors + "state-word-uses.yaml",
                      errors + "structure-from-state.yaml", errors + "state-colours.yaml"])
    func everyCommandRefusesWhatCheckRefuses(_ scene: String) throws {
        let check = try BoundedRun.run(["check", scene], limit: BoundedRun.backstop)
        #expect(check.outcome == .exited(1), "\(check.outcome)")
        let first = try #require(check.err.split(separator: "\n").first.map(String.init))
        #expect(first.hasPrefix(scene + ":"), "positioned: \(first)")
        for run in [try BoundedRun.run(["trace", scene, "--json"], limit: BoundedRun.backstop), try Self.render(scene)] {
            #expect(run.outcome == .exited(1), "\(scene): \(run.outcome) \(run.err)")
            #expect(run.err.hasPrefix(first), "\(scene): \(run.err)")
            #expect(run.out.isEmpty)
        }
    }

    /// Geometry that only overflows after a change mid-scene: an error placed at the layout
    /// and naming the instant, in trace (no `inf` in the output) and in render.
    @Test func overflowDuringTheSceneIsAPositionedErrorWithTheInstant() throws {
        let scene = Self.scenes + "overflow-mid-animation.yaml"
        let trace = try BoundedRun.run(["trace", scene, "--json", "--at", "0.75"], limit: BoundedRun.backstop)
        #expect(trace.outcome == .exited(1))
        #expect(trace.err.hasPrefix(scene + ":6:3: layout error: geometry"), "\(trace.err)")
        #expect(trace.err.contains("at frame 45 (0.75 s)"), "\(trace.err)")
        #expect(!trace.text.contains("inf"))
        let early = try BoundedRun.run(["trace", scene, "--json", "--at", "0.25"], limit: BoundedRun.backstop)
        #expect(early.succeeded, "\(early.err)")
        #expect(try JSONSerialization.jsonObject(with: early.out) is [String: Any])
        let render = try Self.render(scene, frames: "50-51")
        #expect(render.outcome == .exited(1), "\(render.outcome)")
        #expect(render.err.contains(scene + ":6:3: layout error: geometry"), "\(render.err)")
        #expect(!render.err.contains("Cairo"))
    }

    /// Arguments inside the scene's number bounds whose curve overshoots past the geometry
    /// bound between the first and the last frame: `check` lays out every frame, so it
    /// refuses what `render` would fail on, with the same message (it accepted it before).
    @Test func checkRefusesWhatRenderFailsOnMidAnimation() throws {
        let scene = Self.scenes + "overshoot-mid-animation.yaml"
        let check = try BoundedRun.run(["check", scene], limit: 60)
        #expect(check.outcome == .exited(1), "\(check.outcome) \(check.text)")
        let first = try #require(check.err.split(separator: "\n").first.map(String.init))
        #expect(first.hasPrefix(scene + ":5:3: layout error: geometry"), "\(first)")
        let render = try Self.render(scene, frames: "0-21")
        #expect(render.outcome == .exited(1), "\(render.outcome)")
        #expect(render.err.contains(first), "\(render.err)")
    }

    /// Fuzz findings (issue 23) whose geometry fails only mid-scene, in scenes of an hour:
    /// far past the 50,000 view-instants up to which `check` used to lay out every frame
    /// (it then looked at the first and last frames only, and accepted all three). `check`
    /// refuses each at the tree whose height is negative; `render` of the first frame where
    /// it is (found by rendering frame by frame) refuses with the same words.
    @Test(arguments: [("tree-spring-overshoot-long.yaml", "12:3: layout error: TreeLayout (view 'root')", "50"),
                      ("tree-spacing-curve-dips.yaml", "13:3: layout error: TreeLayout (view 'root')", "31"),
                      ("nested-tree-spacing-overshoot.yaml", "17:11: layout error: TreeLayout (view 'inner')", "61")])
    func checkRefusesWhatRenderFailsOnInALongScene(_ name: String, _ place: String, _ frame: String) throws {
        let scene = Self.scenes + name
        let check = try BoundedRun.run(["check", scene], limit: BoundedRun.backstop)
        #expect(check.outcome == .exited(1), "\(check.outcome) \(check.text)")
        #expect(check.err.hasPrefix(scene + ":" + place), "\(check.err)")
        let render = try Self.render(scene, frames: frame)
        #expect(render.outcome == .exited(1), "\(render.outcome)")
        let words = try #require(check.err.split(separator: "\n").first?.split(separator: ": layout error: ").last)
        #expect(render.err.contains("rendering frame \(frame) failed: " + words), "\(render.err)")
    }

    /// A 100-point label under a 1000× scale effect is 100,000 pixels per em, past what
    /// FreeType draws: the painter draws its outlines scaled up instead of failing the
    /// render ("error occurred in libfreetype") of a scene check accepted.
    @Test func labelPastFreeTypesSizeRenders() throws {
        let scene = Self.scenes + "label-past-freetype.yaml"
        #expect(try BoundedRun.run(["check", scene], limit: 60).succeeded)
        let render = try Self.render(scene, frames: "0")
        #expect(render.succeeded, "\(render.outcome) \(render.err)")
    }

    /// A scale animating to zero and a microscopic font: Cairo refuses such matrices, so
    /// the painter must not hand them over.
    @Test func vanishingScaleRenders() throws {
        let scene = Self.scenes + "vanishing-scale.yaml"
        #expect(try BoundedRun.run(["check", scene], limit: BoundedRun.backstop).succeeded)
        let render = try Self.render(scene, frames: "58-60")
        #expect(render.succeeded, "\(render.outcome) \(render.err)")
    }
}

/// `play` options that trapped: refused before any window opens, so no display is needed.
@Suite struct PlayOptionHardeningTests {
    @Test(arguments: [["--speed", "1e20"], ["--speed", "0"], ["--screenshot-at", "1e308:x.png"]])
    func outOfRangePlayOptionsAreRefused(_ options: [String]) throws {
        let run = try BoundedRun.run(["play", "scenes/wheel-90.yaml"] + options, limit: BoundedRun.backstop)
        #expect(run.outcome == .exited(64), "\(run.outcome) \(run.err)")
        #expect(run.err.contains(options[0]), "\(run.err)")
    }
}
