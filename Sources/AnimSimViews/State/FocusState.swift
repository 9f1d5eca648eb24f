import AnimSimCore

/// SwiftUI's `@FocusState`: which field has the keyboard's focus. A canvas has no keyboard
/// and no field takes focus by a touch, so the value is what the file's own code sets it to
/// (`isFocused = true` in an `onAppear`), kept as a `@State` is: per identity, and a write is
/// an update that views reading it follow. `.focused(_:)` and `.focused(_:equals:)` tie a
/// view to it and change nothing drawn.
@propertyWrapper
public struct FocusState<Value: Hashable>: _StateProperty {
    let state: State<Value>

    public init() where Value == Bool { state = State(initialValue: false) }

    public init<T: Hashable>() where Value == T? { state = State(initialValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// `$focus`: what `.focused(_:)` takes.
    public var projectedValue: Binding { Binding(value: state.projectedValue) }

    func _install(in graph: ViewGraph, key: String) { state._install(in: graph, key: key) }

    /// SwiftUI's `FocusState.Binding`: the focus state handed to `.focused`.
    @propertyWrapper
    public struct Binding {
        let value: AnimSimCore.Binding<Value>

        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> Self { self }
}
