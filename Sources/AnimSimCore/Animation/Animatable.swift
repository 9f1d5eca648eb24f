import Foundation

/// SwiftUI's `Animatable`: a value whose `animatableData` an animation interpolates. Under
/// the animatable strategy a layout's parameters travel through this property; a layout that
/// keeps the default `EmptyAnimatableData` can only be animated by the position strategy.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
