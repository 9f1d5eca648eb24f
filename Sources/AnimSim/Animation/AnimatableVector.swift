import Foundation

/// A vector of any length, for values with many components: a layout with a variable number
/// of parameters, or (under the position strategy) every view's frame at once.
/// Vectors of different lengths combine as if the shorter one were padded with zeros, so a
/// `.zero` of unknown length is the empty vector.
public struct AnimatableVector: VectorArithmetic, Hashable {
    public var components: [Double]

    public init(_ components: [Double] = []) { self.components = components }

    public static var zero: AnimatableVector { AnimatableVector() }

    private static func combine(_ lhs: Self, _ rhs: Self, _ op: (Double, Double) -> Double) -> Self {
        let n = max(lhs.components.count, rhs.components.count)
        var out = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let a = i < lhs.components.count ? lhs.components[i] : 0
            let b = i < rhs.components.count ? rhs.components[i] : 0
            out[i] = op(a, b)
        }
        return AnimatableVector(out)
    }

    public static func + (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, +) }
    public static func - (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, -) }

    public mutating func scale(by rhs: Double) {
        for i in components.indices { components[i] *= rhs }
    }

    public var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs - rhs).components.allSatisfy { $0 == 0 }
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }
}
