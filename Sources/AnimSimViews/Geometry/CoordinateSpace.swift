import AnimSimCore

/// Where `GeometryProxy.frame(in:)` measures from: the view's own space, the canvas's, or a
/// space a view around it names with `.coordinateSpace(name:)` (its top-leading corner is
/// the origin; `View+CoordinateSpace.swift`).
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

/// iOS 17's `CoordinateSpaceProtocol`: the spellings `.local`, `.global` and `.named(x)` as
/// values of their own types, which `frame(in:)` and `.coordinateSpace(_:)` take.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// iOS 17's `NamedCoordinateSpace`: what `.coordinateSpace(.named("x"))` gives a view.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// iOS 17's `LocalCoordinateSpace`: `frame(in: .local)` through the protocol.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// iOS 17's `GlobalCoordinateSpace`: `frame(in: .global)` through the protocol.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
