import Foundation

/// The presentation of animated layouts (`present(_:at:)` in the type's summary): each
/// layout node given the `animatableData` its animator holds at an instant, and what traces
/// read back of it. In a file of its own, as the graph's other steps are (time bodies,
/// drawn effects, matched geometry), so that `PresentationGraph.swift` stays short.
extension PresentationGraph {
    /// Sets every animated layout to its presentation at `time`. A node that already holds
    /// that data (a settled animator, an instant before the change) is left alone, so its
    /// answers and its cache stay as they are.
    /// Time bodies are presented first, so an animated layout inside one animates from the
    /// content of this instant, and again after, for those an animatable body made anew.
    func present(_ plan: AnimationPlan, at time: Double) {
        presentTimeBodies(at: time)
        defer { presentTimeBodies(at: time) }
        for entry in plan.layouts {
            guard let node = node(ofSlot: entry.node, plan), let model = modelLayout(node), let run = entry.run(at: time) else { continue }
            let presented = run.present(model, at: time)
            // A shape keeps its frame when its presented data gives the same sizes (so an
            // unchanged value, which does, need not be looked for first); it has no body.
            if outlineNodes.contains(node) {
                graph.setChildlessLayout(node, presented)
                continue
            }
            if case .layout(let current) = graph.nodes[node].kind, type(of: current) == type(of: presented),
               run.sameData(current, presented) { continue }
            graph.setLayout(node, presented)
            presentBody(node, presented)
        }
    }

    /// Each layout whose data animates in this pane, with the data it holds now (after
    /// `present`): what the layout runs with, for traces.
    func presentedLayouts(_ plan: AnimationPlan) -> [DisplayList.LayoutData] {
        plan.layouts.compactMap { entry in
            guard let node = node(ofSlot: entry.node, plan), case .layout(let box) = graph.nodes[node].kind else { return nil }
            return DisplayList.LayoutData(id: ids[node], names: entry.names, values: box.selectedComponents)
        }
    }
}
