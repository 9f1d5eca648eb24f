import AnimSimCore

/// Two or more views from one `@ViewBuilder` block; child `i` is identified by its index,
/// whatever its value (note I2), so a view keeps its state however its siblings change.
public struct TupleView<T>: _PrimitiveView {
    public var value: T
    /// The same children as `value`, as existentials to walk in order.
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        children.enumerated().flatMap { index, child in resolveAny(child, in: context.appending(String(index))) }
    }
}

/// No view at all: an empty builder block.
public struct EmptyView: _PrimitiveView {
    public init() {}
    public func _resolve(in context: _ResolveContext) -> [ViewNode] { [] }
}

/// Groups views without a container of its own: its content's views join the enclosing
/// container, and modifiers on the group apply to each of them.
public struct Group<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { resolve(content, in: context) }
}
