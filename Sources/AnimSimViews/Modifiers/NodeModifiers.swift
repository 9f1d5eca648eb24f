import AnimSimCore

/// Wraps each of the content's views in a modifier layout (frame, padding, offset, fixedSize).
public struct _LayoutModifier<L: Layout>: _PrimitiveModifier {
    let layout: L

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        var nodes = resolve(content, in: context)
        for index in nodes.indices { nodes[index] = nodes[index].wrapped(in: layout) }
        return nodes
    }
}

/// Changes each of the content's views: on the whole view (`outer`: opacity, effects,
/// transition, layout priority and values) or on its drawable inside the modifier layers
/// (fill, stroke). A `ViewModifier` by an extension, like `ModifiedContent`, so nonisolated
/// code (`Path.stroke(_:style:)`) can make one.
public struct _NodeModifier {
    let innermost: Bool
    /// The change, given the environment the view is resolved in (which a hierarchical
    /// style's `.fill(.secondary)` is a level of).
    let change: (inout ViewNode, EnvironmentValues) -> Void
    /// Made by `fill`: a stroke chained after it paints over the fill (iOS 17's
    /// `ShapeView`) instead of replacing it (`ModifiedContent+Stroke.swift`).
    var isFill = false

    init(innermost: Bool, isFill: Bool = false, change: @escaping (inout ViewNode) -> Void) {
        self.init(innermost: innermost, isFill: isFill) { node, _ in change(&node) }
    }

    init(innermost: Bool, isFill: Bool = false, inEnvironment change: @escaping (inout ViewNode, EnvironmentValues) -> Void) {
        self.innermost = innermost
        self.change = change
        self.isFill = isFill
    }
}

extension _NodeModifier: _PrimitiveModifier {
    /// Changed in place: a modifier per view per use, so no copy of each node and its array.
    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        var nodes = resolve(content, in: context)
        let environment = context.environment
        for index in nodes.indices {
            if innermost { nodes[index].modifyInnermost { change(&$0, environment) } } else { change(&nodes[index], environment) }
        }
        return nodes
    }
}

/// Sets environment values for the content (`foregroundColor`, `font`).
public struct _EnvironmentModifier: _PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let inner = context.with { change(&$0.environment) }
        // A subtree given another colour scheme (`.environment(\.colorScheme, .dark)`) builds
        // its colours in it: the system colours and `Color.primary` its bodies make are that
        // scheme's (`CurrentAppearance`), as SwiftUI resolves them in the view's environment.
        guard inner.environment.colorScheme != context.environment.colorScheme else { return resolve(content, in: inner) }
        return CurrentAppearance.with(inner.environment.colorScheme) { resolve(content, in: inner) }
    }
}

/// `.id(x)`: `x` joins the identity (note I7, step `@x`); a new `x` is a new view, with new
/// state and its transitions.
public struct _IDModifier: _PrimitiveModifier {
    let id: String

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        resolve(content, in: context.appending("@" + id))
    }
}

/// `.overlay` and `.background`: the secondary view is proposed the primary's size and
/// aligned over or under it (core `SecondaryLayout`), identified by the step `overlay` or
/// `background`, numbered from the view's second in one chain (`ViewNode.secondaryStep`).
public struct _SecondaryModifier<Secondary: View>: _PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    /// The step naming the secondary view when it is neither (`mask`).
    var step: String? = nil

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let kind = step ?? (isBackground ? "background" : "overlay")
        return resolve(content, in: context).map { primary in
            let id = primary.id ?? context.path
            let step = primary.secondaryStep(kind, of: id)
            var inner = primary
            inner.id = id
            inner.moveInward()
            inner.style.transition = nil
            inner.style.zIndex = 0
            let others = resolve(secondary, in: context.with { $0.path = IdentityPath.appending(step, to: id) })
            let extra = others.count == 1 ? others[0]
                : ViewNode(.layout(AnyLayout(ZStackLayout(alignment: alignment))), children: others,
                           id: IdentityPath.appending(step, to: id) + "/stack")
            var outer = ViewNode(.layout(AnyLayout(SecondaryLayout(alignment: alignment, primaryChild: isBackground ? 1 : 0))),
                                 children: isBackground ? [extra, inner] : [inner, extra], id: id)
            outer.style.transition = primary.style.transition
            outer.style.zIndex = primary.style.zIndex
            outer.priority = primary.priority
            return outer
        }
    }
}

/// `.accessibilityIdentifier`: names the view it is applied to for `trace` (see
/// `TraceNames`). Marked rather than named by id: a modifier applied outside (`.frame`,
/// `.padding`) moves this view inward to `id~` and takes its id, and the name must stay with
/// the view it was given to, not pass to the frame around it.
public struct _IdentifierModifier: _PrimitiveModifier {
    let identifier: String

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        context.session.noteIdentifier()
        return resolve(content, in: context).map { node in
            var node = node
            node.layoutValues[IdentifierMark.self] = identifier
            return node
        }
    }
}

/// The `accessibilityIdentifier` a node was given; no layout reads it.
struct IdentifierMark: LayoutValueKey {
    static let defaultValue: String? = nil
}
