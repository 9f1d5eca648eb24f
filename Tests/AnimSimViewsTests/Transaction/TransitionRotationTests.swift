import Foundation
import Testing
import AnimSim

/// A custom transition that turns its view (`rotationEffect` in its body, or
/// `AnyTransition.modifier(active:identity:)`): the animatable pane interpolates the angle,
/// the position pane the drawn matrix entry by entry (docs/evaluation.md, "The two panes").
/// A 40 × 20 card comes in (or goes) under linear(duration: 1) at t = 1.
@MainActor @Suite struct TransitionRotationTests {
    struct Spin: TransitionProtocol {
        var degrees: Double
        var anchor: UnitPoint = .center
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.rotationEffect(phase.isIdentity ? .zero : .degrees(degrees), anchor: anchor)
        }
    }

    struct Turned: ViewModifier {
        var degrees: Double
        func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)) }
    }

    struct Card: View {
        let transition: Transition
        @State var shown: Bool
        var body: some View {
            VStack(spacing: 0) {
                Button("Go") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                if shown { Rectangle().frame(width: 40, height: 20).id("card").transition(transition) }
            }
        }
    }

    /// The card at `time`, and its layout frame's origin in the pane at that instant: the
    /// VStack holding it grows as the card comes in, so the card's place moves while it turns,
    /// and the transition's matrix is drawn about where the card is laid out then.
    func card(_ transition: Transition, removing: Bool = false, at time: Double, _ strategy: Strategy) throws -> (DisplayItem, CGPoint) {
        let host = ViewHost(Card(transition: transition, shown: removing))
        try host.use(control: "Go", at: 1)
        let probe = try Probe(host, duration: 3)
        let item = try #require(try probe.named("card", at: time, strategy))
        return (item, item.frame.origin)
    }

    @Test func theTurnIsMeasuredWithItsAnchor() {
        let size = CGSize(width: 40, height: 20)
        let active = Transition(Spin(degrees: 90, anchor: .topLeading)).active(removal: false, size: size)
        #expect(active.rotation == .degrees(90) && active.rotationAnchor == .topLeading && active.opacity == 1 && active.offset == .zero)
        let modifier = Transition.modifier(active: Turned(degrees: 90), identity: Turned(degrees: 0))
        #expect(modifier.active(removal: true, size: size).rotation == .degrees(90))
        #expect(modifier == Transition(Spin(degrees: 90)))
    }

    /// Animatable pane: halfway through a 0 → 90° spin-in the card is at 45°, in or out.
    @Test(arguments: [false, true])
    func theAnimatablePaneTurnsTheAngle(removing: Bool) throws {
        for transition in [Transition(Spin(degrees: 90)), .modifier(active: Turned(degrees: 90), identity: Turned(degrees: 0))] {
            let (item, _) = try card(transition, removing: removing, at: 1.5, .animatable)
            #expect(abs(item.rotation.degrees - 45) < 1e-9, "\(item)")
        }
    }

    /// A full turn: 270° a quarter of the way in the animatable pane; the position pane's two
    /// end matrices are both the identity, so there the card never turns.
    @Test func aFullTurnShowsOnlyInTheAnimatablePane() throws {
        let (turning, _) = try card(Transition(Spin(degrees: 360)), at: 1.25, .animatable)
        #expect(abs(turning.rotation.degrees - 270) < 1e-9, "\(turning)")
        let (still, origin) = try card(Transition(Spin(degrees: 360)), at: 1.25, .position)
        let m = try #require(still.drawnTransform).entries.map(Double.init)
        #expect(zip(m, [1, 0, 0, 0, 1, 0, Double(origin.x), Double(origin.y), 1]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(m)")
    }

    /// Position pane, halfway through a 90° spin-in about `anchor`: the naive morph (I + A)/2,
    /// A the turn p ↦ a + R(90°)(p − a): linear entries 1/2, 1/2, −1/2, 1/2, and a translation
    /// ((ax + ay)/2, (ay − ax)/2) before the card's place in the pane; the centre's turn is
    /// (20 + 10, 10 − 20)/2 = (15, −5), the top-leading corner's (0, 0).
    @Test(arguments: [(UnitPoint.center, 15.0, -5.0), (.topLeading, 0, 0)])
    func thePositionPaneMorphsTheMatrix(anchor: UnitPoint, tx: Double, ty: Double) throws {
        let (item, origin) = try card(Transition(Spin(degrees: 90, anchor: anchor)), at: 1.5, .position)
        let m = try #require(item.drawnTransform).entries.map(Double.init)
        let expected = [0.5, 0.5, 0, -0.5, 0.5, 0, tx + Double(origin.x), ty + Double(origin.y), 1]
        #expect(zip(m, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(m) vs \(expected)")
        // The animatable pane turns about the same anchor: 45° with the anchor fixed.
        let (turning, _) = try card(Transition(Spin(degrees: 90, anchor: anchor)), at: 1.5, .animatable)
        let t = try #require(turning.drawnTransform).entries.map(Double.init)
        let (c, s) = (cos(Double.pi / 4), sin(Double.pi / 4))
        let (ax, ay) = (40 * Double(anchor.x), 20 * Double(anchor.y))
        let turned = [c, s, 0, -s, c, 0, ax - c * ax + s * ay + Double(origin.x), ay - s * ax - c * ay + Double(origin.y), 1]
        #expect(zip(t, turned).allSatisfy { abs($0 - $1) < 1e-9 }, "\(t) vs \(turned)")
    }
}
