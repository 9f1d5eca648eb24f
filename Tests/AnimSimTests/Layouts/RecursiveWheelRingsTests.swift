import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// The recursive wheel recurses once per ring. 20,000 views at one per ring overflowed the
/// stack (SIGSEGV in `check`); past `maximumRings` rings the layout now reports an error.
@Suite struct RecursiveWheelRingsTests {
    static func wheel(views: Int, perRing: Int) -> ViewNode {
        RecursiveWheelLayout(perRing: perRing, radius: 100, scale: 0.9)(children: (0..<views).map { _ in
            Rectangle().frame(width: 4, height: 4)
        })
    }

    @Test(arguments: [(64, 1), (640, 10), (12, 12)])
    func upToTheBoundEveryViewIsPlaced(_ views: Int, _ perRing: Int) throws {
        let result = try LayoutEngine().layout(Self.wheel(views: views, perRing: perRing), in: CGSize(width: 300, height: 300))
        #expect(result.items.count == 1 + 2 * views)
    }

    @Test(arguments: [(65, 1), (641, 10), (20_000, 1)])
    func pastTheBoundTheLayoutReportsIt(_ views: Int, _ perRing: Int) throws {
        let refused = #expect(throws: LayoutErrors.self) {
            _ = try LayoutEngine().layout(Self.wheel(views: views, perRing: perRing), in: CGSize(width: 300, height: 300))
        }
        let error = try #require(refused?.errors.first)
        #expect(error.kind == .layoutReported)
        let rings = (views + perRing - 1) / perRing
        #expect(error.message.hasPrefix("\(views) views at \(perRing) per ring make \(rings) rings; a recursive wheel has at most 64"),
                "\(error.message)")
    }
}
