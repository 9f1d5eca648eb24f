import AnimSimCore

/// SwiftUI's `@ObservedObject` (note S8): an object the view does not own ("storage that you
/// manage elsewhere"). The view is updated whenever the instance it holds now emits
/// `objectWillChange`; a parent handing it another instance moves the subscription with it.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: _StateProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// `$model.member`: a binding to one of the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    func _install(in graph: ViewGraph, key: String) { graph.observe(wrappedValue) }

    /// What `$model` gives: bindings to the object's writable properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
