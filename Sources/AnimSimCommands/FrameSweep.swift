import AnimSimCore
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

    /// Lays out every instant of `instants()` (`InstantRuns`); throws the earliest failure.
    func run() throws(LayoutErrors) {
        let times = try instants()
        _ = try InstantRuns.map(count: times.count) { (range, keepGoing) throws(LayoutErrors) in
            for index in range {
                guard keepGoing() else { return }
                _ = try evaluator.evaluate(at: times[index], strategies: strategies)
            }
        }
    }
}
