import AnimSimCore

/// A view with a modifier applied, SwiftUI's `ModifiedContent`. Modifiers are part of the
/// type, so a condition around a modifier is a condition around the view (note I9).
///
/// It is a `View` by an extension, as in SwiftUI, so the struct itself is not main-actor
/// isolated: nonisolated code (a path's `stroke(_:style:)`, as SwiftUI's shape modifiers
/// are nonisolated) can make one. Only resolving it runs on the main actor.
public struct ModifiedContent<Content: View, Modifier: ViewModifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: _PrimitiveView {
    public func _resolve(in context: _ResolveContext) -> [ViewNode] { modifier._resolveModified(content, in: context) }
}

/// Sendable when what it holds is: as a main-actor struct it was Sendable, and a view made
/// on one side of an isolation boundary is still handed to the other.
extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}

/// SwiftUI's `ViewModifier`: `body(content:)` wraps the content in other views.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
    /// `content` with this modifier applied, as nodes: a primitive modifier's own
    /// (`_PrimitiveModifier`), else its body's. A requirement with defaults, as
    /// `View._resolveNodes`, so no dynamic cast per modifier. Not for user code.
    func _resolveModified<C: View>(_ content: C, in context: _ResolveContext) -> [ViewNode]
}

extension ViewModifier {
    public func _resolveModified<C: View>(_ content: C, in context: _ResolveContext) -> [ViewNode] {
        let body = context.session.evaluatingBody { self.body(content: _ViewModifier_Content(view: AnyView(content))) }
        return resolve(body, in: context)
    }
}

/// The content a `ViewModifier`'s body receives: the modified view, at the modifier's
/// place in the tree (its identity does not change).
///
/// An animatable modifier's content (`contents` set) is resolved once, by the view update,
/// and placed again as it was by the bodies run per frame: re-running the modifier's body
/// does not re-run the content's (note A1).
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    let view: AnyView
    var contents: ModifierContents? = nil

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        if let placed = contents?.nodes(at: context.path) { return placed }
        let nodes = resolveAny(view.view, in: context)
        contents?.record(nodes, at: context.path)
        return nodes
    }
}

/// The modifiers AnimSim implements itself: they resolve their content and change its nodes.
public protocol _PrimitiveModifier: ViewModifier where Body == Never {
    func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode]
}

extension _PrimitiveModifier {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }

    public func _resolveModified<C: View>(_ content: C, in context: _ResolveContext) -> [ViewNode] { _resolve(content, in: context) }
}

extension View {
    /// Nonisolated, as SwiftUI's is: it only makes a `ModifiedContent`.
    nonisolated public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewNode {
    /// Wraps the node in a modifier layout: the new outer node takes the view's id (its name,
    /// transition, zIndex, layout priority and values belong to the whole view) and the node
    /// inside is renamed `id~` (see `IdentityPath`).
    func wrapped<L: Layout>(in layout: L) -> ViewNode {
        var inner = self
        let id = inner.id ?? IdentityPath.root
        inner.moveInward()
        var outer = ViewNode(.layout(AnyLayout(layout)), children: [inner], id: id)
        outer.style.transition = inner.style.transition
        inner.style.transition = nil
        outer.style.zIndex = inner.style.zIndex
        inner.style.zIndex = 0
        outer.priority = inner.priority
        outer.children[0].style.transition = nil
        outer.children[0].style.zIndex = 0
        return outer
    }

    /// Renames this node `id~` to make room for a new outer node named `id`, and the node
    /// already named `id~` inside it `id~~`, and so on down the chain, so ids stay unique.
    mutating func moveInward() {
        guard let id else { return }
        let inner = IdentityPath.inner(id)
        if let index = children.firstIndex(where: { $0.id == inner }) { children[index].moveInward() }
        self.id = inner
    }

    /// The drawable view inside any modifier layers (where fill and stroke land): the chain
    /// of nodes named `id~`, `id~~`, ….
    mutating func modifyInnermost(_ change: (inout ViewNode) -> Void) {
        // A leaf (a shape, a text) is its own drawable: no inner name to build and look for.
        guard let id, !children.isEmpty else { return change(&self) }
        let inner = IdentityPath.inner(id)
        guard let index = children.firstIndex(where: { $0.id == inner }) else { return change(&self) }
        children[index].modifyInnermost(change)
    }

    /// The step naming a new overlay (`kind` is `overlay`) or background of this view, whose
    /// id is `id`: `kind` for the first in its chain of modifiers, counted outward from the
    /// view, then `kind2`, `kind3`, …. A modifier applied later moves the chain's nodes inward
    /// (`id~`) but not their secondary views (issue #31: a border, a frame and a border made
    /// two `id/overlay`), and the step must be known now, not renamed afterwards: the
    /// secondary view's state, tasks and `onAppear` are keyed by the path it resolves at.
    func secondaryStep(_ kind: String, of id: String) -> String {
        var taken = Set<String>()
        var link: ViewNode? = self
        while let node = link {
            for child in node.children { if let childID = child.id { taken.insert(childID) } }
            link = node.id.flatMap { chainID in node.children.first { $0.id == IdentityPath.inner(chainID) } }
        }
        /// A secondary view's node is at its path, or below it (`overlay/stack`, `overlay/@x`).
        func isTaken(_ step: String) -> Bool {
            let path = IdentityPath.appending(step, to: id)
            return taken.contains { $0 == path || $0.hasPrefix(path + "/") }
        }
        var number = 1
        var step = kind
        while isTaken(step) {
            number += 1
            step = kind + String(number)
        }
        return step
    }
}
