#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Whole `animsim` processes on scenes at the work bounds (docs/scene-format.md, "Limits"):
/// the time and peak memory of what any accepted scene can ask for. `animsim bench --bounds`
/// runs it on its own executable (minutes, so not by default).
public enum BoundsBenchmark {
    /// A wheel of `views − 1` tiles (the wheel is a view too) turning a quarter over `duration`.
    static func scene(views: Int, duration: Double, canvas: Int) -> String {
        """
        animsim: 1
        canvas: { width: \(canvas), height: \(canvas) }
        duration: \(duration)
        state: { angle: 0deg }
        view:
          wheel: { radius: \(canvas * 45 / 100), rotation: $angle }
          children:
            - forEach: \(views - 1)
              view: { rect: {}, frame: { width: 6, height: 6 } }
        timeline:
          - at: 0
            animation: easeInOut(duration: \(duration))
            set: { angle: 90deg }
        """
    }

    /// Texts at their bounds (docs/scene-format.md, "Limits"): 20 texts of 10,000 characters
    /// (200,000 in all, the scene's bound), half one unbroken word and half words, wrapped in
    /// columns whose width animates, so every frame wraps them all again; and a title of
    /// 1,000 characters.
    static func textScene() -> String {
        let word = String(repeating: "x", count: 10_000)
        let words = Array(repeating: "word", count: 2_000).joined(separator: " ")
        return """
        animsim: 1
        title: "\(String(repeating: "T", count: 1_000))"
        canvas: { width: 2000, height: 2000 }
        duration: 1
        state: { w: 100 }
        view:
          hstack: {}
          children:
            - forEach: 20
              view: { text: ["\(word)", "\(words)"], frame: { width: $w } }
        timeline:
          - at: 0
            animation: linear(duration: 1)
            set: { w: 90 }
        """
    }

    /// The binary fuzz's heaviest mutants (issue 23): a gallery wheel whose `forEach` became
    /// 3,600, every tile labelled, on its small canvas, both panes. With the default overlays a
    /// render of two frames samples and dashes every view's guide over the whole scene.
    static func labelledWheel() -> String {
        """
        animsim: 1
        canvas: { width: 400, height: 400 }
        duration: 5
        state: { angle: 0deg, radius: 110 }
        view:
          wheel: { radius: $radius, rotation: $angle }
          children:
            - forEach: 3600
              view: { roundedRect: { cornerRadius: 8 }, id: "v{i}", opacity: 0.7, frame: { width: 56, height: 56 }, label: "{n}" }
        timeline:
          - at: 0
            animation: spring(response: 0.9, dampingFraction: 0.55)
            set: { angle: 300deg }
          - at: 1.5
            animation: easeInOut(duration: 2)
            set: { radius: 150 }
        """
    }

