import AnimSimCore

/// How `trace` names a drawn view (issue #31): its `accessibilityIdentifier`, else its
/// `.id` (the value of the last `@X` step of its path), else its structural path; a name
/// used twice gets `#2`, `#3`, … in tree order.
///
/// The identifier names the node it was applied to, so its frame is that view's. Nodes
/// inside a modifier (`path~`) are named after the view with the same `~` suffix.
public enum TraceNames {
    public static func names(in tree: ViewNode, identifiers: [String: String]) -> [String: String] {
        var names: [String: String] = [:]
        var uses: [String: Int] = [:]
        func visit(_ node: ViewNode) {
            if let id = node.id {
                var name = baseName(id, identifiers: identifiers)
                let count = uses[name, default: 0] + 1
                uses[name] = count
                if count > 1 { name += "#\(count)" }
                names[id] = name
            }
            node.children.forEach(visit)
        }
        visit(tree)
        return names
    }

    static func baseName(_ id: String, identifiers: [String: String]) -> String {
        var view = id, suffix = ""
        while view.hasSuffix("~"), identifiers[view] == nil {
            view.removeLast()
            suffix += "~"
        }
        if let identifier = identifiers[view] { return identifier + suffix }
        let steps = view.split(separator: "/")
        if let last = steps.last, last.hasPrefix("@") { return String(last.dropFirst()) + suffix }
        return id
    }
}

extension ViewHost {
    /// The trace name of every node of the current snapshot, by node id.
    public var traceNames: [String: String] { TraceNames.names(in: currentTree, identifiers: identifiers) }
}
