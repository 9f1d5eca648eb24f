import AnimSimCore

/// A `View` that is also `Animatable` (SwiftUI's `View & Animatable`, note A1): its body runs
/// with the interpolated `animatableData` at every frame of the animatable pane. The view
/// resolves to one node, `_AnimatableBodyLayout`, which carries the data for the evaluator
/// to animate and a `BodySource` that runs the body again for a presented value.
extension View where Self: Animatable {
    public func _resolveNodes(in context: _ResolveContext) -> [ViewNode] {
        context.session.install(self, at: context.path, environment: context.environment)
        let view = self
        let source = BodySource<AnimatableData>(context: context) { data, context in
            var copy = view
            copy.animatableData = data
            return AnimatableBody.node(copy.body, data: data, in: context)
        }
        let body = context.session.evaluatingBody { self.body }
        return [AnimatableBody.node(body, data: animatableData, source: source, in: context)]
    }
}

/// A `ViewModifier` that is also `Animatable` (`AnimatableModifier`, note A1): its
/// `body(content:)` runs with the interpolated data at every frame, and the content is the
/// placeholder SwiftUI's is: what the update resolved, placed again without running its
/// body (`ModifierContents`).
extension ViewModifier where Self: Animatable {
    public func _resolveModified<C: View>(_ content: C, in context: _ResolveContext) -> [ViewNode] {
        let modifier = self
        let contents = ModifierContents()
        let placeholder = _ViewModifier_Content<Self>(view: AnyView(content), contents: contents)
        let source = BodySource<AnimatableData>(context: context) { data, context in
            var copy = modifier
            copy.animatableData = data
            return AnimatableBody.node(copy.body(content: placeholder), data: data, in: context)
        }
        let body = context.session.evaluatingBody { self.body(content: placeholder) }
        return [AnimatableBody.node(body, data: animatableData, source: source, in: context)]
    }
}

/// SwiftUI's `AnimatableModifier` (deprecated there for `Animatable`, and the same thing).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The node of an animatable body: the body's nodes inside `_AnimatableBodyLayout`.
enum AnimatableBody {
    /// The node for `body` resolved in `context`, with the data and source the layout carries
    /// (none for a per-frame body: only its children are used).
    @MainActor
    static func node<B: View, Data: VectorArithmetic>(_ body: B, data: Data, source: BodySource<Data>? = nil,
                                                     in context: _ResolveContext) -> ViewNode {
        let nodes = resolve(body, in: context)
        // A per-frame body's wrapper is never laid out: any layout of the right shape will do.
        let wrapper: AnyLayout
        if let source { wrapper = AnyLayout(_AnimatableBodyLayout(animatableData: data, source: source)) } else { wrapper = AnyLayout(ZStackLayout()) }
        guard nodes.count == 1 else { return ViewNode(.layout(wrapper), children: nodes, id: context.path) }
        return nodes[0].wrapped(in: wrapper)
    }

    /// How many steps inward (`~`) `id` lies below `original`: 0 when it is the same.
    static func depth(of id: String?, below original: String?) -> Int {
        guard let id, let original, id.count > original.count, id.hasPrefix(original) else { return 0 }
        let rest = id.dropFirst(original.count)
        return rest.allSatisfy { $0 == "~" } ? rest.count : 0
    }
}

/// The content of an animatable modifier as the view update placed it, by path: the
/// update records it; a per-frame body places the recorded nodes again.
final class ModifierContents {
    private var placed: [String: [ViewNode]] = [:]

    func nodes(at path: String) -> [ViewNode]? { placed[path] }

    func record(_ nodes: [ViewNode], at path: String) { placed[path] = nodes }
}
