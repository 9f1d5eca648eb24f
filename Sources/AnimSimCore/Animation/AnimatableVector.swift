import Foundation

/// A vector of any length, for values with many components: a layout with a variable number
/// of parameters, or (under the position strategy) every view's frame at once.
/// Vectors of different lengths combine as if the shorter one were padded with zeros, so a
/// `.zero` of unknown length is the empty vector.
public struct AnimatableVector: VectorArithmetic, Hashable {
    public var components: [Double]

    public init(_ components: [Double] = []) { self.components = components }

    public static var zero: AnimatableVector { AnimatableVector() }

    /// The position strategy animates every view's frame as one vector (40,000 numbers for
    /// 10,000 views) at every instant: equal lengths, the usual case, take a loop the
    /// compiler can vectorise.
    @inline(__always)
    private static func combine(_ lhs: Self, _ rhs: Self, _ op: (Double, Double) -> Double) -> Self {
        if lhs.components.count == rhs.components.count {
            let out = [Double](unsafeUninitializedCapacity: lhs.components.count) { buffer, count in
                lhs.components.withUnsafeBufferPointer { a in
                    rhs.components.withUnsafeBufferPointer { b in
                        for i in a.indices { buffer[i] = op(a[i], b[i]) }
                    }
                }
                count = lhs.components.count
            }
            return AnimatableVector(out)
        }
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

    /// In place when the lengths agree: summing an animation's tracks allocates nothing.
    public static func += (lhs: inout Self, rhs: Self) {
        guard lhs.components.count == rhs.components.count else { return lhs = lhs + rhs }
        lhs.components.withUnsafeMutableBufferPointer { a in
            rhs.components.withUnsafeBufferPointer { b in
                for i in a.indices { a[i] += b[i] }
            }
        }
    }

    public mutating func add(_ other: Self, times factor: Double) {
        guard components.count == other.components.count else { return self += other.scaled(by: factor) }
        components.withUnsafeMutableBufferPointer { a in
            other.components.withUnsafeBufferPointer { b in
                for i in a.indices { a[i] += b[i] * factor }
            }
        }
    }

    public mutating func scale(by rhs: Double) {
        components.withUnsafeMutableBufferPointer { a in
            for i in a.indices { a[i] *= rhs }
        }
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
