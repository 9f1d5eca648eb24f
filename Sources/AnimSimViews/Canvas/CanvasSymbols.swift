import AnimSimCore

/// A canvas's `symbols`, resolved once per resolution of the canvas and found by their tag.
/// Each symbol's size is its ideal size, read back from the layout as a `GeometryReader`'s
/// is (`ResolveSession.geometry`): the symbols are laid out in a hidden layer of the canvas
/// (`hidden(in:)`: opacity 0, at their ideal size), and drawn only where the renderer
/// draws them.
final class CanvasSymbols {
    struct Symbol {
        let node: ViewNode
        let size: CGSize
    }

    private let nodes: [ViewNode]
    private var byTag: [AnyHashable: Symbol] = [:]

    @MainActor
    init<Symbols: View>(_ symbols: Symbols, in context: _ResolveContext) {
        nodes = Symbols.self == EmptyView.self ? [] : resolve(symbols, in: context)
        for node in nodes {
            guard let mark = node.innermostTag, context.session.tags.indices.contains(mark), let id = node.id else { continue }
            let size = context.session.geometry(of: id).size
            byTag[context.session.tags[mark]] = byTag[context.session.tags[mark]] ?? Symbol(node: node, size: size)
        }
    }

    func symbol(_ tag: AnyHashable) -> Symbol? { byTag[tag] }

    /// The symbols' layer: laid out at their ideal sizes, never seen.
    func hidden(in context: _ResolveContext) -> [ViewNode] {
        guard !nodes.isEmpty else { return [] }
        var layer = ViewNode(.layout(AnyLayout(CanvasPlacementLayout(placement: .point(.zero, .topLeading)))), children: nodes,
                             id: IdentityPath.appending("symbols", to: context.path))
        layer.style.opacity = 0
        return [layer]
    }
}

extension ViewNode {
    /// The `.tag` index on this node or on the one its modifiers wrap.
    var innermostTag: Int? {
        var node = self
        while true {
            if let mark = node.layoutValues[TagMark.self] { return mark }
            guard node.children.count == 1 else { return nil }
            node = node.children[0]
        }
    }
}
