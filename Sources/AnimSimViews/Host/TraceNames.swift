import AnimSimCore

/// How `trace` names a drawn view (issue #31): its `accessibilityIdentifier`, else its
/// `.id` (the value of the last `@X` step of its path), else its structural path; a name
/// used twice gets `#2`, `#3`, … in tree order.
///
/// The identifier names the node it was applied to, so its frame is that view's: in
/// `Circle().accessibilityIdentifier("dot").frame(width: 10)` the circle is `dot` and the
/// frame around it keeps its structural path. Nodes inside a named view's modifiers (`path~`)
/// are named after the view with the same `~` suffix.
public enum TraceNames {
    public static func names(in tree: ViewNode, identifiers: [String: String]) -> [String: String] {
        var book = TraceNameBook()
        book.add(tree, identifiers: identifiers)
        return book.names
    }

    /// The identifiers the tree's nodes were given (`IdentifierMark`), by node id, read once
    /// the tree is whole, when every node has its final id.
    static func identifiers(in tree: ViewNode) -> [String: String] {
        var result: [String: String] = [:]
        func visit(_ node: ViewNode) {
            if let id = node.id, let identifier = node.layoutValues[IdentifierMark.self] { result[id] = identifier }
            node.children.forEach(visit)
        }
        visit(tree)
        return result
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

/// Trace names over a scene's whole run: each node id is named once, when it first appears,
/// and keeps that name in every frame, so one view is one name from start to end of a trace.
/// Snapshots are read in time order and each in tree order, so a name taken by a view that is
/// still drawn (leaving under a transition while its replacement arrives) is never given twice:
/// the newcomer gets `#2`. Within one snapshot this is `TraceNames.names(in:identifiers:)`.
struct TraceNameBook {
    private(set) var names: [String: String] = [:]
    private var uses: [String: Int] = [:]

    mutating func add(_ tree: ViewNode, identifiers: [String: String]) {
        name(tree.id, identifiers: identifiers)
        add(tree.children, identifiers: identifiers)
    }

    /// Each node's id and children read in place: taking a node out of its array (`for
    /// child in`) copies it, a retain and a release of every field, at every use.
    private mutating func add(_ nodes: [ViewNode], identifiers: [String: String]) {
        for index in nodes.indices {
            name(nodes[index].id, identifiers: identifiers)
            add(nodes[index].children, identifiers: identifiers)
        }
    }

    private mutating func name(_ id: String?, identifiers: [String: String]) {
        guard let id, names[id] == nil else { return }
        var name = TraceNames.baseName(id, identifiers: identifiers)
        let count = uses[name, default: 0] + 1
        uses[name] = count
        if count > 1 { name += "#\(count)" }
        names[id] = name
    }
}

extension ViewHost {
    /// The trace name of every node of the current snapshot, by node id.
    public var traceNames: [String: String] { TraceNames.names(in: currentTree, identifiers: identifiers) }

    /// The trace name of every node of every snapshot so far, by node id (`TraceNameBook`):
    /// what `trace` prints for a hosted view's scene.
    public var sceneTraceNames: [String: String] { traceNameBook.names }
}
