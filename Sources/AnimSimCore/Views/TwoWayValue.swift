import Foundation

/// A two-way layout value: the view hands its parent a `Binding` under a `LayoutValueKey`;
/// what the layout writes is applied to the view on the next frame (the seed article uses
/// `DispatchQueue.main.async` for the same reason: writing during layout would re-enter it).
public struct TwoWayValue: Sendable {
    let keyName: String
    let key: ObjectIdentifier
    let initial: WriteBackValue
    let makeBinding: @Sendable (WriteBackStore, String) -> any Sendable
    let apply: @Sendable (ViewNode, WriteBackValue) -> ViewNode

    /// - Parameter apply: how the written value changes the view (a rotation, a size …).
    public static func binding<K: LayoutValueKey, V: Hashable & Sendable>(
        _ key: K.Type, initial: V, apply: @escaping @Sendable (ViewNode, V) -> ViewNode
    ) -> TwoWayValue where K.Value == Binding<V>? {
        let slotKey = String(describing: key)
        return TwoWayValue(
            keyName: slotKey, key: ObjectIdentifier(key), initial: WriteBackValue(initial),
            makeBinding: { store, node in
                let slot = node + "#" + slotKey
                return Binding<V>?(Binding(
                    get: { (store.applied[slot]?.base as? V) ?? initial },
                    set: { store.write(slot, WriteBackValue($0)) }))
            },
            apply: { view, value in apply(view, (value.base as? V) ?? initial) })
    }

    /// The written value as a number an animation can interpolate (radians for an angle),
    /// and back: implicit animations of written values work on these.
    static func number(_ value: WriteBackValue) -> Double? {
        switch value.base {
        case let angle as Angle: angle.radians
        case let number as CGFloat: Double(number)
        case let number as Double: number
        default: nil
        }
    }

    static func value(_ number: Double, like example: WriteBackValue) -> WriteBackValue {
        switch example.base {
        case is Angle: WriteBackValue(Angle.radians(number))
        case is CGFloat: WriteBackValue(CGFloat(number))
        default: WriteBackValue(number)
        }
    }

    func install(into values: inout LayoutValues, store: WriteBackStore, node: String) {
        values.storage[key] = makeBinding(store, node)
    }
}

/// The values two-way bindings hold: `applied` is what views show in this pass, `written`
/// what layouts wrote during it. Lives for one layout pass only.
final class WriteBackStore: @unchecked Sendable {
    var applied: [String: WriteBackValue]
    private(set) var written: [String: WriteBackValue] = [:]

    init(applied: [String: WriteBackValue]) { self.applied = applied }

    func write(_ slot: String, _ value: WriteBackValue) { written[slot] = value }
}

/// A written two-way value. Only `Hashable & Sendable` values are ever wrapped (see
/// `TwoWayValue.binding`), which is what makes the unchecked conformance sound.
public struct WriteBackValue: Hashable, @unchecked Sendable {
    let value: AnyHashable
    init<V: Hashable & Sendable>(_ value: V) { self.value = AnyHashable(value) }
    var base: Any { value.base }
}

/// The values two-way bindings hold between frames, keyed by view id and key name.
public struct WriteBacks: Equatable, Sendable {
    public var values: [String: WriteBackValue]
    public init(_ values: [String: WriteBackValue] = [:]) { self.values = values }
}