    /// Prints one line per case as it finishes (each takes seconds to minutes); `only` keeps
    /// the cases whose name contains it, for a before/after of one figure.
    public static func run(executable: String, runs: Int = 3, only: String? = nil) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-bounds-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        // 100,000 views (the view bound) for 181 frames; 10,000 views for 2,000 frames (the
        // view-frame bound, 20 million); 1,000 views for 2,000 frames (compare's bound, 2
        // million samples per strategy).
        let views = try write("views.yaml", scene(views: 100_000, duration: 3, canvas: 8192))
        let viewFrames = try write("view-frames.yaml", scene(views: 10_000, duration: 33.3, canvas: 2000))
        let compared = try write("compare.yaml", scene(views: 1_000, duration: 33.3, canvas: 1000))
        // The report's bound: 250,000 view-frames. And 999 tiles piled on each other, every
        // pair overlapping in every frame, at compare's bound (overlaps' 5 million pair tests).
        let reported = try write("report.yaml", scene(views: 1_000, duration: 4.15, canvas: 1000))
        let piled = try write("pile.yaml", scene(views: 1_000, duration: 33.3, canvas: 1000)
            .replacingOccurrences(of: "radius: 450,", with: "radius: 5,")
            .replacingOccurrences(of: "width: 6, height: 6", with: "width: 100, height: 100"))
        let texts = try write("texts.yaml", textScene())
        // 10,000 views on a 2000-point canvas for 5 s: both panes' guides at the point
        // budget's 50 instants; and the fuzz's labelled 3,600-view wheel.
        let guided = try write("guides.yaml", scene(views: 10_000, duration: 5, canvas: 2000))
        let labelled = try write("labelled.yaml", labelledWheel())
        // One misspelt key met 160,000 times: the loader stops at the view bound, and each
        // repeat must cost next to nothing (the binary fuzz's slowest command, issue 23).
        let mistakes = try write("mistakes.yaml", """
            animsim: 1
            view:
              vstack: {}
              children:
                - forEach: 400
                  view:
                    hstack: {}
                    children:
                      - forEach: 400
                        view: { rect:: {} }
            """)
        let out = folder.appendingPathComponent("out").path
        // Each case exits 0 but the last, which is refused.
        let cases: [(String, [String])] = [
            ("100,000 views: check", ["check", views]),
            ("100,000 views: trace --frames 0", ["trace", views, "--frames", "0"]),
            ("100,000 views: render 2 frames, default overlays", ["render", views, "--frames", "0-1", "--out", out + "-a", "--overwrite"]),
            ("100,000 views: render 2 frames, --overlays all", ["render", views, "--frames", "0-1", "--overlays", "all", "--out", out + "-b", "--overwrite"]),
            ("100,000 views: render 2 frames, --overlays none", ["render", views, "--frames", "0-1", "--overlays", "none", "--out", out + "-c", "--overwrite"]),
            ("10,000 × 2,000: check, every frame moving", ["check", viewFrames]),
            ("10,000 × 2,000: trace, every frame (CSV)", ["trace", viewFrames, "--csv"]),
            ("10,000 × 2,000: render 60 frames", ["render", viewFrames, "--frames", "0-59", "--out", out + "-d", "--overwrite"]),
            ("1,000 × 2,000: compare", ["compare", compared]),
            ("1,000 × 2,000, piled: compare", ["compare", piled]),
            ("1,000 × 250: compare --report", ["compare", reported, "--report", out + "-e"]),
            ("10,000 views, guides: render 2 frames", ["render", guided, "--frames", "0-1", "--out", out + "-g", "--overwrite"]),
            ("10,000 views, guides: check", ["check", guided]),
            ("3,600 labelled views, guides: render 2 frames", ["render", labelled, "--frames", "0-1", "--out", out + "-h", "--overwrite"]),
            ("3,600 labelled views: check", ["check", labelled]),
            ("texts at their bounds: check", ["check", texts]),
            ("texts at their bounds: trace, every frame", ["trace", texts]),
            ("texts at their bounds: render 2 frames", ["render", texts, "--frames", "0-1", "--out", out + "-f", "--overwrite"]),
            ("a mistake in 100,000 views: check (refused)", ["check", mistakes]),
        ]
        print("")
        print("work bounds: whole animsim processes, median of \(runs) (wall time, CPU time; peak memory: the largest)")
        for (name, arguments) in cases where only.map(name.contains) ?? true {
            let results = try (0..<runs).map { _ in try ChildRun.run(executable, arguments) }
            let seconds = results.map(\.seconds).sorted()[runs / 2]
            let cpu = results.map(\.cpuSeconds).sorted()[runs / 2]
            let peak = results.map(\.peakMegabytes).max() ?? 0
            let expected: Int32 = name.hasSuffix("(refused)") ? 1 : 0
            let failed = results.contains { $0.status != expected } ? "  (exit status \(results.map(\.status)))" : ""
            print("  \(name.padding(toLength: 50, withPad: " ", startingAt: 0)) \(String(format: "%8.2f s  %8.2f s cpu  %7.0f MB", seconds, cpu, peak))\(failed)")
            fflush(nil)
        }
        print("  (this benchmark's own peak: \(String(format: "%.0f", ChildRun.ownPeakMegabytes)) MB, a floor under each figure)")
    }
}
