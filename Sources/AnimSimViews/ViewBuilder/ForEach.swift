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

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        var seen: [String: Int] = [:]
        var nodes: [ViewNode] = []
        for element in data {
            var key = "[\(id(element))]"
            let count = seen[key, default: 0] + 1
            seen[key] = count
            if count > 1 {
                ViewDiagnostics.warn("ForEach<\(Data.self), \(ID.self)>: the ID \(id(element)) occurs multiple times "
                    + "within the collection, this will give undefined results!")
                key += "#\(count)"
            }
            let resolved = resolve(content(element), in: context.appending(key).with { $0.tagsForEach = false })
            guard context.tagsForEach else {
                nodes += resolved
                continue
            }
            let tag = context.session.addTag(AnyHashable(id(element)))
            nodes += resolved.map { node in
                var node = node
                if node.layoutValues[TagMark.self] == nil { node.layoutValues[TagMark.self] = tag }
                return node
            }
        }
        return nodes
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
    }
}
