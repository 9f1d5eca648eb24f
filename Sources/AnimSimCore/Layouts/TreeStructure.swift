import Foundation

/// Who is whose parent in a `TreeLayout`, worked out once per pass from the views' layout
/// values, with everything wrong with it described for `LayoutSubviews.report`.
///
/// Nodes are offsets into the layout's subviews. A node is *placed in the tree* when it can
/// be reached from a root (a node without a parent); the others (on or under a cycle, or under
/// a parent id that names no node) are *stray* and go in a row of their own below the tree,
/// so a broken tree still lays out, and the errors name what to fix.
struct TreeStructure {
    let ids: [String]
    /// Children of each node, in subview order.
    private(set) var children: [[Int]]
    private(set) var roots: [Int] = []
    /// Nodes reachable from a root, parents before children, level by level.
    private(set) var breadthFirst: [Int] = []
    private(set) var depth: [Int]
    private(set) var stray: [Int] = []
    private(set) var problems: [String] = []

    init(ids: [String], parents: [String?]) {
        self.ids = ids
        children = Array(repeating: [], count: ids.count)
        depth = Array(repeating: -1, count: ids.count)
        var index: [String: Int] = [:]
        for (node, id) in ids.enumerated() {
            if index[id] == nil {
                index[id] = node
            } else {
                problems.append("two nodes have the id '\(id)'; parents named '\(id)' mean the first")
            }
        }
        var parent = [Int?](repeating: nil, count: ids.count)
        for (node, parentID) in parents.enumerated() {
            guard let parentID else {
                roots.append(node)
                continue
            }
            if let found = index[parentID] {
                parent[node] = found
                children[found].append(node)
            } else {
                problems.append("node '\(ids[node])' names parent '\(parentID)', which is no node of the tree")
            }
        }
        if roots.isEmpty, !ids.isEmpty {
            problems.append("tree has no root: every node (\(Self.list(ids))) names a parent; exactly one node must have none")
        } else if roots.count > 1 {
            problems.append("tree has \(roots.count) roots (\(Self.list(roots.map { ids[$0] }))); "
                            + "exactly one node may have no parent")
        }
        walkLevels()
        stray = ids.indices.filter { depth[$0] < 0 }
        findCycles(parent)
    }

    /// Up to eight quoted names: enough to find the culprits in a large tree.
    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        return names.count > 8 ? shown + ", … (\(names.count) in all)" : shown
    }

    private mutating func walkLevels() {
        for root in roots { depth[root] = 0 }
        breadthFirst = roots
        var next = 0
        while next < breadthFirst.count {
            let node = breadthFirst[next]
            next += 1
            for child in children[node] where depth[child] < 0 {
                depth[child] = depth[node] + 1
                breadthFirst.append(child)
            }
        }
    }

    /// Following parent links from a stray node ends at an unknown parent or in a cycle;
    /// each cycle is reported once, from its first node in subview order.
    private mutating func findCycles(_ parent: [Int?]) {
        var state = [UInt8](repeating: 0, count: ids.count)  // 0 unseen, 1 on this walk, 2 done
        for start in stray where state[start] == 0 {
            var walk: [Int] = []
            var node: Int? = start
            while let current = node, state[current] == 0 {
                state[current] = 1
                walk.append(current)
                node = parent[current]
            }
            if let current = node, state[current] == 1, let first = walk.firstIndex(of: current) {
                let cycle = Array(walk[first...])
                let lead = cycle.indices.min { cycle[$0] < cycle[$1] } ?? 0
                let ordered = Array(cycle[lead...] + cycle[..<lead])
                let names = (ordered + [ordered[0]]).map { ids[$0] }.joined(separator: " → ")
                problems.append("tree has a cycle: \(names) (each node names the next as its parent)")
            }
            for node in walk { state[node] = 2 }
        }
    }
}
