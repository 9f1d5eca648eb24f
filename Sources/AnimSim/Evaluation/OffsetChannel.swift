import Foundation

/// The animations of one kind of attribute (frames, or opacity/rotation/scale) over the
/// nodes whose value ever jumps, as one vector: SwiftUI's additive model, where the
/// presentation is the model value plus what the running animations still owe,
/// `presentation − model`, decaying to zero.
///
/// The vector holds the cumulative jumps (`Σ new − old`) as a model value; an animated
/// transaction adds its jump with its animation, an unanimated one jumps both model and
/// presentation, so it owes nothing. One vector for all nodes keeps an instant at one pass
/// over plain numbers (10,000 moving views under the position strategy), at one price: a
/// merging spring retargets every component, so a node whose own value did not change in
/// that transaction has its running animation taken over by the spring (same target, same
/// velocity at the hand-over).
struct OffsetChannel: Sendable {
    let nodes: [Int]
    let stride: Int
    let value: AnimatedValue<AnimatableVector>?

    static func empty(stride: Int) -> OffsetChannel { OffsetChannel(nodes: [], stride: stride, value: nil) }

    /// `cumulative[k]`: every node's summed jumps after transaction k (`stride` numbers per
    /// node, in node order). Only nodes that ever jump are kept.
    init(transactions: [TransactionList.Transaction], cumulative: [[Double]], stride: Int) {
        self.stride = stride
        let count = cumulative.first.map { $0.count / stride } ?? 0
        let moving = (0..<count).filter { node in
            cumulative.contains { vector in (0..<stride).contains { vector[node * stride + $0] != 0 } }
        }
        nodes = moving
        guard !moving.isEmpty else {
            value = nil
            return
        }
        func reduced(_ vector: [Double]) -> AnimatableVector {
            var out: [Double] = []
            out.reserveCapacity(moving.count * stride)
            for node in moving { out.append(contentsOf: vector[node * stride..<(node + 1) * stride]) }
            return AnimatableVector(out)
        }
        var value = AnimatedValue(initial: AnimatableVector([Double](repeating: 0, count: moving.count * stride)))
        for (transaction, vector) in zip(transactions, cumulative) {
            value = value.adding(at: transaction.time, target: reduced(vector), animation: transaction.animation)
        }
        self.value = value
    }

    init(nodes: [Int], stride: Int, value: AnimatedValue<AnimatableVector>?) {
        self.nodes = nodes
        self.stride = stride
        self.value = value
    }

    var settleTime: Double { value?.settleTime ?? 0 }

    /// Adds what is still owed at `time` to each kept node's element. False (and nothing
    /// touched) when nothing is.
    @discardableResult
    func add<T>(at time: Double, to elements: inout [T], _ apply: (inout T, UnsafeBufferPointer<Double>) -> Void) -> Bool {
        guard let value, time < value.settleTime else { return false }
        let owed = (value.value(at: time) - value.modelValue(at: time)).components
        guard owed.count == nodes.count * stride else { return false }
        owed.withUnsafeBufferPointer { owed in
            for (slot, node) in nodes.enumerated() where node < elements.count {
                apply(&elements[node], UnsafeBufferPointer(rebasing: owed[slot * stride..<(slot + 1) * stride]))
            }
        }
        return true
    }
}
