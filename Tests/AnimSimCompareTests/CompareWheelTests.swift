import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimCompare
import Foundation
import Testing

/// Analytic figures of the articles' wheel (8 tiles, radius 130, 330×330, easeInOut 2 s).
@Suite struct CompareWheelTests {
    static let views = (0..<8).map { "v\($0)" }

    @Test(arguments: views)
    func quarterTurnUnderPositionCutsTheChord(view: String) throws {
        let report = try #require(try CompareScenes.compare(CompareScenes.quarterTurn).comparison.report(.position))
        let v = try #require(report.view(view))
        // Chord of 90° on radius 130: 2·130·sin 45° = 183.85; its midpoint is 130·cos 45° from the centre.
        #expect(abs(v.pathLength - 2 * 130 * sin(Double.pi / 4)) < 0.01)
        #expect(abs(v.straightDistance - 183.85) < 0.01)
        #expect(abs(v.minDistanceFromCentre - 130 * cos(Double.pi / 4)) < 0.01)
        #expect(abs(try #require(v.minDistanceTime) - 1) < 0.01)
        #expect(abs(v.radius - 130) < 1e-9)
        #expect(v.wheelLike)
        #expect(abs(v.maxRadiusDeviation - (130 - 91.9239)) < 0.01)
    }

    @Test(arguments: views)
    func quarterTurnUnderAnimatableFollowsTheArc(view: String) throws {
        let report = try #require(try CompareScenes.compare(CompareScenes.quarterTurn).comparison.report(.animatable))
        let v = try #require(report.view(view))
        #expect(abs(v.pathLength - 130 * Double.pi / 2) < 0.01, "arc 204.20, measured \(v.pathLength)")
        #expect(abs(v.minDistanceFromCentre - 130) < 0.01 && abs(v.maxDistanceFromCentre - 130) < 0.01)
        #expect(v.maxRadiusDeviation < 0.01)
        #expect(v.wheelLike)
        // On its circle the distance from the centre never changes: no instant is nearest,
        // and there is nothing to overshoot.
        #expect(v.minDistanceTime == nil && v.overshoot == nil)
        // Same endpoints as position: the straight distance is the chord.
        #expect(abs(v.straightDistance - 183.85) < 0.01)
    }

    @Test(arguments: views)
    func strategiesDivergeMostAtHalfProgress(view: String) throws {
        let comparison = try CompareScenes.compare(CompareScenes.quarterTurn).comparison
        let d = try #require(comparison.divergence.first { $0.view == view })
        // easeInOut is symmetric: half progress at t = 1 s, where arc and chord midpoints are
        // 130 − 91.92 = 38.08 apart.
        #expect(abs(try #require(d.time) - 1) < comparison.sampleInterval + 1e-9)
        #expect(abs(d.maxDistance - 130 * (1 - cos(Double.pi / 4))) < 0.01)
    }

    @Test(arguments: views)
    func fullTurnMovesOnlyUnderAnimatable(view: String) throws {
        let comparison = try CompareScenes.compare(CompareScenes.fullTurn).comparison
        let position = try #require(comparison.report(.position)?.view(view))
        let animatable = try #require(comparison.report(.animatable)?.view(view))
        #expect(position.pathLength < 1e-9)
        #expect(position.settlingTime == 0)
        // At rest: a peak of zero has no instant.
        #expect(position.peakSpeed < 1e-9 && position.peakSpeedTime == nil && position.peakAccelerationTime == nil)
        #expect(abs(animatable.pathLength - 2 * Double.pi * 130) < 0.01, "816.81, measured \(animatable.pathLength)")
        #expect(animatable.straightDistance < 1e-9 && animatable.pathRatio == nil)
        #expect(animatable.maxRadiusDeviation < 0.01)
    }

    @Test func kinematicsOfTheQuarterTurn() throws {
        let comparison = try CompareScenes.compare(CompareScenes.quarterTurn).comparison
        let position = try #require(comparison.report(.position)?.view("v0"))
        let animatable = try #require(comparison.report(.animatable)?.view("v0"))
        // Same timing curve, so the arc is run at π/(2√2) = 1.111 times the chord's speed at every instant.
        #expect(abs(animatable.peakSpeed / position.peakSpeed - 204.2035 / 183.8478) < 0.002)
        // A symmetric ease peaks in speed at half time and settles just before the end.
        #expect(abs(try #require(position.peakSpeedTime) - 1) < 0.02)
        #expect(position.settlingTime > 1.8 && position.settlingTime <= 2)
        #expect(position.peakAcceleration > 0 && animatable.peakAcceleration > position.peakAcceleration)
    }

    @Test func summariesAgreeWithTheViews() throws {
        let comparison = try CompareScenes.compare(CompareScenes.quarterTurn).comparison
        let position = try #require(comparison.report(.position)?.summary)
        let animatable = try #require(comparison.report(.animatable)?.summary)
        #expect(position.views == 8 && position.movingViews == 8)
        #expect(abs(position.totalPathLength - 8 * 183.8478) < 0.05)
        #expect(abs(animatable.meanPathLength - 204.2035) < 0.01)
        #expect(abs(try #require(position.maxRadiusDeviation) - 38.0761) < 0.01)
        #expect(try #require(animatable.maxRadiusDeviation) < 0.01)
        // On the circle neighbours never touch; on the chords they do (CompareOverlapTests).
        #expect(animatable.overlapFrames == 0 && position.overlapFrames == 51)
        #expect(position.collidingPairs.count == 8)
    }
}
