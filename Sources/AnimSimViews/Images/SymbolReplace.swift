import AnimSimCore

/// An `Image(systemName:)` under `.contentTransition(.symbolEffect(…))`: when its name
/// changes in an animated transaction (content transitions "only take effect within
/// transactions that apply an Animation"), the old symbol leaves and the new one comes in as
/// the replace effect says, a keyframe animator on the scene's clock in both panes, as the
/// other symbol effects (`SymbolMotion`). A change outside an animation swaps the name at
/// once. The old symbol is an overlay of the new one, always present and transparent when no
/// replacement runs, so that a replacement inserts no view (an insertion would play a
/// transition of its own) and the layout is the new symbol's alone, as in SwiftUI. In the
/// update that changes the name, the symbol's own changes (its size, if the font changed
/// too) do not animate: the replacement draws them.
struct SymbolReplace: _PrimitiveView {
    let image: Image
    let style: ContentTransition.SymbolReplaceStyle
    let speed: Double
    @State private var plays = Plays()

    /// The name last drawn, the one the last replacement started from, and how many
    /// replacements have played (the animator's trigger).
    final class Plays {
        var name: String?
        var old: String?
        var count = 0
    }

    func _resolve(in context: _ResolveContext) -> [ViewNode] {
        context.session.install(self, at: context.path, environment: context.environment)
        let plays = plays, name = image.name, transaction = context.transaction
        if let last = plays.name, last != name, transaction.animation != nil, !transaction.disablesAnimations {
            plays.count += 1
            plays.old = last
        }
        plays.name = name
        var old = image
        old.source = .system(plays.old ?? name)
        let style = style, speed = speed, count = plays.count
        // The poses follow the keyframes alone: the transaction that changed the name must not
        // also animate the jump to the first keyframe (it would ease the new symbol in twice).
        let animated = image.keyframeAnimator(initialValue: ReplacePose(), trigger: count) { content, pose in
            content.symbolPose(pose.new).overlay(old.symbolPose(pose.old))
        } keyframes: { _ in
            ReplacePose.keyframes(style, speed: speed)
        }.transaction(value: count) { $0.animation = nil }
        // The images inside are drawn plainly: the replacement is this view's.
        return resolve(animated, in: context.with { $0.environment.contentTransition = .opacity })
    }
}

/// The two symbols' poses during a replacement. At rest the new symbol is as it is and the
/// old one invisible.
struct ReplacePose: Sendable {
    var new = SymbolPose()
    var old = SymbolPose(scale: 1, opacity: 0)

    /// AnimSim's timings (Apple states none; chosen to look like iOS 17's, every segment
    /// linear so an instant has a closed form), both symbols starting at the change:
    ///
    /// | symbol | motion |
    /// | --- | --- |
    /// | old, `.downUp` | scale 1 → 0.5, opacity 1 → 0, in 0.2 s |
    /// | old, `.upUp` | scale 1 → 1.5, opacity 1 → 0, in 0.2 s |
    /// | old, `.offUp` | gone at once |
    /// | new | from scale 0.5 and opacity 0: scale → 1.1 in 0.2 s → 1 in 0.15 s, opacity → 1 in 0.2 s |
    ///
    /// `options: .speed(s)` divides every duration by s.
    static let leave = 0.2, grow = 0.2, settle = 0.15

    @KeyframesBuilder<ReplacePose>
    static func keyframes(_ style: ContentTransition.SymbolReplaceStyle, speed: Double) -> _KeyframeTracks<ReplacePose> {
        KeyframeTrack(\ReplacePose.old.scale) {
            MoveKeyframe(1)
            if style != .offUp { LinearKeyframe(style == .upUp ? 1.5 : 0.5, duration: leave / speed) }
        }
        KeyframeTrack(\ReplacePose.old.opacity) {
            MoveKeyframe(style == .offUp ? 0 : 1)
            if style != .offUp { LinearKeyframe(0, duration: leave / speed) }
        }
        KeyframeTrack(\ReplacePose.new.scale) {
            MoveKeyframe(0.5)
            LinearKeyframe(1.1, duration: grow / speed)
            LinearKeyframe(1, duration: settle / speed)
        }
        KeyframeTrack(\ReplacePose.new.opacity) {
            MoveKeyframe(0)
            LinearKeyframe(1, duration: grow / speed)
        }
    }
}
