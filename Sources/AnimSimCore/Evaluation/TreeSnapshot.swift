import Foundation

/// Every id any state's tree holds, first seen first: the slots of a plan's channels.
struct SlotTable {
    private(set) var ids: [String]
    private(set) var index: [String: Int]
    /// Slots already in a tree at some transaction: a fresh one starts at its insertion's
    /// active state, one seen before turns back from wherever it is.
    private var seenSlots: [Bool]

    init(ids: [String]) {
        self.ids = ids
        index = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        seenSlots = [Bool](repeating: true, count: ids.count)
    }

    mutating func slot(_ id: String) -> Int {
        if let slot = index[id] { return slot }
        ids.append(id)
        seenSlots.append(false)
        index[id] = ids.count - 1
        return ids.count - 1
    }

    func seen(_ slot: Int) -> Bool { seenSlots[slot] }

    mutating func markSeen(_ slots: [Int]) { for slot in slots { seenSlots[slot] = true } }
}

/// One tree as a transaction saw it: its nodes' slots and what a removed view needs to be
/// drawn after it has left (arrays are shared with the graph, copy-on-write).
struct TreeSnapshot {
    let slots: [Int]
    let parents: [Int]
    let appearances: [DisplayItems.Appearance]
    let effects: [DisplayItems.OwnEffect]
    let styles: [ViewStyle]
    /// Slot → node; nil when the slots are the nodes' own indices (a tree of the first shape).
    private let nodes: [Int: Int]?

    init(_ graph: PresentationGraph, slots table: inout SlotTable) {
        let ids = graph.ids
        if ids.count <= table.ids.count, ids.indices.allSatisfy({ table.ids[$0] == ids[$0] }) {
            slots = Array(ids.indices)
            nodes = nil
        } else {
            let slots = ids.map { table.slot($0) }
            self.slots = slots
            nodes = Dictionary(slots.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        }
        parents = graph.graph.parents
        appearances = graph.appearances
        effects = graph.ownEffects
        styles = graph.graph.styles
    }

    func node(of slot: Int) -> Int? {
        guard let nodes else { return slot < slots.count ? slot : nil }
        return nodes[slot]
    }

    /// `node` and every node inside it, parents first.
    func subtree(_ node: Int) -> [Int] {
        var inside = Set([node]), result = [node]
        for other in node + 1..<slots.count where inside.contains(parents[other]) {
            inside.insert(other)
            result.append(other)
        }
        return result
    }
}
