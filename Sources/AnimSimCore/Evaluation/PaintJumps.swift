import Foundation

/// A plan's paint jumps, transaction by transaction: kept only once some transaction
/// changes a colour or a corner radius, so a scene that changes none pays nothing.
struct PaintJumps {
    private var cumulative: [Double] = []
    private var perTransaction: [[Double]?] = []
    private var changed = false

    mutating func record(old: TreeSnapshot, new: TreeSnapshot, slotCount: Int) {
        if cumulative.count < slotCount * PaintData.stride {
            cumulative += [Double](repeating: 0, count: slotCount * PaintData.stride - cumulative.count)
        }
        for node in new.slots.indices {
            let slot = new.slots[node]
            guard let before = old.node(of: slot) else { continue }
            let a = old.appearances[before], b = new.appearances[node]
            guard a.fill != b.fill || a.stroke != b.stroke || a.label != b.label || a.shape != b.shape else { continue }
            if PaintData.addJump(from: a, to: b, into: &cumulative, at: slot * PaintData.stride) { changed = true }
        }
        perTransaction.append(changed ? cumulative : nil)
    }

    func channel(transactions: [TransactionList.Transaction], slotCount: Int) -> OffsetChannel {
        guard changed else { return .empty(stride: PaintData.stride) }
        let size = slotCount * PaintData.stride
        let filled = perTransaction.map { jumps in
            let jumps = jumps ?? []
            return jumps + [Double](repeating: 0, count: size - jumps.count)
        }
        return OffsetChannel(transactions: transactions, cumulative: filled, stride: PaintData.stride)
    }
}
