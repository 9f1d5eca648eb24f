import AnimSimCore

/// SwiftUI's `@Namespace`: a namespace for `matchedGeometryEffect` groups, one per view
/// identity and property. Like `@State`, its identity is installed before the body runs
/// (`ViewGraph.install`): the same view gives the same `Namespace.ID` on every update, so a
/// group's members match across the transaction that swaps them, and two instances of one
/// view type have different namespaces.
@propertyWrapper
public struct Namespace: _StateProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let key: String
        public var description: String { key }
    }

    let box = NamespaceBox()

    public init() {}

    public var wrappedValue: ID {
        guard let key = box.key else {
            ViewDiagnostics.warnOnce(key: "namespace", "Reading a @Namespace property outside of the installation of a View. "
                + "This will return an invalid namespace.")
            return ID(key: "invalid")
        }
        return ID(key: key)
    }

    func _install(in graph: ViewGraph, key: String) {
        box.key = key
    }
}

/// Where a `Namespace` instance keeps the identity it was installed with.
final class NamespaceBox {
    var key: String?
}
