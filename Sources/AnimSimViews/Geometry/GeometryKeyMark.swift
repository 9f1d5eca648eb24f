import AnimSimCore

/// The keys a node's laid-out frame is read back under (`ResolveSession.geometry(of:)`): a
/// `GeometryReader`'s path, a `.coordinateSpace` modifier's slot. A mark rather than the
/// node's id, because a modifier applied outside the view (`.padding`, `.frame`) moves it
/// inward to `id~` and takes its id: read by id, a reader under `.padding(5)` got the padded
/// frame, and a named space the frame of whatever was wrapped around it. No layout reads it.
struct GeometryKeyMark: LayoutValueKey {
    static let defaultValue: [String] = []

    /// The laid-out frames the readers of a pass asked for, by key: a marked node's frame,
    /// else (a key no node marks) the frame of the first item with that id.
    static func frames(of items: some Sequence<DisplayItem>, in tree: ViewNode, for readers: [String: CGRect]) -> [String: CGRect] {
        var marked: [String: [String]] = [:]
        func visit(_ node: ViewNode) {
            if let id = node.id, !node.layoutValues[GeometryKeyMark.self].isEmpty {
                marked[id, default: []] += node.layoutValues[GeometryKeyMark.self]
            }
            node.children.forEach(visit)
        }
        visit(tree)
        var byID: [String: CGRect] = [:], byMark: [String: CGRect] = [:]
        for item in items {
            if readers[item.id] != nil, byID[item.id] == nil { byID[item.id] = item.frame }
            for key in marked[item.id] ?? [] where readers[key] != nil && byMark[key] == nil { byMark[key] = item.frame }
        }
        return byID.merging(byMark) { _, marked in marked }
    }
}
