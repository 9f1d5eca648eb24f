import Foundation

/// One animatable parameter of a scene (`state:` in a scene file). Angles are stored in
/// degrees; interpolating degrees or radians is the same straight line, so the strategies
/// see exactly what a layout's `Angle`-based animatableData would.
public struct SceneParameter: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable { case number, angle }

    public var name: String
    public var kind: Kind
    public var initial: Double

    public init(name: String, kind: Kind = .number, initial: Double) {
        self.name = name
        self.kind = kind
        self.initial = initial
    }
}

/// The scene's parameter values at one instant.
public struct SceneState: Equatable, Sendable {
    public private(set) var values: [String: Double]

    public init(_ values: [String: Double] = [:]) { self.values = values }

    public subscript(name: String) -> Double {
        get { values[name] ?? 0 }
        set { values[name] = newValue }
    }

    public func angle(_ name: String) -> Angle { .degrees(self[name]) }
}

/// A `timeline:` entry: SwiftUI's `withAnimation(animation) { state = … }` at a time.
public struct StateChange: Equatable, Sendable {
    public var time: Double
    /// nil: the change happens without animation.
    public var animation: Animation?
    public var values: [String: Double]

    public init(at time: Double, animation: Animation?, set values: [String: Double]) {
        self.time = time
        self.animation = animation
        self.values = values
    }
}
