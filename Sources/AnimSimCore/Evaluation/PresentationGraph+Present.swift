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
    /// model is the same value (the same model row, `ShapeRows`: no copy of the model is
    /// made to compare it) takes the value presented for it, and, when it was asked the same
    /// questions, that value's answers (`SharedLayoutAnimators`). `rows` then records which
    /// nodes hold one value, for `withOutlines` and `presentedLayouts`.
    func present(_ plan: AnimationPlan, at time: Double) {
        presentTimeBodies(at: time)
        defer { presentTimeBodies(at: time) }
        rows.begin(outlineNodes: orderedOutlineNodes, models: modelLayout)
        // The value presented for the entry before (a shape), its model row, its row now,
        // and its answers.
        var presented: (any ErasedLayout)?, modelRow = -1, row = -1, sharable = false
        var answers: LayoutGraph.ChildlessAnswers?
        // By index: `for entry in` copied every entry, its runs and names retained.
        for index in plan.layouts.indices {
            guard let node = node(ofSlot: plan.layouts[index].node, plan) else {
                sharable = false
                continue
            }
            let ownModelRow = rows.modelRow(of: node)
            if sharable, plan.layouts[index].sharesPrevious, ownModelRow >= 0, ownModelRow == modelRow, let presented {
                answers = graph.setChildlessLayout(node, presented, answeredBefore: answers)
                rows.presented(node, sharing: row, shareable: true)
                continue
            }
            guard let model = modelLayout(node), let run = plan.layouts[index].run(at: time) else {
                sharable = false
                continue
            }
            let value = run.present(model, at: time)
            // A shape keeps its frame when its presented data gives the same sizes (so an
            // unchanged value, which does, need not be looked for first); it has no body.
            if outlineNodes.contains(node) {
                answers = graph.setChildlessLayout(node, value)
                rows.presented(node, sharing: nil, shareable: ownModelRow >= 0)
                (presented, modelRow, row, sharable) = (value, ownModelRow, rows.row(of: node), true)
                continue
            }
            sharable = false
            if case .layout(let current) = graph.nodes[node].kind, type(of: current) == type(of: value),
               run.sameData(current, value) { continue }
            graph.setLayout(node, value)
            presentBody(node, value)
        }
    }

    /// Each layout whose data animates in this pane, with the data it holds now (after
    /// `present`): what the layout runs with, for traces.
    func presentedLayouts(_ plan: AnimationPlan) -> [DisplayList.LayoutData] {
        // A shape holding the same value as the one before it (the same row) has the same
        // components, and its box is not even copied out of the graph.
        var previous = -1, values: [Double] = []
        // By index, as in `present`: no entry copied whole.
        return plan.layouts.indices.compactMap { index in
            guard let node = node(ofSlot: plan.layouts[index].node, plan) else { return nil }
            let row = rows.row(of: node)
            if row < 0 || row != previous {
                guard case .layout(let box) = graph.nodes[node].kind else { return nil }
                (values, previous) = (box.selectedComponents, row)
            }
            return DisplayList.LayoutData(id: ids[node], names: plan.layouts[index].names, values: values)
        }
    }
}
