import Foundation

/// The matrices of the views whose effects are drawn, not laid out: geometry effects and
/// `visualEffect` closures, which read their view's frame in its pane at the instant drawn.
extension PresentationGraph {
    /// Each effect node's matrices at its presented data and size, with what the naive
    /// pane's matrix morph still owes it.
    /// `index`: where a node's item is (the combined tree's index while views come and go);
    /// `holding`: the items holding a plan slot.
    func drawnEffects(sizes frames: [CGRect], plan: AnimationPlan, at time: Double, index: (Int) -> Int = { $0 },
                      holding: ((Int, (Int) -> Void) -> Void)? = nil) -> [Int: DrawnTransforms.Own] {
        var own: [Int: DrawnTransforms.Own] = [:]
        var absolute: [CGRect]?
        for node in effectNodes {
            guard case .layout(let box) = graph.nodes[node].kind else { continue }
            if let reader = box as? any FrameReadingCarrier {
                // Pane coordinates at this instant, made once per frame that has a reader.
                let panes = absolute ?? LayoutGraph.absolute(frames, parents: graph.parents)
                absolute = panes
                own[index(node)] = reader.own(size: frames[node].size, frame: panes[node],
                                              container: panes[container(of: node, id: reader.containerID)])
            } else if let carrier = box as? any DrawnEffectCarrier {
                own[index(node)] = carrier.own(size: frames[node].size)
            }
        }
        if plan.morphsMatrices {
            plan.matrices.add(at: time, to: &own, nodes: holding ?? { slot, body in body(slot) })
        }
        return own
    }
}

extension PresentationGraph {
    /// The nearest ancestor of `node` that is the view `id` (its scroll view), or the root.
    /// A view wrapped in modifiers passes its id to the outermost node and its own node is
    /// `id/0/0…` (`LayoutGraph`'s ids for unnamed children), so the innermost of those, met
    /// first on the way up, is the view itself.
    func container(of node: Int, id: String?) -> Int {
        guard let id else { return 0 }
        var at = graph.parents[node]
        while at >= 0 {
            if ids[at].hasPrefix(id), ids[at].dropFirst(id.count).replacingOccurrences(of: "/0", with: "").isEmpty { return at }
            at = graph.parents[at]
        }
        return 0
    }
}
