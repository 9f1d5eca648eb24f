import AnimSimCore
@testable import AnimSimCompare
import Foundation
import Testing

/// Straight paths make views collide where the layout's own geometry keeps them apart.
@Suite struct CompareOverlapTests {
    /// Two tiles of 90 on opposite sides of the wheel turned 180°: under position both
    /// cross the centre at t = 1 s and pile up; on the circle they stay 260 apart.
    static let pair = CompareScenes.wheel(to: 180, count: 2, size: 90, title: "Swap 2 × 90 pt, 0° → 180°")

    struct Case: Sendable, CustomTestStringConvertible {
        var scene: Scene
        var collisions: [String]
        var testDescription: String { scene.title }
    }

    static let cases = [
        Case(scene: pair, collisions: ["v0×v1"]),
        // Four tiles all cross the centre at once: every pair meets, opposites included.
        Case(scene: CompareScenes.swap, collisions: ["v0×v1", "v0×v2", "v0×v3", "v1×v2", "v1×v3", "v2×v3"]),
        // The articles' wheel: chords bring neighbours 26.9 × 65 apart, inside a 70 × 70 tile;
        // on the circle the nearest they come is 70.35 along both axes.
        Case(scene: CompareScenes.quarterTurn,
             collisions: ["v0×v1", "v0×v7", "v1×v2", "v2×v3", "v3×v4", "v4×v5", "v5×v6", "v6×v7"]),
    ]

    @Test(arguments: cases)
    func positionCollidesAnimatableDoesNot(_ c: Case) throws {
        let comparison = try CompareScenes.compare(c.scene).comparison
        let position = try #require(comparison.report(.position))
        let animatable = try #require(comparison.report(.animatable))
        #expect(position.overlaps.collisions.map(\.name) == c.collisions)
        #expect(position.summary.collidingPairs == c.collisions)
        #expect(!position.overlaps.frames.isEmpty)
        #expect(animatable.overlaps.pairs.isEmpty && animatable.overlaps.frames.isEmpty)
        #expect(animatable.summary.overlapFrames == 0)
    }

    @Test func collisionsOfTheSwapSurroundHalfProgress() throws {
        let overlaps = try #require(try CompareScenes.compare(Self.pair).comparison.report(.position)?.overlaps)
        let pair = try #require(overlaps.pairs.first)
        // Both tiles at the centre at t = 1 s (frame 60): fully on top of each other.
        #expect(pair.frames.contains(60))
        #expect(abs(pair.maxArea - 90 * 90) < 1e-6)
        #expect(pair.firstTime < 1 && pair.lastTime > 1)
        #expect(!pair.atRest)
        // Symmetric ease: the frames are symmetric about 60.
        #expect(pair.frames.first! + pair.frames.last! == 120)
    }

    @Test(arguments: [
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10), 0.0),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 10, height: 10), 0.0),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 9, y: 9, width: 10, height: 10), 1.0),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 2, y: 2, width: 3, height: 3), 9.0),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 0, height: 0), 0.0),
        // A sliver from floating point (tiles edge to edge, 10⁻⁶ pt deep) is a touch, not an overlap.
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10 - 1e-6, y: 0, width: 10, height: 10), 0.0),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 9.96, y: 0, width: 10, height: 10), 0.0),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 9.9, y: 0, width: 10, height: 10), 1.0),
    ])
    func touchingEdgesDoNotOverlap(_ a: CGRect, _ b: CGRect, area: Double) {
        #expect(abs(Overlaps.intersectionArea(a, b) - area) < 1e-12)
        #expect(abs(Overlaps.intersectionArea(b, a) - area) < 1e-12)
    }

    @Test(arguments: [([Int](), ""), ([3], "3"), ([1, 2, 3, 7, 9, 10], "1–3, 7, 9–10")])
    func frameRangesCompress(_ frames: [Int], text: String) {
        #expect(frameRanges(frames) == text)
    }
}
