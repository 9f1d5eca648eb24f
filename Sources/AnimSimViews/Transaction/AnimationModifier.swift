import AnimSimCore

/// `.animation(_:value:)` (note T4): in an update in which `value` changed since the last
/// update at this identity, the content's changes animate with `animation` instead of the
/// transaction's (nil: they snap); in other updates, and on first appearance, it does
/// nothing. Modifiers applied outside it keep the transaction's animation.
///
/// The core gives a transaction one animation, so the host stages such an update into
/// several timeline entries at the same instant (`StagedUpdate`): first the whole new tree
/// with these subtrees still as they were, under the transaction's animation; then each
/// subtree's new version, outermost first, under its own animation.
public struct _AnimationModifier<Value: Equatable>: _PrimitiveModifier {
    let animation: Animation?
    let value: Value

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let changed = context.session.graph?.exchange(value, at: context.path + "|animation") ?? false
        let incoming = context.transaction
        guard changed, !incoming.disablesAnimations else { return resolve(content, in: context) }
        var transaction = incoming
        transaction.animation = animation
        // Marked even when the animation is the same one: the subtree's changes are its
        // own stage, which an enclosing `.animation` does not take over.
        let nodes = resolve(content, in: context.with { $0.transactionOverride = transaction })
        let mark = context.session.override(with: animation)
        return nodes.map { node in
            var node = node
            node.layoutValues[ImplicitAnimationMark.self] = mark
            return node
        }
    }
}

/// Marks the root nodes of a `.animation(_:value:)` subtree that animates in this update
/// with the index of its animation in `ResolveSession.overrides`; no layout reads it.
struct ImplicitAnimationMark: LayoutValueKey {
    static let defaultValue: Int? = nil
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AnimationModifier<V>> {
        modifier(_AnimationModifier(animation: animation, value: value))
    }
}

/// One update staged for `.animation(_:value:)`: the trees to show in order, each with the
/// animation it is reached under.
enum StagedUpdate {
    /// `new` staged against `old`: `overrides` are subtree ids, in tree order (outer before
    /// inner), with their animations.
    static func stages(old: ViewNode, new: ViewNode, transaction: Animation?,
                       overrides: [(id: String, animation: Animation?)]) -> [(tree: ViewNode, animation: Animation?)] {
        guard !overrides.isEmpty else { return [(new, transaction)] }
        // `staged` keeps overridden subtrees' old versions; nested ones are kept until their turn.
        let oldSubtrees = index(old)
        var stages: [(ViewNode, Animation?)] = []
        var pending = Set(overrides.map(\.id))
        stages.append((staged(new, keepingOld: pending, from: oldSubtrees), transaction))
        for (id, animation) in overrides {
            pending.remove(id)
            stages.append((staged(new, keepingOld: pending, from: oldSubtrees), animation))
        }
        return stages
    }

    /// The marked subtrees of `tree`, in tree order, with their animations.
    static func overrides(in tree: ViewNode, animations: [Animation?]) -> [(id: String, animation: Animation?)] {
        // No `.animation(_:value:)` changed in the pass: no mark can name one, and a use
        // need not visit every node to find none.
        guard !animations.isEmpty else { return [] }
        var result: [(id: String, animation: Animation?)] = []
        func visit(_ node: ViewNode) {
            if let id = node.id, let mark = node.layoutValues[ImplicitAnimationMark.self], animations.indices.contains(mark) {
                result.append((id, animations[mark]))
            }
            node.children.forEach(visit)
        }
        visit(tree)
        return result
    }

    private static func index(_ tree: ViewNode) -> [String: ViewNode] {
        var result: [String: ViewNode] = [:]
        func visit(_ node: ViewNode) {
            if let id = node.id { result[id] = node }
            node.children.forEach(visit)
        }
        visit(tree)
        return result
    }

    /// `node` with every subtree whose id is in `keep` (and which existed before) as it was.
    private static func staged(_ node: ViewNode, keepingOld keep: Set<String>, from old: [String: ViewNode]) -> ViewNode {
        if let id = node.id, keep.contains(id), let previous = old[id] { return previous }
        var copy = node
        copy.children = node.children.map { staged($0, keepingOld: keep, from: old) }
        return copy
    }
}
