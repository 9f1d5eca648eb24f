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
/// find their own (`ResolveSession.geometry(of:)`), under the modifier's key, which the
/// view's node carries as a mark (`GeometryKeyMark`).
public struct _CoordinateSpaceModifier: _PrimitiveModifier {
    let name: AnyHashable

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        // Its own key, not the path: a reader in the same view (`GeometryReader { }.padding()
        // .coordinateSpace(name:)`) asks for its own frame under the path.
        let key = context.session.slot("coordinateSpace", at: context.path)
        var nodes = resolve(content, in: context.with { $0.environment.coordinateSpaces[name] = key })
        // Several views (a group) name no single frame: their readers measure globally.
        guard nodes.count == 1 else { return nodes }
        if nodes[0].id == nil { nodes[0].id = context.path }
        nodes[0].layoutValues[GeometryKeyMark.self].append(key)
        return nodes
    }
}
