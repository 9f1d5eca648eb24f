import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimPresentation

/// The strip the window and the report draw under their timelines: per frame, how far apart
/// the two strategies draw the same item.
@Suite struct DivergenceStripTests {
    static func wheel(degrees: Double) -> Scene {
        Scene(title: "wheel", canvas: CGSize(width: 330, height: 330), fps: 30, duration: 2,
              parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
              timeline: [StateChange(at: 0, animation: .easeInOut(duration: 2), set: ["angle": degrees])]) { state in
            WheelLayout(radius: 130, rotation: state.angle("angle")) {
                ForEach(0..<8) { i in RoundedRectangle(cornerRadius: 8).frame(width: 70, height: 70).id("v\(i)") }
            }
        }
    }

    /// Chord and arc of a quarter turn are farthest apart at half progress (frame 30 of 60),
    /// by the sagitta 130 (1 − cos 45°) = 38.08 pt, and agree at both ends.
    @Test func aQuarterTurnPartsMostAtHalfProgress() throws {
        let strip = try #require(try DivergenceStrip.measure(try SceneEvaluator(scene: Self.wheel(degrees: 90)),
                                                            strategies: [.position, .animatable]))
        #expect(strip.distances.count == 61)
        #expect(strip.worstFrame == 30 && strip.worstTime == 1)
        #expect(abs(strip.maximum - 130 * (1 - cos(Double.pi / 4))) < 1e-6)
        #expect(strip.distances[0] < 1e-9 && strip.distances[60] < 1e-9)
        #expect(strip.items[30]?.hasPrefix("v") == true)
    }

    @Test func aStackNeverPartsAndHasNoWorstFrame() throws {
        let scene = Scene(title: "stack", canvas: CGSize(width: 330, height: 120), duration: 1,
                          parameters: [SceneParameter(name: "spacing", initial: 0)],
                          timeline: [StateChange(at: 0, animation: .easeInOut(duration: 1), set: ["spacing": 40])]) { state in
            HStack(spacing: state["spacing"]) { ForEach(0..<3) { i in Rectangle().frame(width: 40, height: 40).id("h\(i)") } }
        }
        let strip = try #require(try DivergenceStrip.measure(try SceneEvaluator(scene: scene), strategies: [.position, .animatable]))
        #expect(strip.maximum < DivergenceStrip.zero)
        #expect(strip.worstFrame == nil && strip.worstTime == nil)
    }

    @Test func oneStrategyHasNoStrip() throws {
        #expect(try DivergenceStrip.measure(try SceneEvaluator(scene: Self.wheel(degrees: 90)), strategies: [.animatable]) == nil)
    }
}
