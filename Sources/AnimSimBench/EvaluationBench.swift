import AnimSimCore
import AnimSimScene
import Foundation

/// Whole evaluations, as `animsim` does them per frame: the scene's state at the instant,
/// its layout, the display list and (position) every view's interpolated frame. A scene
/// file's wheel of N rounded squares turning 0° → 90°, sampled one frame after another as
/// a renderer or the window does, and also with both strategies at once as a comparison
/// frame needs them.
enum EvaluationBench {
    static func scene(views: Int) throws -> Scene {
        try SceneLoader().load(yaml: """
            animsim: 1
            canvas: { width: 1280, height: 720 }
            duration: 2
            state: { angle: 0deg }
            view:
              wheel: { radius: 300, rotation: $angle }
              children:
                - forEach: \(views)
                  view:
                    roundedRect: { cornerRadius: 2 }
                    frame: { width: 4, height: 4 }
            timeline:
              - at: 0
                animation: easeInOut(duration: 2)
                set: { angle: 90deg }
            """, source: "bench-wheel.yaml").scene
    }

    static func run(runs: Int) {
        print("")
        print("scene evaluation per frame (state + layout + display list), scene file's wheel of N views")
        print("  views    position      animatable    both at once   per view (both)   × 2,500's per view")
        var base: Double?
        for views in [2_500, 5_000, 10_000] {
            guard let evaluator = try? SceneEvaluator(scene: scene(views: views)) else {
                print("  \(views): the scene failed to evaluate")
                continue
            }
            var medians: [Double] = []
            for strategies in Strategy.allCases.map({ [$0] }) + [Strategy.allCases] {
                var frame = 0
                medians.append(Measure.median(runs: runs) {
                    frame = (frame + 1) % evaluator.frameCount
                    _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategies: strategies)
                })
            }
            let perView = medians[2] / Double(views)
            let reference = base ?? perView
            base = reference
            print("  \(String(format: "%6d", views))   \(Measure.milliseconds(medians[0]))   \(Measure.milliseconds(medians[1]))"
                  + "   \(Measure.milliseconds(medians[2]))   \(Measure.nanoseconds(perView))        "
                  + String(format: "%5.2f", perView / reference))
        }
    }
}
