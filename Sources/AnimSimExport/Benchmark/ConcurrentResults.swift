import Foundation
import AnimSim
import AnimSimCairo

/// Results filled in by index from several threads (`DispatchQueue.concurrentPerform`), for
/// the benchmarks' ceilings, which prepare every frame before timing the encoder alone.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Value, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ result: Result<Value, any Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    /// Every value in order, or the first error (a slot never stored is one).
    func all() throws -> [Value] {
        try results.map { try ($0 ?? .failure(ExportError.benchmarkFailed("a frame was not prepared"))).get() }
    }
}

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
        let range = try frames.map { try FrameSlice.parse($0, frameCount: count) } ?? 0...(count - 1)
        let results = ConcurrentResults<Value>(count: range.count)
        DispatchQueue.concurrentPerform(iterations: range.count) { offset in
            results.store(offset, Result { prepare(try exportPainter.paint(compose(composer, frame: range.lowerBound + offset))) })
        }
        return (try results.all(), count)
    }
}
