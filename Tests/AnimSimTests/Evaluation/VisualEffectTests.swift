import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// Rotation and scale effects reach everything inside the view they are applied to.
@Suite struct VisualEffectTests {
    static func list(_ root: ViewNode) throws -> DisplayList {
        try LayoutEngine().layout(root, in: CGSize(width: 100, height: 100))
    }

    @Test func aRotatedWrapperTurnsTheShapeItFrames() throws {
        let list = try Self.list(Rectangle().frame(width: 40, height: 20).rotationEffect(.degrees(90)).id("r"))
        let shape = try #require(list.item("r/0"))
        #expect(abs(shape.rotation.degrees - 90) < 1e-9)
        // Same centre: a rotation about the wrapper's centre leaves the child's centre in place.
        #expect(abs(shape.center.x - 50) < 1e-9 && abs(shape.center.y - 50) < 1e-9)
    }

    @Test func aRotatedStackCarriesItsChildrenAround() throws {
        // Two 20×20 squares side by side, 8 apart: centres at x = 36 and 64, y = 50.
        // Rotated 90° about (50, 50), they end up above each other: (50, 36) and (50, 64).
        let list = try Self.list(HStack { Rectangle().frame(width: 20, height: 20); Rectangle().frame(width: 20, height: 20) }
            .rotationEffect(.degrees(90)))
        let a = try #require(list.item("root/0")), b = try #require(list.item("root/1"))
        #expect(abs(a.center.x - 50) < 1e-9 && abs(a.center.y - 36) < 1e-9)
        #expect(abs(b.center.x - 50) < 1e-9 && abs(b.center.y - 64) < 1e-9)
        #expect(abs(a.rotation.degrees - 90) < 1e-9)
    }

    @Test func scaleAlsoComposes() throws {
        let list = try Self.list(HStack(spacing: 0) { Rectangle().frame(width: 20, height: 20); Rectangle().frame(width: 20, height: 20) }
            .scaleEffect(2))
        // Centres 40 and 60 spread to 30 and 70 about 50; each square is drawn at scale 2.
        let a = try #require(list.item("root/0"))
        #expect(abs(a.center.x - 30) < 1e-9 && a.scale == 2)
    }
}
