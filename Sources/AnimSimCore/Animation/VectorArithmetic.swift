import Foundation

/// SwiftUI's `VectorArithmetic`: values an animation can interpolate. The scale and the
/// squared magnitude let springs and merging animations treat every animatable value,
/// from one angle to a whole layout's frames, as a vector.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
    /// `self += other × factor`; large vectors do it in one pass, without a temporary.
    mutating func add(_ other: Self, times factor: Double)
}

extension VectorArithmetic {
    public mutating func add(_ other: Self, times factor: Double) { self += other.scaled(by: factor) }

    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// `from + (to - from) * progress`, the one interpolation every strategy uses.
    public static func interpolate(from: Self, to: Self, progress: Double) -> Self {
        from + (to - from).scaled(by: progress)
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

#if !canImport(CoreGraphics)
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
#endif

/// The animatable data of something that has none: every operation is a no-op.
public struct EmptyAnimatableData: VectorArithmetic, Hashable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}
