import AnimSimCore

/// SwiftUI's `@EnvironmentObject`: the object of this type an ancestor handed down with
/// `.environmentObject(_:)`, observed as `@ObservedObject` is. Without one, reading it stops
/// the program with SwiftUI's own message: it is a mistake in the view, not bad input.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: _EnvironmentProperty, _StateProperty {
    let box = EnvironmentBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func _install(_ environment: EnvironmentValues) {
        box.value = environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    }

    func _install(in graph: ViewGraph, key: String) {
        if let object = box.value { graph.observe(object) }
    }
}

extension View {
    /// Hands `object` to every `@EnvironmentObject` of its type below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.objects[ObjectIdentifier(T.self)] = object })
    }
}
