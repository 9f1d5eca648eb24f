import Foundation

/// A layout graph that lives across instants, for a scene whose body marks the views that
/// read state (`Scene.hasLiveBody`). Moving to a new state refreshes only those views; the
/// pass then lays out again only the subtrees they are in, and reuses every other answer.
///
/// The result is the same, bit for bit, as a fresh graph's at that state, whatever states
/// came before: a node's answers depend only on its own subtree, and frames are kept
/// relative to the parent (see the placement pass). That is what lets a pool of these serve
/// parallel render workers and scrubbing in any order.
final class LiveLayout {
    let graph: LayoutGraph
    private(set) var state: SceneState
    /// What each node is and its own effects, kept between instants (and shared with the
    /// lists handed out); only refreshed nodes can change them.
    private let ids: [String]
    private var appearances: [DisplayItems.Appearance]
    private var effects: [DisplayItems.OwnEffect]
    /// How many nodes rotate or scale, so resolving need not look when none does.
    private var transformCount: Int

    /// `ids`: an array to share if this graph's ids are the same (see `LiveLayoutPool`).
    init(scene: Scene, state: SceneState, measurer: any TextMeasurer, ids shared: [String] = []) {
        graph = LayoutGraph(root: scene.body(state), measurer: measurer, store: WriteBackStore(applied: [:]))
        self.state = state
        let ids = graph.nodes.map(\.id)
        self.ids = ids == shared ? shared : ids
        appearances = graph.nodes.indices.map(graph.appearance)
        effects = graph.styles.map(DisplayItems.OwnEffect.init)
        transformCount = effects.count(where: \.transforms)
    }

    /// Refreshes every live view at `state`. False when a refresh no longer fits the graph.
    func update(to state: SceneState) -> Bool {
        guard state != self.state else { return true }
        self.state = state
        for (index, live) in graph.liveNodes {
            guard graph.refresh(index, with: live.refresh(state)) else { return false }
        }
        for index in graph.refreshed {
            let appearance = graph.appearance(index)
            if appearances[index] != appearance { appearances[index] = appearance }
            let effect = DisplayItems.OwnEffect(graph.styles[index])
            transformCount += (effect.transforms ? 1 : 0) - (effects[index].transforms ? 1 : 0)
            effects[index] = effect
        }
        graph.refreshed.removeAll(keepingCapacity: true)
        return true
    }

    /// Lays out what changed and resolves the items. Throws the pass's errors; a graph that
    /// threw must not be used again, since answers it kept may have been the bad ones.
    func layout(in canvas: CGSize) throws(LayoutErrors) -> DisplayItems {
        graph.forgetErrors()
        graph.run(in: canvas)
        let measured = graph.measureDebugSizes()
        if !graph.errors.isEmpty { throw LayoutErrors(errors: graph.errors) }
        var paths: [Int: [Path]] = [:]
        for index in graph.pathOwners where !graph.nodes[index].paths.isEmpty {
            paths[index] = graph.panePaths(of: index, origin: graph.absoluteOrigin(of: index))
        }
        let geometry = DisplayItems.resolve(parents: graph.parents, frames: .relative(graph.frames), effects: effects,
                                            transforms: transformCount > 0)
        return DisplayItems(ids: ids, appearances: appearances, geometry: geometry, paths: paths, measuredSizes: measured)
    }
}

extension LayoutGraph {
    func appearance(_ index: Int) -> DisplayItems.Appearance {
        DisplayItems.Appearance(parent: nodes[index].parent >= 0 ? nodes[index].parent : nil, depth: nodes[index].depth,
                                content: placedContent(index), style: styles[index])
    }
}
