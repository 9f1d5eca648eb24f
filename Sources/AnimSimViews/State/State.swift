import AnimSimCore

/// SwiftUI's `@State`: storage that lives as long as the view's identity (notes S1–S4).
///
/// The struct only carries its initial value and an empty box. Before the view's body runs,
/// `ViewGraph.install` puts the storage for (identity, property) in the box: created from the
/// initial value the first time the identity is seen (S1), the same storage on every later
/// pass whatever this instance was initialised with (S2, S3).
@propertyWrapper
public struct State<Value>: _StateProperty {
    let initialValue: Value
    let box = StateBox<Value>()

    public init(wrappedValue value: Value) { initialValue = value }

    public init(initialValue value: Value) { initialValue = value }

    public var wrappedValue: Value {
        get { box.location?.value ?? initialValue }
        nonmutating set {
            guard let location = box.location else {
                return ViewDiagnostics.warn("Accessing State's value outside of being installed on a View. "
                    + "This will result in a constant Binding of the initial value and will not update.")
            }
            location.write(newValue)
        }
    }

    /// `$x`: a binding to the storage. Handing it out is not a read (note S6).
    public var projectedValue: Binding<Value> {
        let box = box, initial = initialValue
        return Binding(get: { box.location?.value ?? initial }, set: { value in
            if let location = box.location { location.write(value) }
        })
    }

    func _install(in graph: ViewGraph, key: String) {
        box.location = graph.location(for: key, initial: initialValue)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// `@State var x: T?` without a value starts at nil.
    public init() { initialValue = nil }
}

/// What a property needs to be given storage before `body` runs.
protocol _StateProperty {
    func _install(in graph: ViewGraph, key: String)
}

/// The storage slot a `State` instance reads and writes once installed.
final class StateBox<Value> {
    var location: StoredLocation<Value>?
}
