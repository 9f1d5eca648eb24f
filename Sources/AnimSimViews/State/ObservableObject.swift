import Foundation

/// SwiftUI's `ObservableObject` without Combine, which Linux does not have (note B1): an
/// object whose `objectWillChange` publisher emits before any of its `@Published`
/// properties changes. A view holding it through `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject` gets an update on each emission, under the transaction current at
/// the emission, so a change made inside `withAnimation` animates and any other snaps.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, as Combine synthesises it: kept in a side table, because a
    /// protocol extension cannot add storage and `@Published` alone would not cover an
    /// object that calls `objectWillChange.send()` by hand.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(of: self) }
}

/// Combine's `ObservableObjectPublisher`: `send()` tells every subscriber, in the order they
/// subscribed, that the object is about to change. The view graph subscribes; so can user
/// code, with `sink`.
open class ObservableObjectPublisher {
    private var subscribers: [(id: Int, receive: () -> Void)] = []
    private var nextID = 0

    public init() {}

    public func send() {
        for subscriber in subscribers { subscriber.receive() }
    }

    /// Calls `receiveValue` on every emission until the returned token is cancelled or released.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        let id = nextID
        nextID += 1
        subscribers.append((id, receiveValue))
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }

    /// The publishers of objects that use the default `objectWillChange`, dropped with them.
    nonisolated(unsafe) private static var table: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]
    private static let lock = NSLock()

    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = table[key], entry.object.value === object { return entry.publisher }
        // An identifier is reused once its object is gone: clear entries of dead objects first.
        table = table.filter { $0.value.object.value != nil }
        let publisher = ObservableObjectPublisher()
        table[key] = (Weak(object), publisher)
        return publisher
    }

    final class Weak {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }
}

/// Combine's `AnyCancellable`: cancels its subscription when cancelled or released.
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }

    deinit { cancel() }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
