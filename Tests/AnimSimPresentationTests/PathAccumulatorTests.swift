import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder
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

    /// A tile whose width grows past the geometry bound (1e9 points) at `crossing` seconds of 2.
    static func growing(crossing: Double) -> Scene {
        Scene(title: "growing", canvas: CGSize(width: 400, height: 400), duration: 2,
              parameters: [SceneParameter(name: "w", initial: 10)],
              timeline: [StateChange(at: 0, animation: .linear(duration: 2), set: ["w": 1e9 * 2 / crossing])]) { state in
            Rectangle().frame(width: CGFloat(state["w"]), height: 10).id("tile")
        }
    }

    /// Instants are laid out one run per core, yet the error is the earliest failing
    /// instant's, as a loop over the instants in order finds it: whether the first run fails
    /// (at 0.5 s) or only a later one does (at 1.5 s).
    @Test(arguments: [0.5, 1.5])
    func theEarliestFailureIsReported(_ crossing: Double) throws {
        let evaluator = try SceneEvaluator(scene: Self.growing(crossing: crossing))
        let times = SampledPaths.times(evaluator, drawnViews: 2, samples: 480, maximumPoints: 1_000_000)
        #expect(times.count == 121)
        let earliest = try #require(times.lazy.compactMap { time -> String? in
            do { _ = try evaluator.evaluate(at: time, strategies: Strategy.allCases); return nil } catch { return "\(error)" }
        }.first)
        do {
            _ = try SampledPaths.sample(evaluator, strategies: Strategy.allCases, samples: 480, maximumPoints: 1_000_000)
            Issue.record("sampling a scene that fails at \(crossing) s succeeded")
        } catch {
            #expect("\(error)" == earliest)
        }
        #expect(earliest.contains(crossing == 0.5 ? "0.5" : "1.5"), "\(earliest)")
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
