import Foundation

/// The live graphs of one scene, lent out one per concurrent evaluation: render workers
/// each end up with their own, and a single thread scrubbing keeps reusing the graph of
/// its last instant. Any graph gives the same answer (see `LiveLayout`), so which one an
/// evaluation gets only decides how much it can reuse.
final class LiveLayoutPool: @unchecked Sendable {
    private let scene: Scene
    private let measurer: any TextMeasurer
    /// The position strategy's ids: graphs whose ids are the same share this very array, so
    /// matching items to interpolated frames is one identity check, not 20,000 comparisons.
    private let ids: [String]
    private let lock = NSLock()
    private var idle: [LiveLayout] = []
    /// Idle graphs kept; more would only hold memory.
    private let limit = ProcessInfo.processInfo.activeProcessorCount + 2

    init(scene: Scene, measurer: any TextMeasurer, ids: [String]) {
        self.scene = scene
        self.measurer = measurer
        self.ids = ids
    }

    func items(at state: SceneState, in canvas: CGSize) throws(LayoutErrors) -> DisplayItems {
        var live = lock.withLock { idle.popLast() } ?? LiveLayout(scene: scene, state: state, measurer: measurer, ids: ids)
        if !live.update(to: state) {
            live = LiveLayout(scene: scene, state: state, measurer: measurer, ids: ids)
        }
        let result = try live.layout(in: canvas)
        lock.withLock { if idle.count < limit { idle.append(live) } }
        return result
    }
}
