import Foundation

/// What one transaction's insertions and removals add to a plan: each transition's active
/// state as a jump in the channels (SwiftUI animates a transition's modifier from its active
/// state to identity, or back), and the removed views to draw while their removal runs.
enum Transitions {
    /// `settled`: each slot's effect targets before this transaction; `shift`: the unanimated
    /// steps taken so far, which the plan subtracts from every later target. `matrices`: each
    /// slot's own matrix in the old and the new tree, from which `morph` (the position pane's)
    /// takes a turning transition's jump.
    // swiftlint:disable:next function_parameter_count
    static func apply(old: TreeSnapshot, new: TreeSnapshot, before: [CGRect], after: [CGRect],
                      transaction: TransactionList.Transaction, fresh: Set<Int>, settled: [Double],
                      cumulative: inout [Double], targets: inout [Double], start: inout [Double], shift: inout [Double],
                      membership: inout Membership, matched: MatchedFrames? = nil,
                      morph: inout MatrixMorph, matrices: (old: [Int: ProjectionTransform], new: [Int: ProjectionTransform])) {
        let present = Set(new.slots), previous = Set(old.slots)
        // Removed: each view whose parent stays is a removal's root; what is inside it goes with it.
        for node in old.slots.indices where !present.contains(old.slots[node]) {
            let parent = old.parents[node]
            guard parent >= 0, present.contains(old.slots[parent]) else { continue }
            let slot = old.slots[node]
            let active = (old.styles[node].transition ?? .opacity).active(removal: true, size: before[node].size)
            let base = AnimationPlan.effectStride * slot
            targets[base] = old.effects[node].opacity * active.opacity
            targets[base + 2] = Double(old.effects[node].scale * active.scale)
            targets[base + 3] = old.effects[node].blur + active.blur
            // A turn keeps the view's own (centred) rotation's pivot; an anchor only turns an unturned view.
            let pivot = old.effects[node].rotation == .zero ? active.rotationAnchor : .center
            targets[base + 1] = old.effects[node].rotation.degrees + active.rotation.degrees
            let model = matrices.old[slot] ?? .identity
            morph.jump(slot: slot, from: model, to: turned(model, active, pivot: pivot, size: before[node].size), slotCount: targets.count / AnimationPlan.effectStride)
            cumulative[4 * slot] += active.offset.width
            cumulative[4 * slot + 1] += active.offset.height
            let nodes = old.subtree(node).map { inside in
                var effect = old.effects[inside], frame = before[inside]
                if let end = matched?.ghostFrames[inside] {
                    // A matched view leaving: its model is the inserted source's frame (`MatchedFrames`).
                    let ghost = old.slots[inside]
                    cumulative[4 * ghost] += end.minX - frame.minX
                    cumulative[4 * ghost + 1] += end.minY - frame.minY
                    cumulative[4 * ghost + 2] += end.width - frame.width
                    cumulative[4 * ghost + 3] += end.height - frame.height
                    frame = end
                }
                if inside == node {
                    // Its model: the removal's active state, from which the channels' debt brings it back.
                    effect.opacity *= active.opacity
                    effect.scale *= active.scale
                    effect.blur += active.blur
                    (effect.rotation, effect.pivot) = (.degrees(effect.rotation.degrees + active.rotation.degrees), pivot)
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
            let opacity: Double = new.effects[node].opacity * active.opacity
            let scale = Double(new.effects[node].scale * active.scale)
            let blur = new.effects[node].blur + active.blur
            let rotation = new.effects[node].rotation.degrees + active.rotation.degrees
            let base = AnimationPlan.effectStride * slot
            let model = matrices.new[slot] ?? .identity
            morph.jump(slot: slot, from: turned(model, active, pivot: new.effects[node].pivot, size: after[node].size), to: model,
                       slotCount: targets.count / AnimationPlan.effectStride)
            if fresh.contains(slot) {
                start[base] = opacity
                start[base + 1] = rotation
                start[base + 2] = scale
                start[base + 3] = blur
            } else if !membership.isLeaving(slot, at: transaction.time) {
                // Back after its removal finished: a new view to SwiftUI, so its insertion runs
                // from the active state, not from where the removal left it. The step from there
                // to the active state is taken at once (never owed): only the insertion animates.
                shift[base] += opacity - settled[base]
                shift[base + 2] += scale - settled[base + 2]
                shift[base + 1] += rotation - settled[base + 1]
                shift[base + 3] += blur - settled[base + 3]
            }
            cumulative[4 * slot] -= active.offset.width
            cumulative[4 * slot + 1] -= active.offset.height
            membership.insert(new.subtree(node).map { new.slots[$0] }, at: transaction.time, animation: transaction.animation)
        }
    }

    /// A view's own matrix with its transition's turn about `pivot` applied outside it (the
    /// matrix the position pane draws at the active state).
    private static func turned(_ model: ProjectionTransform, _ active: Transition.Active, pivot: UnitPoint, size: CGSize) -> ProjectionTransform {
        guard active.rotation != .zero else { return model }
        return model.concatenating(DrawnTransforms.aboutCentre(rotation: active.rotation.radians, scale: 1, size: size, pivot: pivot))
    }
}
