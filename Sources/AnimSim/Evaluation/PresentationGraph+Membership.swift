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
        var tree: CombinedTree
        if let cache = combinedCache, cache.ids == plan.ids, cache.ghosts == ghosts, cache.insertions == insertions {
            tree = cache.tree
        } else {
            tree = combinedTree(plan, ghosts: ghosts.map { plan.membership.ghosts[$0] },
                                inserting: Set(insertions.flatMap { plan.membership.insertions[$0].slots }))
            combinedCache = (plan.ids, ghosts, insertions, tree)
        }
        for (k, node) in tree.sources.enumerated() where node >= 0 {
            tree.frames[k] = frames[node]
            tree.effects[k] = ownEffects[node]
        }
        var order = tree
        // Channels are per slot: gather, add what is owed at this instant, scatter back.
        var slotFrames = [CGRect](repeating: .zero, count: plan.ids.count)
        var slotEffects = [DisplayItems.OwnEffect](repeating: DisplayItems.OwnEffect(rotation: .zero, scale: 1, opacity: 1),
                                                   count: plan.ids.count)
        for (k, slot) in order.slots.enumerated() where slot >= 0 {
            slotFrames[slot] = order.frames[k]
            slotEffects[slot] = order.effects[k]
        }
        plan.geometry.add(at: time, to: &slotFrames) { frame, offset in
            frame = CGRect(x: frame.minX + offset[0], y: frame.minY + offset[1],
                           width: frame.width + offset[2], height: frame.height + offset[3])
        }
        plan.effects.add(at: time, to: &slotEffects) { effect, offset in
            effect.opacity = min(max(effect.opacity + offset[0], 0), 1)
            effect.rotation = .degrees(effect.rotation.degrees + offset[1])
            effect.scale = max(effect.scale + offset[2], 0)
        }
        for (k, slot) in order.slots.enumerated() where slot >= 0 {
            order.frames[k] = slotFrames[slot]
            order.effects[k] = slotEffects[slot]
        }
        let geometry = DisplayItems.resolve(parents: order.parents, frames: .relative(order.frames), effects: order.effects)
        if !plan.paint.groups.isEmpty {
            var place = [Int](repeating: -1, count: plan.ids.count)
            for (k, slot) in order.slots.enumerated() where slot >= 0 { place[slot] = k }
            plan.paint.forEachOwed(at: time) { slot, owed in
                if slot < place.count, place[slot] >= 0 { PaintData.apply(owed, to: &order.appearances[place[slot]]) }
            }
        }
        var movedPaths: [Int: [Path]] = [:], movedSizes: [Int: [DisplayItem.MeasuredSize]] = [:]
        for (node, value) in paths { movedPaths[order.index[node]] = value }
        for (node, value) in measured { movedSizes[order.index[node]] = value }
        return DisplayItems(ids: order.ids, appearances: order.appearances, geometry: geometry, paths: movedPaths,
                            measuredSizes: movedSizes, phases: order.phases)
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
    /// Graph node → combined index.
    var index: [Int]

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
