import Foundation

/// The one fixpoint of two-way values. A layout writes values (a wheel's angles) that the
/// views offering them apply in the next pass, which may change what is written again; the
/// values an instant shows are those the passes settle on. Scene evaluation (each frame
/// applies what the previous frame settled on) and `LayoutEngine.settledWriteBacks` (a still
/// tree) both come here, so both settle, and both report a loop, the same way.
extension PresentationGraph {
    /// Repeats passes at `state` with `plan` presented at `time`, each applying the previous
    /// pass's writes, starting from `start`, until the writes stop changing. Writes that
    /// still change after `passes` passes are a layout loop, reported naming the views and
    /// layouts involved instead of hanging. `graph` may be replaced by a new graph when an
    /// applied value changes a view's shape.
    static func settledWrites(_ graph: inout PresentationGraph, state: SceneState, plan: AnimationPlan, at time: Double,
                              from start: [String: WriteBackValue], passes: Int) throws(LayoutErrors) -> [String: WriteBackValue] {
        let canvas = graph.scene.canvas
        var applied = start
        for _ in 0..<passes {
            PresentationGraph.prepare(&graph, state: state, writes: applied, plan: plan, at: time)
            _ = try graph.relativeFrames(in: canvas)
            let written = applied.merging(graph.written) { $1 }
            if written == applied { return applied }
            applied = written
        }
        PresentationGraph.prepare(&graph, state: state, writes: applied, plan: plan, at: time)
        _ = try graph.relativeFrames(in: canvas)
        throw LayoutEngine.loopError(written: applied.merging(graph.written) { $1 }, applied: applied,
                                     passes: passes, ids: graph.ids, parents: graph.graph.parents,
                                     layoutName: graph.graph.layoutName)
    }
}
