import Foundation

/// What one transaction's insertions and removals add to a plan: each transition's active
/// state as a jump in the channels (SwiftUI animates a transition's modifier from its active
/// state to identity, or back), and the removed views to draw while their removal runs.
enum Transitions {
    // swiftlint:disable:next function_parameter_count
    static func apply(old: TreeSnapshot, new: TreeSnapshot, before: [CGRect], after: [CGRect],
                      transaction: TransactionList.Transaction, fresh: Set<Int>, cumulative: inout [Double],
                      targets: inout [Double], start: inout [Double], membership: inout Membership) {
        let present = Set(new.slots), previous = Set(old.slots)
        // Removed: each view whose parent stays is a removal's root; what is inside it goes with it.
        for node in old.slots.indices where !present.contains(old.slots[node]) {
            let parent = old.parents[node]
            guard parent >= 0, present.contains(old.slots[parent]) else { continue }
            let slot = old.slots[node]
            let active = (old.styles[node].transition ?? .opacity).active(removal: true, size: before[node].size)
            targets[3 * slot] = old.effects[node].opacity * active.opacity
            targets[3 * slot + 2] = Double(old.effects[node].scale * active.scale)
            cumulative[4 * slot] += active.offset.width
            cumulative[4 * slot + 1] += active.offset.height
            let nodes = old.subtree(node).map { inside in
                var effect = old.effects[inside], frame = before[inside]
                if inside == node {
                    // Its model: the removal's active state, from which the channels' debt brings it back.
                    effect.opacity *= active.opacity
                    effect.scale *= active.scale
                    frame = frame.offsetBy(dx: active.offset.width, dy: active.offset.height)
                }
                return Membership.GhostNode(slot: old.slots[inside], parentSlot: old.slots[old.parents[inside]],
                                            frame: frame, appearance: old.appearances[inside], effect: effect)
            }
            membership.remove(nodes, at: transaction.time, animation: transaction.animation)
        }
        // Inserted: at its place at once, from its insertion's active state.
        for node in new.slots.indices where !previous.contains(new.slots[node]) {
            let parent = new.parents[node]
            guard parent >= 0, previous.contains(new.slots[parent]) else { continue }
            let slot = new.slots[node]
            let active = (new.styles[node].transition ?? .opacity).active(removal: false, size: after[node].size)
            if fresh.contains(slot) {
                start[3 * slot] = new.effects[node].opacity * active.opacity
                start[3 * slot + 2] = Double(new.effects[node].scale * active.scale)
            }
            cumulative[4 * slot] -= active.offset.width
            cumulative[4 * slot + 1] -= active.offset.height
            membership.insert(new.subtree(node).map { new.slots[$0] }, at: transaction.time, animation: transaction.animation)
        }
    }
}
