import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

@Suite struct LayoutsRecursiveComposedTests {
    static func squares(_ count: Int) -> [ViewNode] {
        (0..<count).map { _ in Rectangle().frame(width: 20, height: 20).pointsToCenter().scaledByRing() }
    }

    /// Ring, position in the ring and ring size of view `index` with 12 per ring out of 44.
    static func ring(of index: Int) -> (ring: Int, offset: Int, count: Int) {
        (index / 12, index % 12, index < 36 ? 12 : 8)
    }

    @Test func fortyFourViewsMakeRingsOfTwelveTwelveTwelveEight() throws {
        // Size (20/2 + 100)·2 = 220, centred in a 220 canvas: centre (110, 110). Ring k has
        // radius 100·0.5^k = 100, 50, 25, 12.5; view j of n on it is at angle 360°·j/n from
        // 12 o'clock, clockwise; each is handed back its angle and the ring's scale 0.5^k.
        let root = RecursiveWheelLayout(perRing: 12, radius: 100, scale: 0.5)(children: Self.squares(44))
        let canvas = CGSize(width: 220, height: 220)
        let engine = LayoutEngine()
        let settled = try engine.settledWriteBacks(root, in: canvas)
        let result = try engine.layout(root, in: canvas, applying: settled)
        #expect(result.frame("root") == CGRect(x: 0, y: 0, width: 220, height: 220))
        var ringSizes = [Int](repeating: 0, count: 4)
        for index in 0..<44 {
            let (ring, offset, count) = Self.ring(of: index)
            let radius = 100 * pow(0.5, Double(ring))
            let angle = 2 * Double.pi * Double(offset) / Double(count)
            let view = try #require(result.item("root/\(index)"))
            #expect(LayoutCheck.close(LayoutCheck.center(view.frame),
                                      CGPoint(x: 110 + radius * sin(angle), y: 110 - radius * cos(angle)), 1e-9),
                    "view \(index)")
            #expect(LayoutCheck.close(view.scale, CGFloat(pow(0.5, Double(ring)))), "view \(index)")
            #expect(LayoutCheck.close(CGFloat(view.rotation.radians), CGFloat(angle)), "view \(index)")
            // The layout never resizes: scaling is the view's drawing effect.
            #expect(view.frame.size == CGSize(width: 20, height: 20))
            ringSizes[ring] += 1
        }
        #expect(ringSizes == [12, 12, 12, 8])
    }

    @Test(arguments: [(1, 1), (5, 1), (12, 1), (13, 2), (25, 3), (37, 4)] as [(Int, Int)])
    func ringCount(views: Int, rings: Int) throws {
        // The distinct distances from the centre are the rings.
        let root = RecursiveWheelLayout(perRing: 12, radius: 100, scale: 0.5)(children: Self.squares(views))
        let result = try LayoutCheck.run(root, in: CGSize(width: 220, height: 220))
        let distances = Set((0..<views).map { index -> Int in
            let c = LayoutCheck.center(result.frame("root/\(index)"))!
            return Int((hypot(c.x - 110, c.y - 110) * 1000).rounded())
        })
        #expect(distances.count == rings)
    }

    @Test func perRingZeroDoesNotRecurseForever() throws {
        // Treated as one per ring: three views on radii 100, 50, 25.
        let root = RecursiveWheelLayout(perRing: 0, radius: 100, scale: 0.5)(children: Self.squares(3))
        let result = try LayoutCheck.run(root, in: CGSize(width: 220, height: 220))
        for (index, radius) in [100.0, 50, 25].enumerated() {
            #expect(LayoutCheck.close(LayoutCheck.center(result.frame("root/\(index)")), CGPoint(x: 110, y: 110 - radius)))
        }
    }

    @Test func recursiveAnimatableData() {
        var layout = RecursiveWheelLayout(radius: 100, scale: 0.5)
        layout.animatableData = .interpolate(from: layout.animatableData,
                                             to: RecursiveWheelLayout(radius: 200, scale: 0.7).animatableData, progress: 0.5)
        #expect(layout.radius == 150)
        #expect(LayoutCheck.close(layout.scale, 0.6))
    }

    static func tiles(_ count: Int) -> [ViewNode] {
        (0..<count).map { Rectangle().frame(width: 20, height: 20).id("t\($0)") }
    }

    @Test(arguments: [
        // 8 views: top row 3 (60×20), a column of 2 (20×40), bottom row 3: 60×80 at (20, 10).
        (8, [[20, 10], [40, 10], [60, 10], [40, 30], [40, 50], [20, 70], [40, 70], [60, 70]]),
        // 4 views: top 3, bottom 1, no middle: 60×40 at (20, 30); the bottom view centred.
        (4, [[20, 30], [40, 30], [60, 30], [40, 50]]),
        // 2 views: only a top row, 40×20 at (30, 40).
        (2, [[30, 40], [50, 40]]),
        // 7 views: top 3, one in the middle, bottom 3: 60×60 at (20, 20).
        (7, [[20, 20], [40, 20], [60, 20], [40, 40], [20, 60], [40, 60], [60, 60]]),
    ] as [(Int, [[CGFloat]])])
    func composedTopMiddleBottom(count: Int, origins: [[CGFloat]]) throws {
        let result = try LayoutCheck.run(ComposedLayout()(children: Self.tiles(count)))
        for (index, origin) in origins.enumerated() {
            #expect(LayoutCheck.close(result.frame("t\(index)"), LayoutCheck.rect(origin + [20, 20])), "t\(index)")
        }
    }

    @Test func composedGroupsAreSlicesOfTheSubviews() throws {
        // 10 views: top 0..<3, centre 3..<7, bottom 7..<10, with the original indices.
        let graph = LayoutGraph(root: ComposedLayout()(children: Self.tiles(10)), measurer: FixedAdvanceTextMeasurer(),
                                store: WriteBackStore(applied: [:]))
        defer { withExtendedLifetime(graph) {} }
        let subviews = graph.subviews(of: 0)
        let layout = ComposedLayout()
        #expect(layout.topViews(subviews: subviews).indices == 0..<3)
        #expect(layout.centerViews(subviews: subviews).indices == 3..<7)
        #expect(layout.bottomViews(subviews: subviews).indices == 7..<10)
    }

    @Test func composedMatchesTheStacksItDrives() throws {
        // The middle column is exactly a VStack(spacing: 0) of the same views, centred.
        let composed = try LayoutCheck.run(ComposedLayout()(children: Self.tiles(9)))
        let column = try LayoutCheck.run(VStack(spacing: 0) { ForEach(3..<6) { Rectangle().frame(width: 20, height: 20).id("t\($0)") } })
        // Composed is 60 × (20 + 60 + 20) = 100 tall at y = 0, its column at (40, 20); the lone
        // column is 20 × 60, centred at (40, 20) too.
        for index in 3..<6 {
            let a = try #require(composed.frame("t\(index)")), b = try #require(column.frame("t\(index)"))
            #expect(a.minX == b.minX && a.minY == b.minY)
        }
    }
}
