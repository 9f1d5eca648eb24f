import Foundation
import Testing

/// The unbounded runs, as the user met them, through the binary: each scene at a
/// work bound either finishes within a time limit or is refused at once with a positioned
/// error naming the bound. Limits are generous (a debug build on a shared two-core host);
/// the figures for a release build are in `animsim bench --bounds` and docs/scene-format.md.
@Suite(.serialized) struct WorkBoundsTests {
    static let scenes = "Tests/AnimSimCommandsTests/Scenes/"
    static let views = scenes + "hundred-thousand-views.yaml"

    /// 100,000 views on the largest canvas with every overlay: guides kept 96 million points
    /// and rendering 2 frames ran past 10 minutes at 3.4 GB. Now it renders.
    @Test func hundredThousandViewsWithEveryOverlayRender() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try BoundedRun.run(["render", Self.views, "--frames", "0-1", "--overlays", "all",
                                      "--out", directory.appendingPathComponent("f").path], limit: 600)
        #expect(run.succeeded, "\(run.outcome) after \(run.seconds) s: \(run.err)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("f").path)
        #expect(frames.filter { $0.hasSuffix(".png") }.count == 2)
    }

    /// The same scene lasting an hour: 21.6 billion view-frames, refused at its duration
    /// before anything is evaluated.
    @Test func hundredThousandViewsForAnHourAreRefusedAtTheDuration() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOfFile: AnimSimBinary.root.appendingPathComponent(Self.views).path, encoding: .utf8)
        let scene = directory.appendingPathComponent("hour.yaml").path
        try text.replacingOccurrences(of: "duration: 3\n", with: "duration: 3600\n").write(toFile: scene, atomically: true, encoding: .utf8)
        for arguments in [["check", scene], ["render", scene, "--frames", "0-1", "--out", directory.appendingPathComponent("f").path],
                          ["compare", scene]] {
            let run = try BoundedRun.run(arguments, limit: BoundedRun.backstop)
            #expect(run.outcome == .exited(1), "\(arguments[0]): \(run.outcome)")
            #expect(run.err.hasPrefix(scene + ":7:11: 100000 views × 216001 frames (3600 s at 60 fps) is 21600100000 view-frames, "
                                      + "more than the 20000000 a scene may have"), "\(arguments[0]): \(run.err)")
            #expect(run.out.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("f").path))
    }

    /// compare on 1,000 views over 160 s: within the view-frame bound, so check accepts it,
    /// but 9.6 million samples per strategy; compare refuses before it samples, naming its
    /// bound, where it used to grow by 85 MB/s and print nothing. (How soon is a speed; the
    /// refusal's message is what only the bound's check prints.)
    @Test func compareOnALongThousandViewSceneIsRefusedPromptly() throws {
        let scene = Self.scenes + "thousand-views-long.yaml"
        #expect(try BoundedRun.run(["check", scene], limit: BoundedRun.backstop).succeeded)
        let run = try BoundedRun.run(["compare", scene], limit: BoundedRun.backstop)
        #expect(run.outcome == .exited(1), "\(run.outcome)")
        #expect(run.err.hasPrefix(scene + ":6:11: compare keeps every sample of every moving view: 999 views × 9601 frames"),
                "\(run.err)")
        #expect(run.err.contains("more than the 2000000 it may keep"))
    }

    /// At its bound compare finishes: 1,000 views over 2,000 frames keeps 2 million samples
    /// per strategy (one per frame) and prints its table. Its limit is a backstop for a run
    /// that never ends, not a speed: the debug build took 598 s here beside a second test
    /// suite on the same two cores, so the limit is 1,200 s (release figures: `animsim bench
    /// --bounds`).
    @Test func compareAtItsBoundFinishes() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOfFile: AnimSimBinary.root.appendingPathComponent(Self.scenes + "thousand-views-long.yaml").path,
                              encoding: .utf8)
        let scene = directory.appendingPathComponent("at-bound.yaml").path
        try text.replacingOccurrences(of: "duration: 160\n", with: "duration: 33.3\n").write(toFile: scene, atomically: true, encoding: .utf8)
        let run = try BoundedRun.run(["compare", scene, "--json"], limit: 1200)
        #expect(run.succeeded, "\(run.outcome) after \(run.seconds) s: \(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.out) as? [String: Any])
        #expect(json["frameCount"] as? Int == 1999)
        // One sample per frame: the requested 8 substeps lowered to fit.
        #expect(json["samples"] as? Int == 1999)
        // The report has a smaller bound (it took 70 s and 3.9 GB here): refused at once,
        // and no folder is made.
        let report = directory.appendingPathComponent("report")
        let refused = try BoundedRun.run(["compare", scene, "--report", report.path], limit: BoundedRun.backstop)
        #expect(refused.outcome == .exited(1), "\(refused.outcome)")
        #expect(refused.err.hasPrefix(scene + ":6:11: --report embeds every view of every frame: 1000 views × 1999 frames"),
                "\(refused.err)")
        #expect(refused.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: report.path))
    }

    /// A recursive wheel recurses once per ring: 20,000 rings overflowed the stack in check.
    /// Now check and render refuse it with a positioned layout error, never a signal.
    @Test func aRecursiveWheelOfTwentyThousandRingsIsRefused() throws {
        let scene = Self.scenes + "recursive-wheel-many-rings.yaml"
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [["check", scene], ["render", scene, "--frames", "0", "--out", directory.appendingPathComponent("f").path]] {
            let run = try BoundedRun.run(arguments, limit: BoundedRun.backstop)
            #expect(run.outcome == .exited(1), "\(arguments[0]): \(run.outcome)")
            #expect(run.err.contains(scene + ":8:7: layout error: RecursiveWheelLayout (view 'rings'): 20000 views at 1 per ring "
                                     + "make 20000 rings; a recursive wheel has at most 64"), "\(arguments[0]): \(run.err)")
        }
    }
}
