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
    /// A shape whose runs are its predecessor's (`LayoutEntry.sharesPrevious`) and whose
    /// model is the same value takes the value presented for it, and, when it was asked the
    /// same questions, that value's answers (`SharedLayoutAnimators`).
    func present(_ plan: AnimationPlan, at time: Double) {
        presentTimeBodies(at: time)
        defer { presentTimeBodies(at: time) }
        // The entry before's model (alive in `modelLayouts`), presented value and answers.
        var previous = ShapeValueMemo(), sharable = false
        var presented: (any ErasedLayout)?, answers: LayoutGraph.ChildlessAnswers?
        // By index: `for entry in` copied every entry, its runs and names retained.
        for index in plan.layouts.indices {
            guard let node = node(ofSlot: plan.layouts[index].node, plan), let model = modelLayout(node) else {
                sharable = false
                continue
            }
            let shared = sharable && plan.layouts[index].sharesPrevious && previous.matches(model)
            let run = shared ? nil : plan.layouts[index].run(at: time)
            if !shared {
                guard let run else {
                    sharable = false
                    continue
                }
                presented = run.present(model, at: time)
                previous.record(model)
            }
            // A shape keeps its frame when its presented data gives the same sizes (so an
            // unchanged value, which does, need not be looked for first); it has no body.
            if outlineNodes.contains(node) {
                answers = graph.setChildlessLayout(node, presented ?? model, answeredBefore: shared ? answers : nil)
                sharable = true
                continue
            }
            sharable = false
            guard let value = presented, let run else { continue }
            if case .layout(let current) = graph.nodes[node].kind, type(of: current) == type(of: value),
               run.sameData(current, value) { continue }
            graph.setLayout(node, value)
            presentBody(node, value)
        }
    }

    /// Each layout whose data animates in this pane, with the data it holds now (after
    /// `present`): what the layout runs with, for traces.
    func presentedLayouts(_ plan: AnimationPlan) -> [DisplayList.LayoutData] {
        // A shape holding the same value as the one before it has the same components.
        var previous = ShapeValueMemo(), values: [Double] = []
        // By index, as in `present`: no entry copied whole.
        return plan.layouts.indices.compactMap { index in
            guard let node = node(ofSlot: plan.layouts[index].node, plan), case .layout(let box) = graph.nodes[node].kind else { return nil }
            if !previous.matches(box) {
                values = box.selectedComponents
                previous.record(box)
            }
            return DisplayList.LayoutData(id: ids[node], names: plan.layouts[index].names, values: values)
        }
    }
}
