import Foundation

/// Items of a pane whose views come and go: the plan's channels are kept per identity
/// (slot), so this graph's nodes are matched to their slots, and the removed views still
/// running their removal are drawn from the plan's `Membership`, each beneath the views of
/// the container it left (SwiftUI draws a leaving view below those that remain).
extension PresentationGraph {
    /// Whether this graph's nodes are the plan's slots, one for one, and nothing comes or
    /// goes: the plain path, with no matching at all.
    func sharesSlots(with plan: AnimationPlan) -> Bool {
        plan.membership.isEmpty && ids == plan.ids
    }

    /// The node holding `slot` in this graph, if it is in the tree.
    func node(ofSlot slot: Int, _ plan: AnimationPlan) -> Int? {
        if ids == plan.ids { return slot }
        guard slot < plan.ids.count else { return nil }
        return nodeIndex[plan.ids[slot]]
    }

    /// Each node's slot in `plan`: worked out once per graph and plan, not per instant.
    func slots(in plan: AnimationPlan) -> [Int] {
        if let cache = slotCache, cache.ids == plan.ids { return cache.slots }
        let slots = ids.map { plan.slotIndex[$0] ?? -1 }
        slotCache = (plan.ids, slots)
        return slots
    }

    func changingItems(_ plan: AnimationPlan, at time: Double, frames: [CGRect], paths: [Int: [Path]],
                       measured: [Int: [DisplayItem.MeasuredSize]]) -> DisplayItems {
        let ghosts = plan.membership.ghosts(at: time), insertions = plan.membership.insertions(at: time)
        // Which views are drawn changes only when a transition starts or ends: the combined
        // tree is kept until then, and an instant only fills in frames and effects.
        let tree: CombinedTree
        if let cache = combinedCache, cache.ids == plan.ids, cache.ghosts == ghosts, cache.insertions == insertions {
            tree = cache.tree
        } else {
            var built = combinedTree(plan, ghosts: ghosts.map { plan.membership.ghosts[$0] },
                                     inserting: Set(insertions.flatMap { plan.membership.insertions[$0].slots }))
            built.indexSlots(count: plan.ids.count)
            tree = built
            combinedCache = (plan.ids, ghosts, insertions, tree)
        }
        // Frames and effects of this instant, then what each slot's channels still owe, added
        // straight to the views holding that slot (the tree keeps where they are).
        // Made in one pass each (a leaving view keeps the tree's frame and effects), not
        // copied from the tree and then overwritten.
        var movedFrames = [CGRect](unsafeUninitializedCapacity: tree.sources.count) { out, count in
            frames.withUnsafeBufferPointer { frames in
                for (k, node) in tree.sources.enumerated() { (out.baseAddress! + k).initialize(to: node >= 0 ? frames[node] : tree.frames[k]) }
            }
            count = tree.sources.count
        }
        var movedEffects = [DisplayItems.OwnEffect](unsafeUninitializedCapacity: tree.sources.count) { out, count in
            ownEffects.withUnsafeBufferPointer { effects in
                for (k, node) in tree.sources.enumerated() { (out.baseAddress! + k).initialize(to: node >= 0 ? effects[node] : tree.effects[k]) }
            }
            count = tree.sources.count
        }
        var appearances = tree.appearances
        movedFrames.withUnsafeMutableBufferPointer { movedFrames in
            movedEffects.withUnsafeMutableBufferPointer { movedEffects in
                plan.geometry.forEachOwed(at: time) { slot, owed in
                    tree.forEach(holding: slot) { movedFrames[$0] = movedFrames[$0].adding(owed) }
                }
                let turning = !plan.morphsMatrices
                plan.effects.forEachOwed(at: time) { slot, owed in
                    tree.forEach(holding: slot) { movedEffects[$0] = movedEffects[$0].adding(owed, turning: turning) }
                }
            }
        }
        let own = drawnEffects(sizes: frames, plan: plan, at: time, index: { tree.index[$0] },
                               holding: { slot, body in tree.forEach(holding: slot, body) })
        let geometry = DisplayItems.resolve(parents: tree.parents, frames: .relative(movedFrames), effects: movedEffects,
                                            own: own, rotationMorphed: plan.morphsMatrices)
        plan.paint.forEachOwed(at: time) { slot, owed in
            tree.forEach(holding: slot) { PaintData.apply(owed, to: &appearances[$0]) }
        }
        plan.gradients.forEachPresented(at: time) { slot, path, paint in tree.forEach(holding: slot) { appearances[$0][keyPath: path] = paint } }
        var movedPaths: [Int: [Path]] = [:], movedSizes: [Int: [DisplayItem.MeasuredSize]] = [:]
        for (node, value) in paths { movedPaths[tree.index[node]] = value }
        for (node, value) in measured { movedSizes[tree.index[node]] = value }
        var items = DisplayItems(ids: tree.ids, appearances: appearances, geometry: geometry, paths: movedPaths,
                                 measuredSizes: movedSizes, phases: tree.phases)
        for (node, value) in own where !value.effects.isEmpty { items.effects[node] = value.effects }
        for (node, value) in own { items.composites[node] = value.composite }
        return tree.hasZIndex ? items.orderedByZIndex() : items
    }
}

