import Foundation

/// When an animation is done, for `withAnimation(_:completionCriteria:_:completion:)` (note
/// K6 of swiftui-animatable.md): SwiftUI calls a completion when the animations its change
/// created are *logically* complete, which for a spring is well before it settles.
/// SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Sendable, Equatable, Hashable {
    private let removes: Bool

    /// When the animation logically completes (`Animation.logicalDuration`), whatever later
    /// animations of the same properties do.
    public static let logicallyComplete = AnimationCompletionCriteria(removes: false)
    /// When the animation has stopped changing the value (`Animation.duration`).
    public static let removed = AnimationCompletionCriteria(removes: true)
}

extension Animation {
    /// Seconds after its change at which a completion with `criteria` runs.
    public func completionTime(_ criteria: AnimationCompletionCriteria) -> Double {
        criteria == .removed ? duration : logicalDuration
    }
}
