import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// `animsim bench`'s export figures, all from one run so they can be compared as ratios:
/// the wheel scene (8 rounded squares 70×70, radius 130, 0° → 90° over 2 s at 60 fps,
/// 121 frames) exported at 1280×720 to PNG on every core, against the ceiling of the
/// same static frame painted and encoded in a tight loop on every core.
public enum ExportBenchmark {
    public struct Result: Sendable, CustomStringConvertible {
        public var frames: Int
        public var workers: Int
        public var exportFPS: Double
        public var ceilingFPS: Double
        /// Single-core medians per frame, in milliseconds.
        public var evaluate: Double, compose: Double, paint: Double, encode: Double

        public var ratio: Double { exportFPS / ceilingFPS }

        public var description: String {
            String(format: """
                export 1280×720 wheel, %d frames on %d cores: %.0f frames/s
                ceiling (static frame painted + encoded on %d cores): %.0f frames/s
                export / ceiling: %.0f%%
                per frame, one core (medians): evaluate %.3f ms, compose %.3f ms, paint %.2f ms, PNG %.2f ms
                """, frames, workers, exportFPS, workers, ceilingFPS, ratio * 100, evaluate, compose, paint, encode)
        }
    }

    /// `scene`: the benchmark scene (`BenchmarkScene` in AnimSimScene, which the CLI loads).
    public static func run(scene: Scene, workers: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-bench-\(getpid())")
        Interruption.addTemporary(directory.path, isDirectory: true)
        defer {
            try? FileManager.default.removeItem(at: directory)
            Interruption.removeTemporary(directory.path)
        }
        var job = RenderJob(scene: scene, output: .pngSequence(directory: directory))
        job.size = CGSize(width: 1280, height: 720)
        job.progress = .never
        job.workers = workers
        let (composer, framePainter) = try job.makeComposer(job.benchmarkEvaluator())
        let painter = ExportFramePainter(framePainter)
        let frame = 60
        let composition = try job.compose(composer, frame: frame)
        let pixels = try painter.paint(composition)
        let encoder = PNGEncoder()

        let evaluate = try Medians.milliseconds(40) { for s in Strategy.allCases { _ = try composer.evaluator.evaluate(at: 1, strategy: s) } }
        let compose = try Medians.milliseconds(40) { _ = try job.compose(composer, frame: frame) }
        let paint = try Medians.milliseconds(40) { _ = try painter.paint(composition) }
        let encode = try Medians.milliseconds(40) { _ = try encoder.encode(pixels) }

        let start = DispatchTime.now().uptimeNanoseconds
        let report = try job.run(job.benchmarkEvaluator())
        let exportSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let ceiling = try ceilingFPS(frames: report.framesWritten, workers: workers) {
            _ = try encoder.encode(try painter.paint(composition))
        }
        return Result(frames: report.framesWritten, workers: workers, exportFPS: Double(report.framesWritten) / exportSeconds,
                      ceilingFPS: ceiling, evaluate: evaluate, compose: compose, paint: paint, encode: encode)
    }

    /// `frames` repetitions of `body` shared out over `workers` threads.
    static func ceilingFPS(frames: Int, workers: Int, _ body: @escaping @Sendable () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try ParallelResults<Void, any Error>.perform(workers) { worker in
            Swift.Result { for _ in stride(from: worker, to: frames, by: workers) { try body() } }
        }.inOrder()
        return Double(frames) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
}
