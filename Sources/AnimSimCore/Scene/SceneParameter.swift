import Foundation

/// One parameter of a scene (`state:` in a scene file). Numbers and angles are animatable
/// data; angles are stored in degrees, since interpolating degrees or radians is the same
/// straight line, so the strategies see exactly what a layout's `Angle`-based animatableData
/// would. Booleans, words and lists (`value`) take effect at once, as a SwiftUI `@State` of
/// such a type does.
public struct SceneParameter: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case number, angle, boolean, word, list, color

        /// Whether values of this kind animate (SwiftUI's animatableData).
        public var isAnimatable: Bool { self == .number || self == .angle }
    }

    public var name: String
    public var kind: Kind
    /// The start value of a number or angle (0 for other kinds).
    public var initial: Double
    /// The start value of a boolean, word or list (nil for numbers and angles).
    public var value: SceneValue?

    public init(name: String, kind: Kind = .number, initial: Double) {
        self.name = name
        self.kind = kind
        self.initial = initial
    }

    /// A boolean, word or list parameter.
    public init(name: String, value: SceneValue) {
        self.name = name
        kind = value.kind
        initial = 0
        self.value = value
    }
}

/// The scene's parameter values at one instant.
public struct SceneState: Equatable, Sendable {
    /// Numbers and angles (degrees).
    public private(set) var values: [String: Double]
    /// Booleans, words and lists.
    public private(set) var discrete: [String: SceneValue] = [:]

    public init(_ values: [String: Double] = [:]) { self.values = values }

    public subscript(name: String) -> Double {
        get { values[name] ?? 0 }
        set { values[name] = newValue }
    }

    public subscript(value name: String) -> SceneValue? {
        get { discrete[name] }
        set { discrete[name] = newValue }
    }

    public func angle(_ name: String) -> Angle { .degrees(self[name]) }

    /// A boolean parameter (false when unset or of another kind).
    public func flag(_ name: String) -> Bool {
        if case .boolean(let flag)? = discrete[name] { return flag }
        return false
    }

    /// A word parameter (nil when unset or of another kind).
    public func word(_ name: String) -> String? {
        if case .word(let word)? = discrete[name] { return word }
        return nil
    }

    /// A colour parameter (nil when unset or of another kind).
    public func color(_ name: String) -> Color? {
        if case .color(let color)? = discrete[name] { return color }
        return nil
    }

    /// A list parameter's elements (empty when unset or of another kind).
    public func list(_ name: String) -> [SceneValue.Element] {
        if case .list(let elements)? = discrete[name] { return elements }
        return []
    }
}

/// A `timeline:` entry: SwiftUI's `withAnimation(animation) { state = … }` at a time.
public struct StateChange: Equatable, Sendable {
    public var time: Double
    /// nil: the change happens without animation.
    public var animation: Animation?
    /// New numbers and angles.
    public var values: [String: Double]
    /// New booleans, words and lists: they take effect at once, whatever the animation.
    public var discrete: [String: SceneValue]

    public init(at time: Double, animation: Animation?, set values: [String: Double],
                discrete: [String: SceneValue] = [:]) {
        self.time = time
        self.animation = animation
        self.values = values
        self.discrete = discrete
    }
}
