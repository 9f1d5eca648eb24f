import Foundation
import Testing
import AnimSim

/// SwiftUI's spellings of `AnyTransition`'s combinators are the core `Transition`'s cases, so
/// a published `.scale.combined(with: .opacity)` animates as a scene file's `combined(scale, opacity)`:
/// inserted, the view starts at scale 1e-5 and opacity 0.
@Suite struct TransitionSpellingTests {
    @Test func swiftUIsSpellingsAreTheCoresCases() {
        #expect(Transition.scale.combined(with: .opacity) == .combined(.scale(1e-5), .opacity))
        #expect(Transition.move(edge: .bottom) == .move(.bottom))
        #expect(Transition.move(edge: .leading) == .move(.leading))
        #expect(Transition.scale(scale: 0.5) == .scale(0.5))
    }

    @Test func aCombinedTransitionsActiveStateHasBoth() {
        let active = Transition.scale.combined(with: .opacity).active(removal: false, size: CGSize(width: 40, height: 40))
        #expect(active.opacity == 0 && abs(active.scale - 1e-5) < 1e-12 && active.offset == .zero)
        let moved = Transition.move(edge: .top).combined(with: .opacity).active(removal: true, size: CGSize(width: 40, height: 30))
        #expect(moved.offset == CGSize(width: 0, height: -30) && moved.opacity == 0)
    }

    /// `.push(from:)`: in from the edge while fading in, out towards the opposite edge while
    /// fading out (SwiftUI's documentation of `push(from:)`).
    @Test(arguments: [(Edge.leading, -40.0, 0.0, 40.0, 0.0), (.top, 0, -30, 0, 30), (.trailing, 40, 0, -40, 0)])
    func pushComesFromItsEdgeAndLeavesByTheOpposite(edge: Edge, inX: Double, inY: Double, outX: Double, outY: Double) {
        let size = CGSize(width: 40, height: 30)
        let insertion = Transition.push(from: edge).active(removal: false, size: size)
        #expect(insertion.offset == CGSize(width: inX, height: inY) && insertion.opacity == 0 && insertion.scale == 1)
        let removal = Transition.push(from: edge).active(removal: true, size: size)
        #expect(removal.offset == CGSize(width: outX, height: outY) && removal.opacity == 0)
    }
}
