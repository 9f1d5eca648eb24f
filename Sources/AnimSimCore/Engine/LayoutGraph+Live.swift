import Foundation

/// Bringing a graph that lives across instants up to date (see `LiveView`).
extension LayoutGraph {
    /// Copies a live view's refresh into node `index` and the nodes below it that the refresh
    /// rebuilt, stopping at placeholders. False when the refresh has another shape than the
    /// node (a different kind or number of children): the graph no longer describes the
    /// scene and must be built again.
    func refresh(_ index: Int, with view: ViewNode) -> Bool {
        if view.isPlaceholder { return true }
        // Another identity in this place (a reordered or replaced view): not a refresh.
        if let id = view.id, id != nodes[index].id { return false }
        let slots = view.twoWay
        let view = slots.isEmpty ? view : applyingSlots(view, node: index, id: nodes[index].id)
        switch (view.content, nodes[index].kind) {
        case (.layout(let layout), .layout) where view.keepsChildren:
            nodes[index].kind = .layout(layout.box)
        case (.layout(let layout), .layout):
            guard view.children.count == nodes[index].children.count else { return false }
            nodes[index].kind = .layout(layout.box)
            for (offset, child) in view.children.enumerated() where !child.isPlaceholder {
                guard refresh(nodes[index].children[offset], with: child) else { return false }
            }
        case (.layout, .leaf), (_, .layout):
            return false
        case (let content, .leaf):
            nodes[index].kind = .leaf(content)
        }
        styles[index] = view.style
        updateMayHaveGuides(index)
        takeValues(of: view, into: index)
        for slot in slots { slot.install(into: &nodes[index].values, store: store, node: nodes[index].id) }
        invalidate(index)
        refreshed.append(index)
        return true
    }

    /// Whether `view` has the shape of node `index`'s subtree, as `refresh` judges it, without
    /// changing anything: a graph that does not fit stays the graph of the state it holds,
    /// to be used again when the scene comes back to that state. A view with two-way values
    /// is left to `refresh`, which applies them first.
    func fits(_ index: Int, _ view: ViewNode) -> Bool {
        if view.isPlaceholder { return true }
        if let id = view.id, id != nodes[index].id { return false }
        guard view.twoWay.isEmpty else { return true }
        switch (view.content, nodes[index].kind) {
        case (.layout, .layout) where view.keepsChildren: return true
        case (.layout, .layout):
            guard view.children.count == nodes[index].children.count else { return false }
            return view.children.indices.allSatisfy { fits(nodes[index].children[$0], view.children[$0]) }
        case (.layout, .leaf), (_, .layout): return false
        case (_, .leaf): return true
        }
    }

    /// Forgets what `index` and its ancestors answered and where they placed their children.
    /// An ancestor already invalid has had its own ancestors invalidated, so the walk stops
    /// there; the nodes below keep their answers, which did not depend on this node. Caches
    /// are kept but marked stale: the layout value or a subview changed, which is when SwiftUI
    /// calls `updateCache`.
    func invalidate(_ index: Int) {
        var node = index
        while node >= 0, !records[node].isDirty {
            records[node].isDirty = true
            nodes[node].memo.removeAll(keepingCapacity: true)
            nodes[node].cacheIsStale = true
            node = nodes[node].parent
        }
    }

    /// Replaces node `index`'s layout by another value of a layout (an animator's
    /// presentation of it) and forgets what depended on the old one.
    func setLayout(_ index: Int, _ layout: any ErasedLayout) {
        nodes[index].kind = .layout(layout)
        invalidate(index)
    }

    /// Replaces a childless node's layout (a shape's, `ShapeLayout`) by another value of it,
    /// forgetting nothing when the new value gives every answer the node gave in the last
    /// pass: then the pass would ask the same questions and get the same sizes, so its
    /// frames and every ancestor's answers stand, and only what the node draws changes. A
    /// shape's default `sizeThatFits` returns the proposal, whatever its data, so an
    /// animating polygon is not laid out again at every frame; a shape whose size follows
    /// its data answers differently and is laid out again, as with `setLayout`. The answers
    /// are asked of the new value here, as SwiftUI asks a shape again when its data changes.
    ///
    /// `previous`: what this call answered for another childless node given the same value
    /// (a shape made of AnimSim's types, whose cache is `Void`): a node that was asked the
    /// same questions gets the same answers, so they are not asked again. Returns what this
    /// node was asked and whether it kept its answers; nil when it was laid out anew anyway.
    @discardableResult
    func setChildlessLayout(_ index: Int, _ layout: any ErasedLayout, answeredBefore previous: ChildlessAnswers? = nil) -> ChildlessAnswers? {
        guard nodes[index].children.isEmpty, !records[index].isDirty else {
            setLayout(index, layout)
            return nil
        }
        let memo = nodes[index].memo
        var same = true
        if let previous, previous.memo.elementsEqual(memo, by: { $0.proposal == $1.proposal && $0.size == $1.size }) {
            same = previous.kept
        } else if !memo.isEmpty {
            var cache = takeCache(index, layout)
            same = memo.allSatisfy { layout.sizeThatFits($0.proposal, subviews(of: index), &cache) == $0.size }
            nodes[index].cache = cache
        }
        if same { nodes[index].kind = .layout(layout) } else { setLayout(index, layout) }
        return ChildlessAnswers(memo: memo, kept: same)
    }

    /// The questions a childless node had been asked before its new value, and whether the
    /// value gave the same answers (`setChildlessLayout`).
    struct ChildlessAnswers {
        let memo: [(proposal: ProposedViewSize, size: CGSize)]
        let kept: Bool
    }
}
