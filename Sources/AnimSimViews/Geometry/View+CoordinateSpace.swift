import AnimSimCore

extension View {
    /// SwiftUI's `.coordinateSpace(name:)`: this view's bounds become a space named `name`
    /// for the views inside it, so a `GeometryReader` below reads `frame(in: .named(name))`
    /// relative to this view's top-leading corner (`GeometryProxy`).
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// iOS 17's `.coordinateSpace(.named("x"))`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}

/// Names the content's view for the readers inside it. The readers find its frame as they
/// find their own: the host lays the tree out and hands back the frame of the node with the
/// view's id (`ResolveSession.geometry(of:)`), so the content's node must carry that id.
public struct _CoordinateSpaceModifier: _PrimitiveModifier {
    let name: AnyHashable

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let id = context.path
        var nodes = resolve(content, in: context.with { $0.environment.coordinateSpaces[name] = id })
        // One view: it is the named one. A view resolved to no node of its own id (a body
        // that added `.id(_:)`) is framed by a node that passes its layout through; several
        // views (a group) name no single frame, and their readers measure globally.
        guard nodes.count == 1, nodes[0].id != id else { return nodes }
        if nodes[0].id == nil {
            nodes[0].id = id
        } else {
            let own = nodes[0].id
            nodes[0] = nodes[0].wrapped(in: FixedSizeLayout(horizontal: false, vertical: false))
            nodes[0].children[0].id = own
            nodes[0].id = id
        }
        return nodes
    }
}
