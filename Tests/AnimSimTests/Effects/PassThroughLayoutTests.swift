import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// An effect is drawn, not laid out (design doc G2): the view under a geometry effect keeps
/// the frame it would have without it, wherever the effect's own frame is placed.
@Suite struct PassThroughLayoutTests {
    /// An effect whose matrix is the identity, so only the layout is under test.
    struct Still: GeometryEffectModel {
        var animatableData: Double { get { 0 } set {} }
        func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform.identity) }
    }

    /// In a 200-point canvas a VStack of a 40×40 and a 40×60 square (spacing 8) is 108 tall,
    /// so its top is at 46 and the second square's frame is (80, 94, 40, 60). The effect, proposed
    /// the frame's size, takes its flexible child's answer to that proposal, and the
    /// square under it fills that frame. (The engine gives every
    /// `placeSubviews` bounds at the origin, in the node's own coordinates, so the origin
    /// `PassThroughLayout` places at is (0, 0) here: placement is what the frames check.)
    @Test(arguments: [(CGFloat(40), CGFloat(94)), (CGFloat(0), CGFloat(74))])
    func theViewUnderAnEffectFillsTheEffectsFrame(first: CGFloat, expectedY: CGFloat) throws {
        let view = VStack {
            Rectangle().frame(width: 40, height: first)
            Rectangle().geometryEffect(Still()).id("effect").frame(width: 40, height: 60)
        }
        let list = try LayoutEngine().layout(view, in: CGSize(width: 200, height: 200))
        let effect = try #require(list.item("effect"))
        let square = try #require(list.items.first { $0.parent != nil && $0.shape != nil && $0.id.hasPrefix("effect/") })
        #expect(effect.frame == CGRect(x: 80, y: expectedY, width: 40, height: 60))
        #expect(square.frame == effect.frame)
    }
}
