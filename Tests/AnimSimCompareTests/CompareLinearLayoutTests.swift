import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimCompare
import Foundation
import Testing

/// A layout whose positions are linear in its parameter (an HStack's spacing) moves views
/// on straight lines under both strategies: the comparison must find nothing to tell apart.
@Suite struct CompareLinearLayoutTests {
    static let stack = Scene(title: "HStack spacing 0 → 40", canvas: CGSize(width: 330, height: 120), duration: 1,
                             parameters: [SceneParameter(name: "spacing", initial: 0)],
                             timeline: [StateChange(at: 0, animation: .easeInOut(duration: 1), set: ["spacing": 40])]) { state in
        HStack(spacing: state["spacing"]) {
            ForEach(0..<3) { i in Rectangle().frame(width: 40, height: 40).id("h\(i)") }
        }
    }

    /// The outer tiles move 40 pt outwards, the middle one stays.
    @Test(arguments: [("h0", 40.0), ("h1", 0.0), ("h2", 40.0)])
    func strategiesAgree(view: String, travel: Double) throws {
        let comparison = try CompareScenes.compare(Self.stack).comparison
        for strategy in Strategy.allCases {
            let v = try #require(comparison.report(strategy)?.view(view))
            #expect(abs(v.pathLength - travel) < 1e-6 && abs(v.straightDistance - travel) < 1e-6)
            #expect(!v.wheelLike)
        }
        let d = try #require(comparison.divergence.first { $0.view == view })
        #expect(d.maxDistance < 1e-6 && d.meanDistance < 1e-6)
    }

    @Test func viewsAreThePlacedSubviewsMeasuredFromTheStack() throws {
        let (comparison, samples) = try CompareScenes.compare(Self.stack)
        #expect(comparison.report(.position)?.views.map(\.view) == ["h0", "h1", "h2"])
        let h1 = try #require(samples[0].track("h1"))
        // The stack is centred in the 330 × 120 canvas and h1 in the stack.
        #expect(h1.view.containerID != nil)
        #expect(h1.layoutCentres.allSatisfy { abs($0.x - 165) < 1e-9 && abs($0.y - 60) < 1e-9 })
        #expect(h1.distancesFromCentre.allSatisfy { $0 < 1e-9 })
    }

    @Test func quarterTurnDivergesOnAverageLessThanAtWorst() throws {
        let d = try #require(try CompareScenes.compare(CompareScenes.quarterTurn).comparison.divergence.first)
        #expect(d.meanDistance > 0.3 * d.maxDistance && d.meanDistance < d.maxDistance)
    }
}
