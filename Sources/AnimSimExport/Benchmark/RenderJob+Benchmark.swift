import Foundation
import AnimSimCore
import AnimSimCairo

extension RenderJob {
    /// The evaluator a benchmark's job runs on: its scenes are built in Swift, where commands
    /// are handed theirs prepared (`PreparedScene`).
    func benchmarkEvaluator() throws -> SceneEvaluator {
        try SceneEvaluator(scene: renderedScene, engine: TextMetrics.font.engine())
    }

    /// The job's frames, painted on every core and each passed through `prepare` (converted
    /// for an encoder, or kept as painted), in order; with the scene's frame count. What a
    /// ceiling feeds its encoder, made before the timing starts.
    func preparedFrames<Value>(_ prepare: @escaping @Sendable (PixelBuffer) -> Value) throws -> (frames: [Value], frameCount: Int) {
        let (composer, painter) = try makeComposer(benchmarkEvaluator())
        let exportPainter = ExportFramePainter(painter)
        let count = composer.evaluator.frameCount
        let range = try frames.map { try $0.resolved(frameCount: count) } ?? 0...(count - 1)
        let results = ParallelResults<Value, any Error>.perform(range.count) { offset in
            Result { prepare(try exportPainter.paint(compose(composer, frame: range.lowerBound + offset))) }
        }
        return (try results.inOrder(), count)
    }
}
