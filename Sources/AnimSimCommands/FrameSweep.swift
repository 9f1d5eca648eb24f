import AnimSim
import AnimSimPresentation
import Foundation

/// Every instant a `render` of the whole scene evaluates (each frame, and the instants
/// its guides sample), laid out for each strategy, as `check` needs it: a scene the sweep
/// passes, `render` draws, whatever frames it is asked for.
///
/// It lays out each of those instants that can differ from the others, and nothing is
/// sampled or bounded by a budget:
/// - Instants from `SceneEvaluator.quietTime` on all give the same display items (the
///   argument is there), so the first of them stands for all; a scene of an hour that
///   settles after three seconds costs three seconds of frames.
/// - The instants before it are split into one contiguous run per core, each laid out in
///   time order on a graph kept from its previous instant (what a scrubbing player reuses),
///   so the work is shared along the run and spread over the machine.
///
/// The error reported is the earliest failing instant's, whatever the number of cores: a
/// run stops at its first failure, or once an earlier run has failed before its position.
struct FrameSweep {
    let evaluator: SceneEvaluator
    let strategies: [Strategy]

    /// The instants to lay out, ascending, each once: every frame and path sample before
    /// the quiet time, then the first frame at or after it (the last frame when none is).
    func instants() throws(LayoutErrors) -> [Double] {
        // A quiet time that is not a number (it never is, but a trap is never an answer)
        // counts as never: every instant is laid out.
        let quiet = evaluator.quietTime.isNaN ? .infinity : evaluator.quietTime
        let count = evaluator.frameCount
        // The first frame at or past `quiet`, found by its time so rounding cannot skip one.
        var first = Int(min(max(quiet * evaluator.scene.fps, 1), Double(count)).rounded(.down)) - 1
        while first < count - 1 && evaluator.time(ofFrame: first) < quiet { first += 1 }
        var times = Set((0...first).map(evaluator.time(ofFrame:)))
        for time in try FrameComposer.pathSampleTimes(evaluator, strategies: strategies) where time < quiet {
            times.insert(time)
        }
        return times.sorted()
    }

    /// Lays out every instant of `instants()`; throws the earliest failure.
    func run() throws(LayoutErrors) {
        let times = try instants()
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, times.count / 16))
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let range = times.count * worker / workers..<times.count * (worker + 1) / workers
            for index in range where !failures.hasFailure(before: index) {
                do throws(LayoutErrors) { _ = try evaluator.evaluate(at: times[index], strategies: strategies) } catch {
                    failures.record(error, at: index)
                    return
                }
            }
        }
        if let error = failures.earliest { throw error }
    }

    /// The earliest failure any run has found, shared between the runs.
    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var first: (index: Int, error: LayoutErrors)?

        var earliest: LayoutErrors? { lock.withLock { first?.error } }

        func hasFailure(before index: Int) -> Bool { lock.withLock { (first?.index ?? .max) < index } }

        func record(_ error: LayoutErrors, at index: Int) {
            lock.withLock { if index < (first?.index ?? .max) { first = (index, error) } }
        }
    }
}