extension PresentationGraph {
    /// This graph's nodes with the leaving views drawn beneath the containers they left.
    func combinedTree(_ plan: AnimationPlan, ghosts: [Membership.Ghost], inserting: Set<Int>) -> CombinedTree {
        let slots = slots(in: plan)
        // Each container's leaving views, as a list threaded through `next`.
        var firstUnder = [Int](repeating: -1, count: plan.ids.count), next = [Int](repeating: -1, count: ghosts.count)
        var lastUnder = firstUnder
        for (index, ghost) in ghosts.enumerated() {
            let parent = ghost.nodes[0].parentSlot
            if lastUnder[parent] >= 0 { next[lastUnder[parent]] = index } else { firstUnder[parent] = index }
            lastUnder[parent] = index
        }
        var order = CombinedTree(nodes: ids.count, capacity: ids.count + ghosts.reduce(0) { $0 + $1.nodes.count })
        for node in ids.indices {
            let parent = graph.parents[node]
            var appearance = appearances[node]
            appearance.parent = parent >= 0 ? order.index[parent] : nil
            order.append(slot: slots[node], id: ids[node], parent: parent >= 0 ? order.index[parent] : -1, frame: .zero,
                         appearance: appearance, effect: ownEffects[node], phase: inserting.contains(slots[node]) ? .insertion : nil,
                         source: node)
            let index = order.slots.count - 1
            order.index[node] = index
            var ghost = slots[node] >= 0 ? firstUnder[slots[node]] : -1
            while ghost >= 0 {
                order.append(ghosts[ghost], under: index, ids: plan.ids)
                ghost = next[ghost]
            }
        }
        return order
    }
}

/// The combined tree, parents before children: the graph's nodes (`sources`) and leaving views (-1).
struct CombinedTree {
    var slots: [Int] = [], ids: [String] = [], parents: [Int] = [], frames: [CGRect] = []
    var appearances: [DisplayItems.Appearance] = [], effects: [DisplayItems.OwnEffect] = []
    var phases: [Int: DisplayItem.Phase] = [:]
    var sources: [Int] = []
    /// Some view here, kept or leaving, sets a `zIndex`: the items are reordered by it.
    private(set) var hasZIndex = false
    /// Graph node → combined index.
    var index: [Int]
    /// Slot → its first combined index, and each index → the next holding the same slot
    /// (-1: none), for adding a slot's animations (`indexSlots`).
    private(set) var firstHolding: [Int] = [], nextHolding: [Int] = []

    mutating func indexSlots(count: Int) {
        firstHolding = [Int](repeating: -1, count: count)
        nextHolding = [Int](repeating: -1, count: slots.count)
        for k in slots.indices.reversed() where slots[k] >= 0 && slots[k] < count {
            nextHolding[k] = firstHolding[slots[k]]
            firstHolding[slots[k]] = k
        }
    }

    /// Calls `body` with each combined index holding `slot`.
    func forEach(holding slot: Int, _ body: (Int) -> Void) {
        var k = slot < firstHolding.count ? firstHolding[slot] : -1
        while k >= 0 {
            body(k)
            k = nextHolding[k]
        }
    }

    init(nodes: Int, capacity: Int) {
        index = [Int](repeating: -1, count: nodes)
        slots.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        parents.reserveCapacity(capacity)
        frames.reserveCapacity(capacity)
        appearances.reserveCapacity(capacity)
        effects.reserveCapacity(capacity)
        sources.reserveCapacity(capacity)
        phases.reserveCapacity(capacity - nodes)
    }

    mutating func append(slot: Int, id: String, parent: Int, frame: CGRect, appearance: DisplayItems.Appearance,
                         effect: DisplayItems.OwnEffect, phase: DisplayItem.Phase?, source: Int = -1) {
        if let phase { phases[slots.count] = phase }
        if appearance.zIndex != 0 { hasZIndex = true }
        sources.append(source)
        slots.append(slot)
        ids.append(id)
        parents.append(parent)
        frames.append(frame)
        appearances.append(appearance)
        effects.append(effect)
    }

    /// A removed view's nodes, the first under `parent`, each later one under its own parent.
    mutating func append(_ ghost: Membership.Ghost, under parent: Int, ids names: [String]) {
        // A ghost's nodes come parents first, so a parent is among those already placed.
        let first = slots.count
        for node in ghost.nodes {
            let parentIndex = node.slot == ghost.root ? parent
                : (first..<slots.count).last { slots[$0] == node.parentSlot } ?? parent
            var appearance = node.appearance
            appearance.parent = parentIndex
            append(slot: node.slot, id: names[node.slot], parent: parentIndex, frame: node.frame, appearance: appearance,
                   effect: node.effect, phase: .removal)
        }
    }
}
