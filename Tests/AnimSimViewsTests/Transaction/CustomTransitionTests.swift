import Foundation
import Testing
import AnimSim

/// iOS 17's `Transition` protocol (`TransitionProtocol` here): a custom transition's bodies
/// are measured into the core transition's active states, the identity body's numbers
/// subtracted (`TransitionMeasure`); `.blurReplace` and `.scale(scale:anchor:)` are core
/// transitions with the numbers docs/swift.md gives.
@MainActor @Suite struct CustomTransitionTests {
    /// The example: fade, half size, blur 8 away from identity.
    struct Blink: TransitionProtocol {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5).blur(radius: phase == .identity ? 0 : 8)
        }
    }

    /// Different in and out, read through `phase.value`, with an offset and a steady opacity
    /// the identity body keeps (so the phases' opacity is measured against it).
    struct Drift: TransitionProtocol {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(x: 30 * phase.value, y: 0).opacity(phase.isIdentity ? 0.8 : 0.2)
        }
    }

    /// A 3-D turn only: no transition channel interpolates it, so it runs as no transition.
    struct Flip: TransitionProtocol {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.rotation3DEffect(.degrees(phase.isIdentity ? 0 : 90), axis: (x: 0, y: 1, z: 0))
        }
    }

    @Test func phasesHaveApplesValues() {
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0 && TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
        #expect(Blink.properties.hasMotion && !IdentityTransition.properties.hasMotion)
    }

    @Test func aCustomBodyIsMeasuredIntoBothActiveStates() {
        let size = CGSize(width: 40, height: 20)
        let transition = Transition(Blink())
        for removal in [false, true] {
            let active = transition.active(removal: removal, size: size)
            #expect(active == Transition.Active(opacity: 0, scale: 0.5, offset: .zero, blur: 8), "removal \(removal)")
        }
    }

    @Test func eachPhaseIsMeasuredAgainstTheIdentityBody() {
        let transition = Transition(Drift())
        let size = CGSize(width: 40, height: 20)
        let insertion = transition.active(removal: false, size: size), removal = transition.active(removal: true, size: size)
        #expect(insertion.offset == CGSize(width: -30, height: 0) && abs(insertion.opacity - 0.25) < 1e-12)
        #expect(removal.offset == CGSize(width: 30, height: 0) && abs(removal.opacity - 0.25) < 1e-12)
    }

    @Test func whatNoChannelInterpolatesIsNoTransition() {
        #expect(Transition(Flip()) == .identity)
        #expect(Transition(IdentityTransition()) == .identity)
        #expect(Transition(OpacityTransition()) == .opacity)
    }

    /// OpenSwiftUI's numbers (docs/swift.md): opacity 0, blur 7, scale 0.9; 1.1 on an `.upUp` removal.
    @Test(arguments: [(BlurReplaceTransition.Configuration.downUp, 0.9), (.upUp, 1.1)])
    func blurReplaceHasItsNumbers(configuration: BlurReplaceTransition.Configuration, removalScale: Double) {
        let size = CGSize(width: 40, height: 20)
        for transition in [Transition.blurReplace(configuration), Transition(BlurReplaceTransition(configuration: configuration))] {
            let insertion = transition.active(removal: false, size: size), removal = transition.active(removal: true, size: size)
            #expect(insertion.opacity == 0 && abs(insertion.scale - 0.9) < 1e-12 && insertion.blur == 7)
            #expect(removal.opacity == 0 && abs(removal.scale - removalScale) < 1e-12 && removal.blur == 7)
        }
        #expect(Transition.blurReplace == .blurReplace(.downUp))
    }

    /// About an anchor, the scale about the centre plus (anchor − centre)·(1 − s): the anchor
    /// stays where it is at every scale.
    @Test func anAnchoredScaleKeepsItsAnchorStill() {
        let size = CGSize(width: 40, height: 20)
        let active = Transition.scale(scale: 0.25, anchor: .topTrailing).active(removal: false, size: size)
        #expect(active.scale == 0.25 && active.offset == CGSize(width: 15, height: -7.5))
        #expect(Transition.scale(scale: 0.25, anchor: .center) == .scale(0.25))
        #expect(Transition(ScaleTransition(0.25, anchor: .topTrailing)) == .scale(scale: 0.25, anchor: .topTrailing))
    }

    @Test func combinedAndAsymmetricKeepEachPart() {
        let size = CGSize(width: 40, height: 20)
        let combined = Transition(Blink().combined(with: .move(edge: .bottom))).active(removal: false, size: size)
        #expect(combined == Transition.Active(opacity: 0, scale: 0.5, offset: CGSize(width: 0, height: 20), blur: 8))
        let asymmetric = Transition(AsymmetricTransition(insertion: Blink(), removal: .opacity))
        #expect(asymmetric.active(removal: true, size: size) == Transition.Active(opacity: 0))
        #expect(asymmetric.active(removal: false, size: size).blur == 8)
    }
}
