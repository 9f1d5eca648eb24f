import Foundation

/// The animations of one kind of attribute (frames, or opacity/rotation/scale) of the nodes
/// whose value ever jumps: SwiftUI's additive model, where the presentation is the model
/// value plus what the running animations still owe, `presentation − model`, decaying to
/// zero.
///
/// A node's cumulative jumps (`Σ new − old`) are its model value; an animated transaction
/// adds its jump with its animation, an unanimated one jumps both model and presentation, so
/// it owes nothing. Nodes that jump in exactly the same transactions share one vector, so an
/// instant is a pass over plain numbers per group (a wheel of 10,000 moving views is one
/// group), and a transaction gives animators only to the nodes it changed, as SwiftUI gives
/// none to an attribute whose value did not change: a merging spring never takes over a
/// running animation of a node it did not move.
struct OffsetChannel: Sendable {
    struct Group: Sendable {
        let nodes: [Int]
        let value: AnimatedValue<AnimatableVector>
    }

    let groups: [Group]
    let stride: Int

    static func empty(stride: Int) -> OffsetChannel { OffsetChannel(groups: [], stride: stride) }

    private init(groups: [Group], stride: Int) {
        self.groups = groups
        self.stride = stride
    }

    /// `cumulative[k]`: every node's summed jumps after transaction k (`stride` numbers per
    /// node, in node order). Only nodes that ever jump are kept.
    init(transactions: [TransactionList.Transaction], cumulative: [[Double]], stride: Int) {
        self.stride = stride
        let count = cumulative.first.map { $0.count / stride } ?? 0
        let zero = [Double](repeating: 0, count: count * stride)
        // Each node's signature: the transactions in which it jumps.
        var bySignature: [[Int]: [Int]] = [:]
        for node in 0..<count {
            let range = node * stride..<(node + 1) * stride
            var signature: [Int] = []
            for k in cumulative.indices where cumulative[k][range] != (k == 0 ? zero : cumulative[k - 1])[range] {
                signature.append(k)
            }
            if !signature.isEmpty { bySignature[signature, default: []].append(node) }
        }
        // In node order, so nothing depends on the dictionary's order.
        groups = bySignature.map { ($0.key, $0.value) }.sorted { $0.1[0] < $1.1[0] }.map { signature, nodes in
            func reduced(_ vector: [Double]) -> AnimatableVector {
                var out: [Double] = []
                out.reserveCapacity(nodes.count * stride)
                for node in nodes { out.append(contentsOf: vector[node * stride..<(node + 1) * stride]) }
                return AnimatableVector(out)
            }
            var value = AnimatedValue(initial: AnimatableVector([Double](repeating: 0, count: nodes.count * stride)))
            for k in signature {
                value = value.adding(at: transactions[k].time, target: reduced(cumulative[k]), animation: transactions[k].animation)
            }
            return Group(nodes: nodes, value: value)
        }
    }

    var settleTime: Double { groups.map(\.value.settleTime).max() ?? 0 }

    /// Adds what is still owed at `time` to each kept node's element. False (and nothing
    /// touched) when nothing is.
    @discardableResult
    func add<T>(at time: Double, to elements: inout [T], _ apply: (inout T, UnsafeBufferPointer<Double>) -> Void) -> Bool {
        var applied = false
        for group in groups where time < group.value.settleTime {
            let owed = group.value.owed(at: time).components
            guard owed.count == group.nodes.count * stride else { continue }
            owed.withUnsafeBufferPointer { owed in
                for (slot, node) in group.nodes.enumerated() where node < elements.count {
                    apply(&elements[node], UnsafeBufferPointer(rebasing: owed[slot * stride..<(slot + 1) * stride]))
                }
            }
            applied = true
        }
        return applied
    }

    /// Calls `body` with each kept node and what it is still owed at `time`, for elements
    /// not stored one per node (a combined tree of kept and leaving views).
    func forEachOwed(at time: Double, _ body: (Int, UnsafeBufferPointer<Double>) -> Void) {
        for group in groups where time < group.value.settleTime {
            let owed = group.value.owed(at: time).components
            guard owed.count == group.nodes.count * stride else { continue }
            owed.withUnsafeBufferPointer { owed in
                for (slot, node) in group.nodes.enumerated() {
                    body(node, UnsafeBufferPointer(rebasing: owed[slot * stride..<(slot + 1) * stride]))
                }
            }
        }
    }
}
