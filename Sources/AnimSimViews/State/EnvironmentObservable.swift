import AnimSimCore
import Observation

/// SwiftUI's (iOS 17) way of handing an `@Observable` model down: `.environment(model)` above,
/// `@Environment(Model.self) var model` below, the `@Observable` counterpart of
/// `.environmentObject(_:)` and `@EnvironmentObject`. The model is kept by its type, as an
/// environment object is; a body reading its properties is tracked as any `@Observable` read is
/// (`Observers`), so a change to the model updates the views that read it.
extension Environment where Value: AnyObject & Observable {
    /// `@Environment(Model.self) var model`: a missing model stops the program, as SwiftUI's
    /// does, with SwiftUI's message.
    public init(_ objectType: Value.Type) {
        self.init(\EnvironmentValues.[observable: ObservableKey<Value>()])
    }
}

extension Environment {
    /// `@Environment(Model.self) var model: Model?`: nil where no view above handed one down.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        self.init(\EnvironmentValues.[optionalObservable: ObservableKey<Object>()])
    }
}

/// The key of a model's type, for the key paths above (a subscript in a key path takes only
/// hashable arguments, which a metatype is not).
struct ObservableKey<Object: AnyObject>: Hashable, Sendable {}

extension EnvironmentValues {
    subscript<Object: AnyObject>(optionalObservable key: ObservableKey<Object>) -> Object? {
        objects[ObjectIdentifier(Object.self)] as? Object
    }

    subscript<Object: AnyObject>(observable key: ObservableKey<Object>) -> Object {
        guard let object = self[optionalObservable: key] else {
            fatalError("No Observable object of type \(Object.self) found. A View.environment(_:) for \(Object.self) "
                + "may be missing as an ancestor of this view.")
        }
        return object
    }
}

extension View {
    /// Hands `object` to every `@Environment(Model.self)` of its type below (nil takes it away).
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.objects[ObjectIdentifier(Object.self)] = object })
    }
}
