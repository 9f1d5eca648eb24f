import AnimSimCore

extension View {
    /// SwiftUI's `symbolEffect(_:options:value:)`: the effect plays once (or
    /// `options.repeat(n)` times) each time `value` changes, on the scene's clock, as a
    /// keyframe animator does (`SymbolMotion`'s timings). In both panes alike.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        let motion = effect._motion
        return keyframeAnimator(initialValue: SymbolPose(), trigger: value) { content, pose in
            content.symbolPose(pose)
        } keyframes: { _ in
            motion.keyframes(cycles: options.count ?? 1, speed: options.speed)
        }
    }

    /// SwiftUI's `symbolEffect(_:options:isActive:)`: while active the effect's cycle runs
    /// again and again from the view's appearance (`.scale` instead holds its scale while
    /// active); inactive, the symbol is drawn as it is.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(_IndefiniteSymbolEffect(motion: effect._motion, options: options, isActive: isActive))
    }

    /// `symbolEffectsRemoved(_:)`: accepted; effects above still play.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }

    func symbolPose(_ pose: SymbolPose) -> some View {
        scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.degrees))
    }
}

/// An indefinite symbol effect: a looping keyframe animator while active.
public struct _IndefiniteSymbolEffect: ViewModifier {
    let motion: SymbolMotion
    let options: SymbolEffectOptions
    let isActive: Bool

    public func body(content: Content) -> some View {
        if motion.kind == .scale {
            content.scaleEffect(isActive ? motion.activeScale : 1).animation(.spring(duration: 0.3), value: isActive)
        } else if isActive {
            content.keyframeAnimator(initialValue: SymbolPose(), repeating: true) { view, pose in
                view.symbolPose(pose)
            } keyframes: { _ in
                motion.keyframes(cycles: 1, speed: options.speed)
            }
        } else {
            content
        }
    }
}
