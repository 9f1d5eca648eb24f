import AnimSimCore

/// SwiftUI's `ForEach`: a view per element, each identified by its element's id under the
/// ForEach's own position (note I6, step `[ID]`), so reordering moves views with their
/// state, a new id inserts and a missing one removes. Over a range without `id:` the data is
/// constant and the offset is the id. Duplicate ids are reported, as SwiftUI does, and told
/// apart (`[ID]#2`) so the evaluator still sees distinct views.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// Over a constant range: the range, whose offsets are the ids, and the content for an
    /// offset. A use then walks the range itself: the generic iterator, the generic
    /// interpolation of each id and a dictionary of every path to find duplicates (which
    /// offsets cannot have) cost more than the rest of the loop on 1,000 views.
    private var offsets: (range: Range<Int>, content: (Int) -> Content)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(data.count)
        if let offsets {
            for offset in offsets.range {
                append(offsets.content(offset), key: "[" + String(offset) + "]", tag: offset, in: context, to: &nodes)
            }
            return nodes
        }
        var seen: [String: Int] = [:]
        for element in data {
            var key = "[" + IdentityPath.text(of: id(element)) + "]"
            let count = seen[key, default: 0] + 1
            seen[key] = count
            if count > 1 {
                ViewDiagnostics.warn("ForEach<\(Data.self), \(ID.self)>: the ID \(id(element)) occurs multiple times "
                    + "within the collection, this will give undefined results!")
                key += "#\(count)"
            }
            append(content(element), key: key, tag: id(element), in: context, to: &nodes)
        }
        return nodes
    }

    /// One element's view, resolved at the step `key`; in a `Picker`, tagged with its id.
    private func append<Tag: Hashable>(_ view: Content, key: String, tag: @autoclosure () -> Tag, in context: _ResolveContext,
                                       to nodes: inout [ViewNode]) {
        var inner = context.appending(key)
        inner.tagsForEach = false
        let resolved = resolve(view, in: inner)
        guard context.tagsForEach else {
            nodes += resolved
            return
        }
        let tag = context.session.addTag(AnyHashable(tag()))
        nodes += resolved.map { node in
            var node = node
            if node.layoutValues[TagMark.self] == nil { node.layoutValues[TagMark.self] = tag }
            return node
        }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Constant data: the offset is the identity.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        id = { $0 }
        offsets = (data, content)
    }
}
