/// Combine's `@Published`, for `ObservableObject` classes: setting the property sends the
/// object's `objectWillChange` first, then stores the value (note B1: "emits before the
/// object has changed"). Views read it as it is now, as SwiftUI does: unlike `@State`, the
/// value has no per-update snapshot.
///
/// The wrapper reaches its object through Swift's enclosing-instance subscript, as Combine's
/// does (one only: the compiler allows no overloads of it, so the object is asked at run
/// time whether it is an `ObservableObject`; in a class that is not, the value is stored and
/// no one told).
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }

    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if let observable = object as? any ObservableObject { sendWillChange(observable) }
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// Opens the existential: the publisher's type is the object's own.
private func sendWillChange<Object: ObservableObject>(_ object: Object) { object.objectWillChange.send() }
