import Testing
import Foundation
@testable import AnimSim
@testable import AnimSimPresentation

/// Sampled paths are what laying out every sampled instant and reading each drawn item's
/// centre gives, though runs of instants that draw the same views are appended by position
/// and a scene's still end is laid out once (issue 23: a 3,600-view mutant's render spent
/// seconds on its guides' sampling in the debug build the binary fuzz runs).
@Suite struct PathAccumulatorTests {
    /// A wheel turning for one second of `duration`: from about 1 s on every instant is the
    /// same. `growAt` adds two views then (they come and go at a change); `twin` draws one
    /// more view whose id repeats another's.
    static func scene(duration: Double, growAt: Double? = nil, twin: Bool = false) -> Scene {
        Scene(title: "paths", canvas: CGSize(width: 400, height: 400), duration: duration,
              parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0), SceneParameter(name: "n", initial: 5)],
              timeline: [StateChange(at: 0, animation: .easeInOut(duration: 1), set: ["angle": 90])]
                  + (growAt.map { [StateChange(at: $0, animation: nil, set: ["n": 7])] } ?? [])) { state in
            WheelLayout(radius: 150, rotation: state.angle("angle")) {
                ForEach(0..<Int(state["n"])) { i in Rectangle().frame(width: 10, height: 10).id("v\(i)") }
                if twin { Rectangle().frame(width: 20, height: 20).id("v0") }
            }
        }
    }

    /// Every sampled instant laid out, every drawn item's centre appended under its id.
    static func reference(_ evaluator: SceneEvaluator, times: [Double], strategy: Strategy) throws -> [String: [CGPoint]] {
        var centres: [String: [CGPoint]] = [:]
        for time in times {
            for item in try evaluator.evaluate(at: time, strategy: strategy).items where item.shape != nil {
                centres[item.id, default: []].append(item.center)
            }
        }
        return centres
    }

    @Test(arguments: [(3.0, nil, false), (3.0, 0.5, false), (3.0, 2.0, true), (0.5, nil, true)] as [(Double, Double?, Bool)])
    func pathsAreEveryInstantsCentres(_ row: (duration: Double, growAt: Double?, twin: Bool)) throws {
        let evaluator = try SceneEvaluator(scene: Self.scene(duration: row.duration, growAt: row.growAt, twin: row.twin))
        let paths = try SampledPaths.sample(evaluator, strategies: Strategy.allCases, samples: 480, maximumPoints: 1_000_000)
        for strategy in Strategy.allCases {
            let sampled = try #require(paths[strategy])
            #expect(sampled.centres == (try Self.reference(evaluator, times: sampled.times, strategy: strategy)))
        }
    }

    /// A scene of 10 s that settles after about 1 s: its 480 instants past the quiet time are
    /// one layout, not 430 (before, every instant was laid out).
    @Test func aStillEndIsLaidOutOnce() throws {
        let evaluator = try SceneEvaluator(scene: Self.scene(duration: 10))
        let paths = try SampledPaths.sample(evaluator, strategies: Strategy.allCases, samples: 480, maximumPoints: 1_000_000)
        let sampled = try #require(paths[.animatable])
        let moving = sampled.times.count { $0 < evaluator.quietTime }
        #expect(evaluator.quietTime < 1.1)
        #expect(sampled.times.count == 480)
        #expect(sampled.laidOut == moving + 1)
        // Every view still has a centre at every instant.
        #expect(sampled.centres.count == 5 && sampled.centres.values.allSatisfy { $0.count == 480 })
    }
}
