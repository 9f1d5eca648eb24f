#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The peak memory of long 1280×720 MP4 exports, as whole `animsim render` processes: the
/// same scene cut at 1,000, 3,000 and 10,000 frames, so a figure that grows with the frame
/// count (frames piling up anywhere between the workers and the file) shows as a slope.
/// `animsim bench --memory` runs it on its own executable (about five minutes on 2 cores).
public enum MemoryBenchmark {
    /// The bench wheel (`BenchmarkScene`, given as `benchYAML`) turning back and forth for
    /// 10,000 frames at 60 fps (9,999 / 60 s), so every frame differs and the encoder works
    /// as in a real export.
    static func scene(from benchYAML: String) -> String {
        benchYAML
            .replacingOccurrences(of: "duration: 2\n", with: "duration: 166.65\n")
            .replacingOccurrences(of: "animation: linear(duration: 2)", with: "animation: linear(duration: 2).repeatForever(autoreverses: true)")
    }

    /// The peaks the issue asks for (issue 22): flat, and under this.
    static let goalMegabytes = 150.0

    /// Prints one line per length as it finishes, then whether the peak stayed flat.
    public static func run(executable: String, benchYAML: String, lengths: [Int] = [1_000, 3_000, 10_000]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-memory-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        Interruption.addTemporary(folder.path, isDirectory: true)
        defer {
            try? FileManager.default.removeItem(at: folder)
            Interruption.removeTemporary(folder.path)
        }
        let path = folder.appendingPathComponent("wheel-10000.yaml").path
        try scene(from: benchYAML).write(toFile: path, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out.mp4").path
        print("")
        print("peak memory: whole `animsim render --size 1280x720 -o out.mp4` processes, one run each")
        var peaks: [Double] = []
        for frames in lengths {
            let run = try ChildRun.run(executable, ["render", path, "--size", "1280x720", "--frames", "0-\(frames - 1)",
                                                    "--out", output, "--overwrite"])
            guard run.status == 0 else { throw ExportError.benchmarkFailed("render of \(frames) frames exited with status \(run.status)") }
            peaks.append(run.peakMegabytes)
            print(String(format: "  MP4 (H.264) 1280×720, %6d frames: %7.1f s, %5.0f frames/s, peak %4.0f MB",
                         frames, run.seconds, Double(frames) / run.seconds, run.peakMegabytes))
            fflush(nil)
            unlink(output)
        }
        let spread = (peaks.max() ?? 0) - (peaks.min() ?? 0)
        print(String(format: "  spread between lengths %.0f MB; goal: flat and under %.0f MB", spread, goalMegabytes))
    }
}
