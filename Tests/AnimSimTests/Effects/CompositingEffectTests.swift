import AnimSimCore
import Foundation
import Testing

/// A shadow's animatable data (design doc V3): (resolved colour, (radius, offset)), the
/// colour as AnimSim animates every colour (`Color.animatableComponents`: a black of
/// opacity a is (0, 0, 0, 128·a)).
@Suite struct CompositingEffectTests {
    static func shadow(_ opacity: Double, _ radius: Double, _ x: Double, _ y: Double) -> CompositingEffect {
        CompositingEffect(Compositing(.shadow(Compositing.Shadow(color: Color(red: 0, green: 0, blue: 0, opacity: opacity),
                                                                   radius: radius, offset: CGSize(width: x, height: y)))))
    }

    @Test func theDataIsColourThenRadiusThenOffset() {
        #expect(Self.shadow(0.33, 4, 1, 2).animatableData.components == [0, 0, 0, 128 * 0.33, 4, 1, 2])
    }

    /// Half-way between two shadows' data is the shadow half-way: radius, offset and opacity
    /// each at their mean.
    @Test(arguments: [0.25, 0.5, 0.75])
    func interpolatedDataGivesTheShadowBetween(fraction: Double) throws {
        let a = Self.shadow(0.2, 2, 0, 2), b = Self.shadow(0.6, 20, 0, 16)
        var between = a
        var data = a.animatableData
        data += (b.animatableData - a.animatableData).scaled(by: fraction)
        between.animatableData = data
        let shadow = try #require(between.compositing.shadow)
        #expect(abs(shadow.radius - (2 + 18 * fraction)) < 1e-12)
        #expect(abs(shadow.offset.height - (2 + 14 * fraction)) < 1e-12 && shadow.offset.width == 0)
        #expect(abs(shadow.color.opacity - (0.2 + 0.4 * fraction)) < 1e-12)
    }

    /// A group, a mask and a blend mode have no data: they change at once (C4).
    @Test(arguments: [Compositing.Kind.group, .mask, .blend(.multiply)])
    func theOtherKindsHaveNoData(kind: Compositing.Kind) {
        #expect(CompositingEffect(Compositing(kind)).animatableData.components.isEmpty)
    }
}
