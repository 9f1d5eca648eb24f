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
        try with { (graph: inout PresentationGraph) throws(LayoutErrors) -> R in
            if !graph.update(to: state) { graph = make(state) }
            return try body(graph)
        }
    }

    /// Runs `body` on a kept graph, which `body` may move or replace.
    func with<R>(_ body: (inout PresentationGraph) throws(LayoutErrors) -> R) throws(LayoutErrors) -> R {
        var graph = lock.withLock { idle.popLast() } ?? make(scene.initialState)
        let result = try body(&graph)
        lock.withLock { if idle.count < limit { idle.append(graph) } }
        return result
    }

    private func make(_ state: SceneState) -> PresentationGraph {
        PresentationGraph(scene: scene, state: state, measurer: measurer, ids: ids)
    }
}
