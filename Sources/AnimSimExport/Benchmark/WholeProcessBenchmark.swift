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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-whole-\(getpid())")
        Interruption.addTemporary(directory.path, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: directory)
            Interruption.removeTemporary(directory.path)
        }
        let sceneFile = directory.appendingPathComponent("bench-wheel.yaml")
        try scene.write(to: sceneFile, atomically: true, encoding: .utf8)

        var exports: [Double] = [], frames = 0
        for run in 0..<max(runs, 1) {
            let out = directory.appendingPathComponent("export-\(run)")
            exports.append(try time(executable, ["render", sceneFile.path, "--out", out.path, "--size", "1280x720"]))
            frames = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.count
            try FileManager.default.removeItem(at: out)
        }
        var singles: [Double] = []
        for run in 0..<(max(runs, 1) * 2 + 1) {
            let out = directory.appendingPathComponent("one-\(run)")
            singles.append(try time(executable, ["render", sceneFile.path, "--out", out.path, "--size", "1280x720",
                                                 "--frames", "60-60"]))
        }
        return Result(frames: frames, exportSeconds: Medians.of(exports), oneFrameSeconds: Medians.of(singles), runs: max(runs, 1))
    }

    /// posix_spawn and waitpid, timed around nothing else: Foundation's `Process` waits
    /// through its run loop and added about 10 ms to a 40 ms render.
    private static func time(_ executable: String, _ arguments: [String]) throws -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var spawned: Int32 = 0
        let start = DispatchTime.now().uptimeNanoseconds
        // Registered, so SIGTERM to `bench` alone (not its group) leaves no render running.
        let child = Interruption.spawnChild(ownGroup: false) { () -> pid_t? in
            var pid: pid_t = 0
            spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            return spawned == 0 ? pid : nil
        }
        guard let child else {
            throw ExportError.benchmarkFailed("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        let status = Interruption.reapChild(child)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard status == 0 else {
            throw ExportError.benchmarkFailed("\(executable) \(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        return seconds
    }

}
