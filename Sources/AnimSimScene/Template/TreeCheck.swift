import Foundation

/// Checks a tree's children at load, from their `id` and `parent` keys: every node named,
/// exactly one root, every parent an existing node, no cycles. The layout copes with a
/// broken tree at run time, but a scene file should say what is wrong, and where, before
/// anything runs. Each child then gets `treeNode(id:parent:)`.
struct TreeCheck {
    let diagnostics: Diagnostics

    func check(_ children: [ViewCompiler.Compiled], layout: YAMLValue) -> [ViewTemplate] {
        var named: [(id: String, parent: (name: String, location: SourceLocation)?, location: SourceLocation)] = []
        for child in children {
            guard let id = child.id else {
                diagnostics.error(child.template.location, "a child of tree needs an 'id' (and a 'parent', except the root)")
                continue
            }
            named.append((id.name, child.parent, id.location))
        }
        let ids = Set(named.map(\.id))
        let roots = named.filter { $0.parent == nil }
        if roots.isEmpty, !named.isEmpty {
            diagnostics.error(layout, "tree has no root: every node has a parent; leave out 'parent' on the root node")
        }
        for extra in roots.dropFirst() {
            diagnostics.error(extra.location, "tree has several roots ('\(roots[0].id)' and '\(extra.id)'); a tree has one: give '\(extra.id)' a parent")
        }
        var parentOf: [String: String] = [:]
        for node in named {
            guard let parent = node.parent else { continue }
            if parent.name == node.id {
                diagnostics.error(parent.location, "node '\(node.id)' is its own parent")
            } else if !ids.contains(parent.name) {
                diagnostics.error(parent.location, "unknown parent \(Echo.quoted(parent.name))" + Suggestions.hint(for: parent.name, among: ids.sorted())
                    + "; a parent is the id of another child of the same tree")
            } else {
                parentOf[node.id] = parent.name
            }
        }
        reportCycles(named.map { ($0.id, $0.parent?.location) }, parentOf: parentOf)
        var templates: [ViewTemplate] = []
        for child in children {
            var template = child.template
            if let id = child.id { template.modifiers.append(.treeNode(id: id.name, parent: child.parent?.name)) }
            templates.append(template)
        }
        return templates
    }

    /// Follows parent links from every node; a walk that comes back to a node on its own path
    /// is a cycle, reported once at the parent key of its first node in file order.
    private func reportCycles(_ nodes: [(id: String, parentLocation: SourceLocation?)], parentOf: [String: String]) {
        var done = Set<String>()
        let location = Dictionary(nodes.map { ($0.id, $0.parentLocation) }, uniquingKeysWith: { a, _ in a })
        for node in nodes where !done.contains(node.id) {
            var path: [String] = []
            var onPath = Set<String>()
            var current: String? = node.id
            while let id = current, !done.contains(id) {
                if onPath.contains(id) {
                    let cycle = Array(path[path.firstIndex(of: id)!...])
                    let first = cycle.min { (location[$0].flatMap { $0 } ?? .init(file: "", line: .max, column: 0)) < (location[$1].flatMap { $0 } ?? .init(file: "", line: .max, column: 0)) } ?? id
                    let start = cycle.firstIndex(of: first)!
                    let ordered = Array(cycle[start...] + cycle[..<start]) + [first]
                    if let at = location[first] ?? nil {
                        diagnostics.error(at, "tree nodes form a cycle (\(ordered.map { "'\($0)'" }.joined(separator: " → "))): "
                            + "following parents must lead to the root")
                    }
                    break
                }
                path.append(id)
                onPath.insert(id)
                current = parentOf[id]
            }
            done.formUnion(path)
        }
    }
}
