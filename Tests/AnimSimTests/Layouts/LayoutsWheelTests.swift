import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// The seed article's wheel: 8 tiles of 70×70 on radius 130 make a 330×330 wheel; tile i's
/// centre is (165 + 130·sin θ, 165 − 130·cos θ) with θ = i·45° + rotation.
@Suite struct LayoutsWheelTests {
    static let canvas = CGSize(width: 330, height: 330)

    static func tiles(_ count: Int = 8) -> [ViewNode] {
        (0..<count).map { _ in RoundedRectangle(cornerRadius: 8).frame(width: 70, height: 70) }
    }

    static func wheel(_ rotation: Angle, radius: CGFloat = 130) -> ViewNode {
        WheelLayout(radius: radius, rotation: rotation)(children: tiles())
    }

    static func expectedCenter(_ index: Int, degrees: Double, radius: Double = 130) -> CGPoint {
        let theta = (Double(index) * 45 + degrees) * .pi / 180
        return CGPoint(x: 165 + radius * sin(theta), y: 165 - radius * cos(theta))
    }

    @Test func sizeIsLargestChildPlusDiameter() throws {
        // (70 / 2 + 130) · 2 = 330: the wheel fills the canvas exactly, at the origin.
        let result = try LayoutCheck.run(Self.wheel(.zero), in: Self.canvas)
        #expect(result.frame("root") == CGRect(x: 0, y: 0, width: 330, height: 330))
    }

    @Test(arguments: [(0, 165, 35), (2, 295, 165), (4, 165, 295), (6, 35, 165)] as [(Int, CGFloat, CGFloat)])
    func quarterTilesAtZeroDegrees(index: Int, x: CGFloat, y: CGFloat) throws {
        // 0° is 12 o'clock; every second tile is a quarter turn further clockwise.
        let result = try LayoutCheck.run(Self.wheel(.zero), in: Self.canvas)
        #expect(LayoutCheck.close(LayoutCheck.center(result.frame("root/\(index)")), CGPoint(x: x, y: y)))
        #expect(LayoutCheck.close(result.frame("root/\(index)")?.size, CGSize(width: 70, height: 70)))
    }

    @Test func firstTileAtNinetyDegrees() throws {
        // (0, −130) turned 90° clockwise is (130, 0): centre (295, 165).
        let result = try LayoutCheck.run(Self.wheel(.degrees(90)), in: Self.canvas)
        #expect(LayoutCheck.close(LayoutCheck.center(result.frame("root/0")), CGPoint(x: 295, y: 165)))
    }

    @Test(arguments: [0.0, 30, 90, 200, 360])
    func everyTileOnTheCircle(degrees: Double) throws {
        let result = try LayoutCheck.run(Self.wheel(.degrees(degrees)), in: Self.canvas)
        for index in 0..<8 {
            #expect(LayoutCheck.close(LayoutCheck.center(result.frame("root/\(index)")),
                                      Self.expectedCenter(index, degrees: degrees), 1e-9))
        }
    }

    @Test func animatableDataIsRotationThenRadius() {
        var wheel = WheelLayout(radius: 130, rotation: .degrees(90))
        #expect(LayoutCheck.close(wheel.animatableData.first, .pi / 2))
        #expect(wheel.animatableData.second == 130)
        // Halfway from (0°, 130) to (90°, 200): 45° and 165.
        let from = WheelLayout(radius: 130, rotation: .zero).animatableData
        let to = WheelLayout(radius: 200, rotation: .degrees(90)).animatableData
        wheel.animatableData = .interpolate(from: from, to: to, progress: 0.5)
        #expect(LayoutCheck.close(CGFloat(wheel.rotation.degrees), 45))
        #expect(LayoutCheck.close(wheel.radius, 165))
    }

    @Test func interpolatedParametersStayOnTheCircle() throws {
        // The animatable strategy's point: halfway through 0° → 90° tile 0 is on the circle at
        // 45°, not on the chord (which would be 130·√2/2 ≈ 91.9 from the centre).
        var wheel = WheelLayout(radius: 130, rotation: .zero)
        wheel.animatableData = .interpolate(from: wheel.animatableData,
                                            to: WheelLayout(radius: 130, rotation: .degrees(90)).animatableData,
                                            progress: 0.5)
        let result = try LayoutCheck.run(wheel(children: Self.tiles()), in: Self.canvas)
        let center = try #require(LayoutCheck.center(result.frame("root/0")))
        #expect(LayoutCheck.close(hypot(center.x - 165, center.y - 165), 130, 1e-9))
        #expect(LayoutCheck.close(center, Self.expectedCenter(0, degrees: 45)))
    }

    @Test func tilesAreProposedUnspecified() throws {
        // Unframed rectangles take their ideal 10×10, though the wheel measured them at 330
        // (the article's sizeThatFits uses the proposal): (330/2 + 130)·2 = 590 wide.
        let root = WheelLayout(radius: 130) { Rectangle(); Rectangle() }
        let result = try LayoutCheck.run(root, in: Self.canvas)
        #expect(result.frame("root")?.size == CGSize(width: 590, height: 590))
        #expect(result.frame("root/0")?.size == CGSize(width: 10, height: 10))
    }

    @Test func emptyWheelIsItsDiameter() throws {
        let result = try LayoutCheck.run(WheelLayout(radius: 20) {}, in: Self.canvas)
        #expect(result.frame("root")?.size == CGSize(width: 40, height: 40))
    }

    @Test(arguments: [0.0, 90, 33])
    func pointsToCenterSettlesOnTheTileAngles(degrees: Double) throws {
        let root = WheelLayout(radius: 130, rotation: .degrees(degrees))(children: Self.tiles().map { $0.pointsToCenter() })
        let engine = LayoutEngine()
        let settled = try engine.settledWriteBacks(root, in: Self.canvas)
        #expect(settled.values.count == 8)
        let result = try engine.layout(root, in: Self.canvas, applying: settled)
        for index in 0..<8 {
            let rotation = try #require(result.item("root/\(index)")?.rotation)
            #expect(LayoutCheck.close(CGFloat(rotation.degrees), CGFloat(Double(index) * 45 + degrees), 1e-9))
            // Rotation is drawing only: the tiles did not move.
            #expect(LayoutCheck.close(LayoutCheck.center(result.frame("root/\(index)")),
                                      Self.expectedCenter(index, degrees: degrees), 1e-9))
        }
        // The pass after settling writes exactly what it applied.
        #expect(try engine.writeBacks(root, in: Self.canvas, applying: settled) == settled)
    }

    @Test func withoutTheTwoWayValueNothingIsWritten() throws {
        let result = try LayoutCheck.run(Self.wheel(.degrees(90)), in: Self.canvas)
        #expect(try LayoutEngine().writeBacks(Self.wheel(.degrees(90)), in: Self.canvas).values.isEmpty)
        #expect(result.item("root/0")?.rotation == .zero)
    }
}
