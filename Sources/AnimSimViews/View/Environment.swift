import AnimSimCore

/// SwiftUI's `@Environment(\.key)`: the value the view inherits, read when its body runs
/// (the host sets it before, as it installs `@State` storage).
@propertyWrapper
public struct Environment<Value>: _EnvironmentProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value {
        guard let value = box.value else { return EnvironmentValues()[keyPath: keyPath] }
        return value
    }

    func _install(_ environment: EnvironmentValues) { box.value = environment[keyPath: keyPath] }
}

protocol _EnvironmentProperty {
    func _install(_ environment: EnvironmentValues)
}

final class EnvironmentBox<Value> {
    var value: Value?
}

/// iOS's size classes. The host derives the horizontal one from the canvas: compact below
/// 700 pt wide (every iPhone in portrait, the articles' devices), regular from there (iPads).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

public enum ColorScheme: Hashable, Sendable {
    case light, dark
}
