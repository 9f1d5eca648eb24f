import Foundation

/// The kept graphs of one pane, lent out one per concurrent evaluation: render workers
/// each end up with their own, and a single thread scrubbing keeps reusing the graph of its
/// last instant. Any graph gives the same answer (see `PresentationGraph`), so which one an
/// evaluation gets only decides how much it can reuse.
final class GraphPool: @unchecked Sendable {
    private let scene: Scene
    private let measurer: any TextMeasurer
    /// The plan's ids: graphs whose ids are the same share this very array.
    private let ids: [String]
    private let lock = NSLock()
    private var idle: [PresentationGraph] = []
    /// Idle graphs kept; more would only hold memory.
    private let limit = ProcessInfo.processInfo.activeProcessorCount + 2

    init(scene: Scene, measurer: any TextMeasurer, ids: [String]) {
        self.scene = scene
        self.measurer = measurer
        self.ids = ids
    }

    /// Runs `body` on a graph brought to `state`, and keeps the graph unless `body` threw
    /// (answers a failed pass kept may have been the bad ones).
    func with<R>(state: SceneState, _ body: (PresentationGraph) throws(LayoutErrors) -> R) throws(LayoutErrors) -> R {
        try with(preferring: state) { (graph: inout PresentationGraph) throws(LayoutErrors) -> R in
            if !graph.update(to: state) {
                // A tree of another shape (views came or went): the old graph stays whole, kept
                // for its own state, so scrubbing back and forth across the change, or render
                // workers on either side of it, build each shape once, not at every crossing.
                let old = graph
                graph = make(state)
                if !old.isBroken { lock.withLock { if idle.count < limit { idle.insert(old, at: 0) } } }
            }
            return try body(graph)
        }
    }

    /// Runs `body` on a kept graph, which `body` may move or replace: one already at
    /// `state` if there is one, else the last returned.
    func with<R>(preferring state: SceneState? = nil,
                 _ body: (inout PresentationGraph) throws(LayoutErrors) -> R) throws(LayoutErrors) -> R {
        var graph = lock.withLock { () -> PresentationGraph? in
            if let state, let index = idle.lastIndex(where: { $0.state == state }) { return idle.remove(at: index) }
            return idle.popLast()
        } ?? make(scene.initialState)
        let result = try body(&graph)
        lock.withLock { if idle.count < limit { idle.append(graph) } }
        return result
    }

    private func make(_ state: SceneState) -> PresentationGraph {
        PresentationGraph(scene: scene, state: state, measurer: measurer, ids: ids)
    }
}
