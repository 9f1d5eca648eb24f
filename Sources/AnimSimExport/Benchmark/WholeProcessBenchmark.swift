import Foundation

/// The figures a user sees: `animsim render` timed from outside, from process start to
/// exit, including loading the binary and its libraries, reading the scene, writing every
/// file and tearing down. `animsim bench` runs its own executable on the benchmark scene.
public enum WholeProcessBenchmark {
    public struct Result: Sendable, CustomStringConvertible {
        public var frames: Int
        /// Medians over the runs.
        public var exportSeconds: Double
        public var oneFrameSeconds: Double
        public var runs: Int

        public var exportFPS: Double { Double(frames) / exportSeconds }

        public var description: String {
            String(format: """
                whole process, `animsim render` 1280×720 wheel: %d frames in %.3f s = %.0f frames/s (median of %d)
                whole process, one frame (--frames 60-60): %.1f ms (median of %d)
                """, frames, exportSeconds, exportFPS, runs, oneFrameSeconds * 1000, runs * 2 + 1)
        }
    }

    /// `scene` is written to a temporary file and rendered by `executable` (an `animsim`).
    public static func run(executable: String, scene: String, runs: Int = 5) throws -> Result {
        let directory = try Interruption.makeTemporaryDirectory("animsim-whole")
        defer { Interruption.removeTemporaryDirectory(directory) }
        let sceneFile = directory.appendingPathComponent("bench-wheel.yaml")
        try scene.write(to: sceneFile, atomically: true, encoding: .utf8)

        var exports: [Double] = [], frames = 0
        for run in 0..<max(runs, 1) {
            let out = directory.appendingPathComponent("export-\(run)")
            exports.append(try ChildRun.seconds(executable, ["render", sceneFile.path, "--out", out.path, "--size", "1280x720"]))
            frames = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.count
            try FileManager.default.removeItem(at: out)
        }
        var singles: [Double] = []
        for run in 0..<(max(runs, 1) * 2 + 1) {
            let out = directory.appendingPathComponent("one-\(run)")
            singles.append(try ChildRun.seconds(executable, ["render", sceneFile.path, "--out", out.path, "--size", "1280x720",
                                                 "--frames", "60-60"]))
        }
        return Result(frames: frames, exportSeconds: Medians.of(exports), oneFrameSeconds: Medians.of(singles), runs: max(runs, 1))
    }
}
