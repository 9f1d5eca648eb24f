import Foundation

/// SwiftUI's `AnimatableValues` (iOS 26): any number of animatable values treated as one
/// vector, the variadic successor of nested `AnimatablePair`s
/// (`AnimatableValues(red, green, blue, alpha)`, read back as `value.0 … value.3`).
///
/// Every operation is exact, component by component, by iterating the parameter pack
/// (Swift 6 pack iteration): a vector of three values animates exactly as three values
/// animated side by side would, and its squared magnitude, which springs and merging
/// animations read, is the sum of the components' own.
@frozen
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    /// The tuple of values.
    public var value: (repeat each Value)

    /// Creates a tuple of animatable values.
    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    public static var zero: Self { Self(repeat (each Value).zero) }

    public static func + (lhs: Self, rhs: Self) -> Self { Self(repeat (each lhs.value) + (each rhs.value)) }

    public static func - (lhs: Self, rhs: Self) -> Self { Self(repeat (each lhs.value) - (each rhs.value)) }

    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    /// The dot-product of the tuple with itself: the sum of the components' squared magnitudes.
    public var magnitudeSquared: Double {
        var sum = 0.0
        for component in repeat each value { sum += component.magnitudeSquared }
        return sum
    }

    /// Equal when every component is: tuples of a pack are not `Equatable` themselves.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            if left != right { return false }
        }
        return true
    }
}
