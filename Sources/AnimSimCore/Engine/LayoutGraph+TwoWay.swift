import Foundation

/// A view that offers two-way values, as written: what the graph applies new writes to.
struct TwoWayNode {
    /// The view without its slots, and without children (they are kept in the graph).
    var base: ViewNode
    var slots: [TwoWayValue]
}

/// Two-way values in a graph that lives across instants: what layouts wrote in the last
/// frame's pass is applied to the views that offered the bindings, by refreshing just those
/// views. A rotation or a scale changes no size, so the layout around them keeps its answers
/// apart from the views themselves.
extension LayoutGraph {
    /// `view` with its slots' applied values (`store.applied`), the slots taken off first: an
    /// `apply` that wraps the view (in a frame, say) would otherwise leave them on the wrapped
    /// child, to be applied again one level down, and again, without end. Remembers the view
    /// as written for `applyWrites`.
    func applyingSlots(_ view: ViewNode, node index: Int, id: String) -> ViewNode {
        var base = view
        let slots = base.twoWay
        base.twoWay = []
        var shallow = base
        if case .layout = shallow.content {
            shallow.children = []
            shallow.keepsChildren = true
        }
        twoWayNodes[index] = TwoWayNode(base: shallow, slots: slots)
        var applied = base
        for slot in slots { applied = slot.apply(applied, store.applied[id + "#" + slot.keyName] ?? slot.initial) }
        return applied
    }

    /// Applies `writes` to every view that offers two-way values. False when an applied
    /// value changes a view's shape (wraps it in a layout): the graph must be built anew.
    func applyWrites(_ writes: [String: WriteBackValue]) -> Bool {
        guard writes != store.applied else { return true }
        store.applied = writes
        for index in twoWayNodes.keys.sorted() {
            guard let node = twoWayNodes[index] else { continue }
            var view = node.base
            view.twoWay = node.slots
            guard refresh(index, with: view) else { return false }
        }
        return true
    }
}
