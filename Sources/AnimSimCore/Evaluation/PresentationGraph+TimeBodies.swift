import Foundation

extension PresentationGraph {
    /// The source of node `index`'s children when they follow the scene's time.
    func timeSource(_ index: Int) -> (any _TimeBodySource)? {
        guard case .layout(let box) = graph.nodes[index].kind else { return nil }
        return (box as? any TimeBodyChildren)?.timeSource
    }

    /// Gives every time body (`_TimeBodyLayout`: a `TimelineView`'s or a running
    /// `KeyframeAnimator`'s content) the children its source makes for `time`, in both panes:
    /// the content is data of the instant, as an animatable body's is of its presented value.
    ///
    /// A node whose key at `time` is the one it shows is left alone (a `.periodic` timeline
    /// between ticks, a keyframe run that ended), so its layout answers are kept. Children of
    /// the shape the node holds are refreshed in place, outermost time body first (one inside
    /// another's content is refreshed with it and then presented itself). Children of another
    /// shape (a view that comes or goes with the date, a `ForEach` over a count that grows)
    /// cannot be: the graph is then built afresh for this instant (`rebuild(at:)`), the
    /// **choice** that keeps every frame exact whatever the content does, at the cost of a
    /// fresh graph at each instant whose structure differs from the last one's. The result is
    /// the same as a fresh graph's at that instant either way.
    func presentTimeBodies(at time: Double) {
        guard !timeNodes.isEmpty else { return }
        // The nodes in tree order, walked once; sorted again (without those done) only when
        // refreshing one adds or drops a time body, so each step still takes the first node
        // not yet done, as `timeNodes.subtracting(done).min()` did at every step (quadratic
        // in the time bodies).
        var pending = timeNodes.sorted(), position = 0
        var done = Set<Int>()
        while position < pending.count {
            let node = pending[position]
            position += 1
            done.insert(node)
            guard let source = timeSource(node) else { continue }
            let key = source.key(at: time)
            if let shown = timeShown[node], shown.bitPattern == key.bitPattern { continue }
            let children = source.children(at: time, id: ids[node])
            let present = graph.nodes[node].children
            guard children.count == present.count, zip(present, children).allSatisfy({ graph.fits($0, $1) }) else {
                return rebuild(at: time)
            }
            for (index, child) in zip(present, children) where !graph.refresh(index, with: child) {
                return rebuild(at: time)
            }
            let version = timeNodesVersion
            absorbRefreshed()
            timeShown[node] = key
            if timeNodesVersion != version {
                pending = timeNodes.subtracting(done).sorted()
                position = 0
            }
        }
    }
}
