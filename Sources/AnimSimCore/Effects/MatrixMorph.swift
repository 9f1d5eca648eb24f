import Foundation

/// The position pane's naive morph of drawn matrices: what a tool that sees only the drawn
/// output does. At each transaction every view's own matrix (its geometry effects, then its
/// rotation about its centre, in its local space) is taken at the old and the new state, and
/// the jump animates entry by entry, so a 0→360° turn (identity at both ends) shows nothing
/// and a perspective flip passes through flattened, sheared matrices. Kept only once some
/// transaction changes a matrix, as `PaintJumps` is.
struct MatrixMorph {
    let enabled: Bool
    private var cumulative: [Double] = []
    private var perTransaction: [[Double]?] = []
    private var changed = false

    init(enabled: Bool) { self.enabled = enabled }

    /// Each slot's own matrix at the graph's model state, keyed by slot.
    func matrices(_ graph: PresentationGraph, frames: [CGRect], slots: [Int]) -> [Int: ProjectionTransform] {
        guard enabled else { return [:] }
        var out: [Int: ProjectionTransform] = [:]
        let effects = graph.ownEffects
        for node in graph.effectNodes {
            guard let box = graph.modelLayout(node) as? any DrawnEffectCarrier else { continue }
            out[slots[node]] = box.own(size: frames[node].size).matrix
        }
        for node in effects.indices where effects[node].rotation.radians != 0 {
            let turn = DrawnTransforms.aboutCentre(rotation: effects[node].rotation.radians, scale: 1, size: frames[node].size,
                                                   pivot: effects[node].pivot)
            out[slots[node]] = (out[slots[node]] ?? .identity).concatenating(turn)
        }
        return out
    }

    /// A slot in both trees whose matrix changed jumps by new − old.
    /// Only slots in both trees jump: a view coming or going takes its matrix at once.
    mutating func record(old: [Int: ProjectionTransform], new: [Int: ProjectionTransform], in both: Set<Int>, slotCount: Int) {
        guard enabled else { return }
        if cumulative.count < slotCount * 9 { cumulative += [Double](repeating: 0, count: slotCount * 9 - cumulative.count) }
        for slot in Set(old.keys).union(new.keys) where both.contains(slot) {
            let a = old[slot] ?? .identity, b = new[slot] ?? .identity
            guard a != b else { continue }
            for (k, (x, y)) in zip(a.entries, b.entries).enumerated() { cumulative[slot * 9 + k] += Double(y - x) }
            changed = true
        }
        perTransaction.append(changed ? cumulative : nil)
    }

    /// A view coming or going with a transition that turns it: its drawn matrix jumps from
    /// `from` to `to` (its own matrix, with the turn or without), owed entry by entry from
    /// the transaction on, as any other matrix change is in this pane.
    mutating func jump(slot: Int, from: ProjectionTransform, to: ProjectionTransform, slotCount: Int) {
        guard enabled, from != to else { return }
        if cumulative.count < slotCount * 9 { cumulative += [Double](repeating: 0, count: slotCount * 9 - cumulative.count) }
        for (k, (x, y)) in zip(from.entries, to.entries).enumerated() { cumulative[slot * 9 + k] += Double(y - x) }
        changed = true
    }

    func channel(transactions: [TransactionList.Transaction], slotCount: Int) -> OffsetChannel {
        guard changed else { return .empty(stride: 9) }
        let size = slotCount * 9
        let filled = perTransaction.map { jumps in
            let jumps = jumps ?? []
            return jumps + [Double](repeating: 0, count: size - jumps.count)
        }
        return OffsetChannel(transactions: transactions, cumulative: filled, stride: 9)
    }
}

extension OffsetChannel {
    /// What the matrix morph still owes each slot, into the resolver's own matrices (the
    /// graph's nodes are the plan's slots on this path).
    func add(at time: Double, to own: inout [Int: DrawnTransforms.Own], nodes: (Int, (Int) -> Void) -> Void) {
        forEachOwed(at: time) { slot, owed in
            let matrix = ProjectionTransform(rows: owed.map { CGFloat($0) })
            nodes(slot) { own[$0, default: DrawnTransforms.Own()].owed = matrix }
        }
    }
}
