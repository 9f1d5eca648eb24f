import AnimSimCore

/// SwiftUI's `@StateObject` (notes S2, S7): an object the view owns, one instance per
/// identity. Its initial expression is an autoclosure run once, when the identity's storage
/// is created; later instances of the view struct do not run it, and a new identity (a new
/// `.id`, another `if` branch) creates a new object. Kept like `@State`, in the host's graph.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: _StateProperty {
    let thunk: () -> ObjectType
    let box = StateBox<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }

    public var wrappedValue: ObjectType {
        guard let location = box.location else {
            ViewDiagnostics.warn("Accessing StateObject's object without being installed on a View. "
                + "This will create a new instance each time.")
            return thunk()
        }
        return location.value
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func _install(in graph: ViewGraph, key: String) {
        let location = graph.location(for: key, initial: thunk())
        box.location = location
        graph.observe(location.value)
    }
}
