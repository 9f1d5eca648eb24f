import Foundation
import Testing
@testable import AnimSimCore

/// CoreGraphics' `CGVector` as published SwiftUI files use it: built from a drag's two points,
/// read back as `dx`/`dy` into `atan2`, compared and zeroed.
@Suite struct CGVectorTests {
    /// A drag from the centre (100, 100) to each point: its angle through `atan2(dy, dx)`, in
    /// degrees, y down as on screen (CurvedSlider-style code).
    @Test(arguments: [(CGPoint(x: 150, y: 100), 0.0), (CGPoint(x: 100, y: 150), 90.0),
                      (CGPoint(x: 50, y: 100), 180.0), (CGPoint(x: 100, y: 50), -90.0),
                      (CGPoint(x: 130, y: 130), 45.0)])
    func aDragsAngle(location: CGPoint, degrees: Double) {
        let center = CGPoint(x: 100, y: 100)
        let vector = CGVector(dx: location.x - center.x, dy: location.y - center.y)
        #expect(abs(atan2(vector.dy, vector.dx) * 180 / .pi - degrees) < 1e-9)
    }

    @Test func theInitialisersAgree() {
        #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: 3.0 as Double, dy: -4.0 as Double))
        #expect(CGVector(dx: 3 as Int, dy: -4 as Int) == CGVector(dx: CGFloat(3), dy: CGFloat(-4)))
        #expect(CGVector() == .zero && CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
        #expect("\(CGVector(dx: 1.5, dy: -2))" == "(1.5, -2.0)")
    }
}
