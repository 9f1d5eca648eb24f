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
}

/// Views that resolve to nodes themselves instead of through a `body` (`Text`, stacks,
/// modifiers …). Their `Body` is `Never`, as SwiftUI's primitive views' is.
public protocol _PrimitiveView: View where Body == Never {
    /// The nodes this view contributes to its container, in order, identified from `context`.
    func _resolve(in context: _ResolveContext) -> [ViewNode]
}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// SwiftUI's views are main-actor isolated, and so are AnimSim's: the closures a view hands
/// to `DispatchQueue.main.asyncAfter` then compile as in SwiftUI, and the view layer runs on
/// one thread by construction.
///
/// Resolves any view: a primitive view makes its nodes; a composite view gets its `@State`
/// storage for its identity installed, and then its body is resolved at the same identity
/// (a body adds no step to the path, as a single view in a builder does not).
@MainActor
func resolve<V: View>(_ view: V, in context: _ResolveContext) -> [ViewNode] {
    if let primitive = view as? any _PrimitiveView { return primitive._resolve(in: context) }
    context.session.install(view, at: context.path, environment: context.environment)
    let body = context.session.evaluatingBody { view.body }
    return resolve(body, in: context)
}

/// Opens an existential view (tuple elements, `AnyView`) and resolves it.
@MainActor
func resolveAny(_ view: any View, in context: _ResolveContext) -> [ViewNode] {
    resolve(view, in: context)
}
