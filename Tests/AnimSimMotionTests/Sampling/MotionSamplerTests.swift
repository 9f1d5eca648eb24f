import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimMotion
import Foundation
import Testing

/// What motion export still refuses: two drawn views with one id at one instant, which
/// keyframes that follow a view by its id cannot tell apart. The message names the id and
/// the frame and says what would be right. The drawn view is the content of the entry given
/// the id, `id/0`, as `trace` names it.
@Suite struct MotionSamplerTests {
    @Test func twoDrawnViewsWithOneIdAreRefusedWithTheirIdAndFrame() throws {
        let scene = Scene(title: "One id twice", canvas: CGSize(width: 200, height: 100), duration: 0.5,
                          parameters: [SceneParameter(name: "spacing", initial: 0)],
                          timeline: [StateChange(at: 0, animation: .linear(duration: 0.5), set: ["spacing": 20])]) { state in
            HStack(spacing: state["spacing"]) {
                Rectangle().frame(width: 40, height: 40).id("twin")
                Rectangle().frame(width: 40, height: 40).id("twin")
            }
        }
        let export = MotionExport(evaluator: try SceneEvaluator(scene: scene), tolerance: 0.5)
        do {
            _ = try export.fit(.position)
            Issue.record("a scene drawing two views with one id was exported")
        } catch {
            #expect(error.description.hasPrefix("two drawn views share the id 'twin/0' at frame 0;"), "\(error)")
            #expect(error.description.contains("give each its own 'id'"))
        }
    }

    /// The same row with two ids is exported, a layer per view, over every frame.
    @Test func distinctIdsAreEachALayerOverEveryFrame() throws {
        let scene = Scene(title: "Two ids", canvas: CGSize(width: 200, height: 100), duration: 0.5,
                          parameters: [SceneParameter(name: "spacing", initial: 0)],
                          timeline: [StateChange(at: 0, animation: .linear(duration: 0.5), set: ["spacing": 20])]) { state in
            HStack(spacing: state["spacing"]) {
                Rectangle().frame(width: 40, height: 40).id("left")
                Rectangle().frame(width: 40, height: 40).id("right")
            }
        }
        let evaluator = try SceneEvaluator(scene: scene)
        let layers = try MotionSampler(evaluator: evaluator).sample(.position)
        #expect(layers.map(\.item.id) == ["left/0", "right/0"])
        #expect(layers.allSatisfy { $0.firstFrame == 0 && $0.lastFrame == evaluator.frameCount - 1 })
    }

    /// Colours and a corner radius that animate do not cut a view's life into layers: in
    /// colours-and-corners each of the three shapes and three captions is one layer over every
    /// frame, sampling the fill, stroke and label colours the display list draws each frame.
    @Test func changingColoursKeepOneLayerPerView() throws {
        let export = try GalleryFitTests.export("scenes/colours-and-corners.yaml", tolerance: 0.5)
        let evaluator = export.evaluator
        for strategy in Strategy.allCases {
            let layers = try MotionSampler(evaluator: evaluator).sample(strategy)
            #expect(layers.map(\.item.id) == ["tile/0/0", "tile/1/0", "ring/0/0", "ring/1/0", "swatch/0/0", "swatch/1/0"])
            #expect(layers.allSatisfy { $0.firstFrame == 0 && $0.lastFrame == evaluator.frameCount - 1 })
            let tile = layers[0], ring = layers[2]
            #expect(tile.fills.count == evaluator.frameCount && tile.strokes.isEmpty && tile.labelColours.isEmpty)
            #expect(ring.strokes.count == evaluator.frameCount && ring.fills.isEmpty)
            #expect(layers[1].labelColours.count == evaluator.frameCount)
            for frame in [0, 48, 66, 144, 239] {
                let items = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: strategy).items
                let drawn = try #require(items.first { $0.id == "tile/0/0" }?.fill)
                #expect(tile.fills[frame] == drawn, "frame \(frame)")
                #expect(ring.strokes[frame] == items.first { $0.id == "ring/0/0" }?.stroke?.color)
            }
        }
    }
}
