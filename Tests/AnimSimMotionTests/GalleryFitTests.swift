import AnimSimCore
import AnimSimMotion
import AnimSimScene
import Foundation
import Testing

/// Every gallery scene, both strategies: the fitted keyframes stay within the tolerance on
/// every sample of every channel, and a tolerance of 0 keys every frame.
@Suite struct GalleryFitTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Scenes whose views come and go: each view's layers live exactly over the frames the
    /// display lists draw it, stacked as each frame paints them.
    static let comeAndGo = ["scenes/flow-demo.yaml", "scenes/waterfall-dynamic.yaml", "scenes/wheel-gains-views.yaml"]

    static var scenes: [String] {
        let directory = root.appendingPathComponent("scenes").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "scenes/" + $0 }
    }

    @Test(arguments: comeAndGo)
    func layersLiveWhileTheirViewIsDrawnInPaintOrder(scene: String) throws {
        let export = try Self.export(scene, tolerance: 0.5)
        let evaluator = export.evaluator
        for strategy in Strategy.allCases {
            let layers = try export.fit(strategy)
            #expect(layers.contains { $0.isPartial(frameCount: evaluator.frameCount) }, "\(scene): no view comes or goes")
            for frame in 0..<evaluator.frameCount {
                let drawn = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: strategy).items
                    .filter { $0.shape != nil || $0.label != nil }
                // Layers are bottom first, as the frame paints its views.
                let live = layers.filter { $0.firstFrame <= frame && frame <= $0.lastFrame }
                #expect(live.map(\.item.id) == drawn.map(\.id), "\(scene) \(strategy) frame \(frame)")
                for (layer, item) in zip(live, drawn) {
                    let centre = layer.position.samples[frame - layer.firstFrame]
                    #expect(centre.x == Double(item.frame.midX) && centre.y == Double(item.frame.midY))
                    #expect(layer.opacity.samples[frame - layer.firstFrame].x == item.opacity * 100)
                }
            }
        }
    }

    static func export(_ scene: String, tolerance: Double) throws -> MotionExport {
        let loaded = try SceneLoader().load(contentsOf: root.appendingPathComponent(scene).path)
        return MotionExport(evaluator: try loaded.evaluator(), tolerance: tolerance)
    }

    @Test func galleryIsThere() { #expect(Self.scenes.count >= 10) }

    @Test(arguments: scenes)
    func everySampleIsWithinTolerance(scene: String) throws {
        let tolerance = 0.5
        let export = try Self.export(scene, tolerance: tolerance)
        for strategy in Strategy.allCases {
            for view in try export.fit(strategy) {
                for (channel, track) in [("position", view.position), ("size", view.size), ("rotation", view.rotation),
                                         ("scale", view.scale), ("opacity", view.opacity), ("radius", view.radius)] {
                    let worst = track.errors.max() ?? 0
                    #expect(worst <= tolerance + 1e-9, "\(scene) \(strategy) \(view.item.id) \(channel): \(worst)")
                    // Whatever moves has keyframes at both ends of its motion; rounding noise
                    // (sin 2π·130 ≈ 3e-14 pt) is not motion.
                    let moves = track.samples.contains { hypot($0.x - track.samples[0].x, $0.y - track.samples[0].y) > 1e-6 }
                    #expect(track.isAnimated == moves, "\(scene) \(strategy) \(view.item.id) \(channel)")
                }
                // Colours in percent of each premultiplied component (`ColourTrack`).
                for track in view.colours {
                    let worst = track.errors.max() ?? 0
                    #expect(worst <= tolerance + 1e-9, "\(scene) \(strategy) \(view.item.id) colour: \(worst)")
                    let changes = track.samples.contains { ColourTrack.error($0, track.samples[0]) > 1e-7 }
                    #expect(track.isAnimated == changes, "\(scene) \(strategy) \(view.item.id) colour")
                }
                #expect(view.straightKeyframes >= view.position.keyframes.count)
            }
        }
    }

    @Test func zeroToleranceKeysEveryFrame() throws {
        let export = try Self.export("scenes/wheel-90.yaml", tolerance: 0)
        let frames = export.evaluator.frameCount
        for view in try export.fit(.animatable) where view.position.isAnimated {
            #expect(view.position.keyframes == Array(0..<frames))
            #expect(view.position.errors.allSatisfy { $0 == 0 })
        }
    }

    @Test func summaryComparesWithThePositionStrategy() throws {
        let export = try Self.export("scenes/wheel-360.yaml", tolerance: 0.5)
        let position = FitSummary(strategy: .position, views: try export.fit(.position))
        let animatable = FitSummary(strategy: .animatable, views: try export.fit(.animatable))
        let line = animatable.line(comparedWith: position)
        #expect(line.hasPrefix("animatable: \(animatable.views) views, \(animatable.keyframes) position keyframes (position's \(position.keyframes): +\(animatable.keyframes - position.keyframes)"))
        #expect(animatable.maxError <= 0.5 && animatable.meanError <= animatable.maxError)
    }
}
