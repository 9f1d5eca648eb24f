import Foundation
import Testing
@testable import AnimSimCore

/// ProjectionTransform and CATransform3D follow CoreGraphics' row-vector convention (G1):
/// every expected value is worked out in a comment.
@Suite struct ProjectionTransformTests {
    static func near(_ a: CGPoint, _ x: CGFloat, _ y: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - x) <= tolerance && abs(a.y - y) <= tolerance
    }

    @Test func concatenatingAppliesTheLeftFirst() {
        // Scale by 2, then move by (10, 0): (1, 1) ↦ (2, 2) ↦ (12, 2); the other order gives (22, 2).
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)), move = ProjectionTransform.translation(10, 0)
        #expect(Self.near(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), 12, 2))
        #expect(Self.near(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), 22, 2))
    }

    @Test func aPerspectiveMatrixDividesByW() {
        // m13 = 0.01: w = 1 + 0.01·x; (100, 50) ↦ (100/2, 50/2) = (50, 25).
        var m = ProjectionTransform()
        m.m13 = 0.01
        #expect(!m.isAffine)
        #expect(Self.near(CGPoint(x: 100, y: 50).applying(m), 50, 25))
        // w ≤ 0: the point goes to infinity.
        #expect(CGPoint(x: -100, y: 0).applying(m).x == .infinity)
    }

    @Test func invertUndoesAndRefusesASingularMatrix() {
        var m = ProjectionTransform(rows: [2, 1, 0.001, -1, 3, 0.002, 5, 7, 1])
        let original = m
        let inverted = m.invert()
        #expect(inverted)
        let p = CGPoint(x: 13, y: -4).applying(original).applying(m)
        #expect(Self.near(p, 13, -4, 1e-9))
        var singular = ProjectionTransform(rows: [1, 2, 0, 2, 4, 0, 0, 0, 1])
        let refused = !singular.invert()
        #expect(refused)
        #expect(singular == ProjectionTransform(rows: [1, 2, 0, 2, 4, 0, 0, 0, 1]))
    }

    @Test func fromCATransform3DDropsTheThirdRowAndColumn() {
        var t = CATransform3DIdentity
        t.m14 = 0.5; t.m24 = 0.25; t.m41 = 3; t.m42 = 4; t.m44 = 2; t.m33 = 9; t.m43 = 7
        let m = ProjectionTransform(t)
        #expect(m == ProjectionTransform(rows: [1, 0, 0.5, 0, 1, 0.25, 3, 4, 2]))
    }

    @Test func caRotationAboutZIsCoreGraphicsRotation() {
        // About +z, 90° turns +x to +y (clockwise on a y-down screen), as CGAffineTransform(rotationAngle:).
        let ca = ProjectionTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let cg = ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 2))
        for (a, b) in zip(ca.entries, cg.entries) { #expect(abs(a - b) < 1e-12) }
        #expect(Self.near(CGPoint(x: 1, y: 0).applying(ca), 0, 1, 1e-12))
        // A zero axis gives the identity (the choice G7 records).
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func caFunctionsApplyTheirStepFirst() {
        // Translate(t, 10, 0, 0) = T(10)·t: with t a scale by 2, (1, 0) ↦ (11, 0) ↦ (22, 0).
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(Self.near(CGPoint(x: 1, y: 0).applying(ProjectionTransform(t)), 22, 0))
        // Concat(a, b): a first. Scale then move: (1, 0) ↦ (2, 0) ↦ (12, 0).
        let c = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(Self.near(CGPoint(x: 1, y: 0).applying(ProjectionTransform(c)), 12, 0))
        // Rotate(t, 90° about z): the rotation first. t = move by (0, 5): (1, 0) ↦ (0, 1) ↦ (0, 6).
        let r = CATransform3DRotate(CATransform3DMakeTranslation(0, 5, 0), .pi / 2, 0, 0, 1)
        #expect(Self.near(CGPoint(x: 1, y: 0).applying(ProjectionTransform(r)), 0, 6, 1e-12))
    }

    @Test func affineInverseAndRectangles() {
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2).scaledBy(x: 2, y: 3)
        let p = CGPoint(x: 7, y: 11).applying(t).applying(t.inverted())
        #expect(Self.near(p, 7, 11, 1e-9))
        // A 10×20 rect turned 90°: x ∈ [−20, 0], y ∈ [0, 10].
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9 && abs(r.minY) < 1e-9)
    }
}
