import Foundation
import Testing
@testable import AnimSimCore

/// The built-in effects' matrices (design doc G5–G7), with values worked out in comments.
@Suite struct GeometryEffectMatrixTests {
    static let size = CGSize(width: 100, height: 100)

    /// G7's derived values: 100×100, 45° about (0, 1, 0), other defaults. d = 100; for (0, 0):
    /// v = (−50, −50, 0), v′ = (−35.355, −50, 35.355), w = 1 − 0.35355 = 0.64645, so
    /// (50 − 54.69, 50 − 77.35) = (−4.69, −27.35); (100, 0) and (0, 100) likewise.
    @Test(arguments: [(CGPoint(x: 0, y: 0), CGPoint(x: -4.69, y: -27.35)),
                      (CGPoint(x: 100, y: 0), CGPoint(x: 76.12, y: 13.06)),
                      (CGPoint(x: 0, y: 100), CGPoint(x: -4.69, y: 127.35))])
    func rotation3DMatchesTheDerivedPoints(point: CGPoint, expected: CGPoint) {
        let m = _Rotation3DEffect(angle: .degrees(45), axis: (0, 1, 0)).effectValue(size: Self.size)
        let p = point.applying(m)
        #expect(abs(p.x - expected.x) < 0.006 && abs(p.y - expected.y) < 0.006, "\(p)")
    }

    /// The per-point rule of G7, for any angle: the matrix agrees with it at the corners.
    @Test(arguments: [10.0, 60.0, 89.0, 120.0, -30.0])
    func rotation3DAgreesWithThePointRule(degrees: Double) {
        let m = _Rotation3DEffect(angle: .degrees(degrees), axis: (0, 1, 0)).effectValue(size: Self.size)
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 30)] {
            // About y: v′x = c·vx + s·vz, v′z = −s·vx + c·vz, vz = 0.
            let vx = point.x - 50, vy = point.y - 50
            let w = 1 - (-s * vx) / 100
            let p = point.applying(m)
            #expect(abs(p.x - (50 + c * vx / w)) < 1e-9 && abs(p.y - (50 + vy / w)) < 1e-9)
        }
    }

    @Test func perspectiveZeroIsOrthographic() {
        let m = _Rotation3DEffect(angle: .degrees(60), axis: (0, 1, 0), perspective: 0).effectValue(size: Self.size)
        #expect(m.isAffine)
        // x shrinks by cos 60° about the centre: (0, 0) ↦ (25, 0).
        let p = CGPoint(x: 0, y: 0).applying(m)
        #expect(abs(p.x - 25) < 1e-9 && abs(p.y) < 1e-9)
    }

    @Test func rotationEffectTurnsAboutItsAnchor() {
        // 90° about the top-leading corner: (100, 0) ↦ (0, 100); the corner stays.
        let m = _RotationEffect(angle: .degrees(90), anchor: .topLeading).effectValue(size: Self.size)
        let p = CGPoint(x: 100, y: 0).applying(m), o = CGPoint.zero.applying(m)
        #expect(abs(p.x) < 1e-9 && abs(p.y - 100) < 1e-9 && abs(o.x) < 1e-12 && abs(o.y) < 1e-12)
        // About the centre, G6's last row: ax − c·ax + s·ay = 50 − 0 + 50 = 100, ay − s·ax − c·ay = 0.
        let centred = _RotationEffect(angle: .degrees(90)).effectValue(size: Self.size)
        #expect(abs(centred.m31 - 100) < 1e-9 && abs(centred.m32) < 1e-9)
    }

    @Test func scaleEffectKeepsItsAnchorAndNeverZero() {
        // x 2, y 0.5 about the bottom-trailing corner (100, 100): m31 = 100·(1 − 2) = −100, m32 = 50.
        let m = _ScaleEffect(scale: CGSize(width: 2, height: 0.5), anchor: .bottomTrailing).effectValue(size: Self.size)
        #expect(m == ProjectionTransform(rows: [2, 0, 0, 0, 0.5, 0, -100, 50, 1]))
        let zero = _ScaleEffect(scale: .zero).effectValue(size: Self.size)
        #expect(zero.m11 == (2 * CGFloat.leastNormalMagnitude).squareRoot() && zero.determinant != 0)
    }

    @Test func transformEffectHasNoAnchor() {
        // G8: a rotation by 90° turns about the top-left corner: (100, 0) ↦ (0, 100).
        let m = _TransformEffect(transform: CGAffineTransform(rotationAngle: .pi / 2)).effectValue(size: Self.size)
        let p = CGPoint(x: 100, y: 0).applying(m)
        #expect(abs(p.x) < 1e-9 && abs(p.y - 100) < 1e-9)
    }
}
