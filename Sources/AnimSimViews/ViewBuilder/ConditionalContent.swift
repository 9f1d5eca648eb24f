import AnimSimCore

/// The view `if`/`else` and `switch` build: the branch taken is part of the identity (note
/// I3), `then` or `else`, so flipping the condition removes one view and inserts another, a
/// cross-fade under the default transition, even when both branches are the same type.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    nonisolated(unsafe) let storage: Storage

    /// Nonisolated, as `ViewBuilder` is (SwiftUI's builder is not main-actor isolated).
    nonisolated init(storage: Storage) { self.storage = storage }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): resolve(view, in: context.appending("then"))
        case .falseContent(let view): resolve(view, in: context.appending("else"))
        }
    }
}

/// `if` without `else` (note I4): the view is inserted and removed at the same path.
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    /// Primitive (below); said here too, where the `View` conformance picks its witness.
    public func _resolveNodes(in context: _ResolveContext) -> [ViewNode] { _resolve(in: context) }
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        map { resolve($0, in: context) } ?? []
    }
}
