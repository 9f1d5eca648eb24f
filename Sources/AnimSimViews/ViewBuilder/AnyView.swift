import AnimSimCore

/// A type-erased view. Its child's identity is its dynamic type (note I8): the same type is
/// updated in place, another type replaces the subtree (a step `<Type>` in the path).
public struct AnyView: _PrimitiveView {
    nonisolated(unsafe) let view: any View

    public nonisolated init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }

    public nonisolated init<V: View>(erasing view: V) { self.init(view) }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        resolveAny(view, in: context.appending("<\(Self.typeName(type(of: view)))>"))
    }

    /// The type's name without generic arguments, and a short stable hash of the full name,
    /// so two modified `Text`s of different modifier chains differ but paths stay readable.
    static func typeName(_ type: Any.Type) -> String {
        let full = String(reflecting: type)
        let base = String(full.split(separator: "<", maxSplits: 1)[0]).split(separator: ".").last.map(String.init) ?? full
        guard full.contains("<") else { return base }
        var hash: UInt32 = 2_166_136_261
        for byte in full.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return base + "#" + String(hash % 0x10000, radix: 16)
    }
}
