import AnimSimCore

/// SwiftUI's `View`: a value that describes part of the interface through its `body`.
///
/// AnimSim never draws a `View` directly: `ViewHost` resolves the whole tree after every
/// transaction into the core's `ViewNode` snapshot (`_PrimitiveView` for the views that map
/// onto nodes), so the evaluator's parallel paths only ever see `Sendable` values.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
    /// The view's nodes: a primitive view's own (`_PrimitiveView`), a composite view's body's.
    /// A requirement with a default for each kind, so resolving a view is one witness-table
    /// call, not a dynamic cast to `any _PrimitiveView` per view (which made a third of a
    /// use's time on 1,000 views: `animsim bench`). Not for user code.
    func _resolveNodes(in context: _ResolveContext) -> [ViewNode]
}

extension View {
    /// A composite view gets its `@State` storage for its identity installed, and then its
    /// body is resolved at the same identity (a body adds no step to the path, as a single
    /// view in a builder does not).
    public func _resolveNodes(in context: _ResolveContext) -> [ViewNode] {
        // Nesting past the stack's bound stops the host (`StackGuard`) instead of overflowing it.
        if StackGuard.isPastBound {
            ThreadContext.current.clock?.fail(StackGuard.recursion(in: Self.self))
            return []
        }
        context.session.install(self, at: context.path, environment: context.environment)
        let body = context.session.evaluatingBody { UserCodeWatch.run(.body, Self.self) { self.body } }
        return resolve(body, in: context)
    }
}

/// Views that resolve to nodes themselves instead of through a `body` (`Text`, stacks,
/// modifiers …). Their `Body` is `Never`, as SwiftUI's primitive views' is.
public protocol _PrimitiveView: View where Body == Never {
    /// The nodes this view contributes to its container, in order, identified from `context`.
    func _resolve(in context: _ResolveContext) -> [ViewNode]
}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    public func _resolveNodes(in context: _ResolveContext) -> [ViewNode] { _resolve(in: context) }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// SwiftUI's views are main-actor isolated, and so are AnimSim's: the closures a view hands
/// to `DispatchQueue.main.asyncAfter` then compile as in SwiftUI, and the view layer runs on
/// one thread by construction.
///
/// Resolves any view: a primitive view makes its nodes; a composite view resolves its body
/// (`View._resolveNodes`).
@MainActor
func resolve<V: View>(_ view: V, in context: _ResolveContext) -> [ViewNode] {
    view._resolveNodes(in: context)
}

/// Opens an existential view (tuple elements, `AnyView`) and resolves it.
@MainActor
func resolveAny(_ view: any View, in context: _ResolveContext) -> [ViewNode] {
    resolve(view, in: context)
}
