import AnimSimCore
import AnimSimScene
import Foundation

/// Views that come and go, at scale: a waterfall of 1,000 views made from a list, shuffled
/// (every view moves), then halved (500 removals fading beneath the rest, while the others
/// move), each over 1 s; against a frame of the same scene with nothing changing. The issue
/// asks that such a frame cost at most twice a static one.
enum ChangingListBench {
    static let count = 1_000

    static func scene(changing: Bool) throws -> Scene {
        let list = (0..<count).map(String.init).joined(separator: ", ")
        let shuffled = (0..<count).map { String(($0 * 7 + 3) % count) }  // 7 is coprime with 1,000: a permutation
        let timeline = changing ? """
            timeline:
              - { at: 0, animation: easeInOut(duration: 1), set: { items: [\(shuffled.joined(separator: ", "))] } }
              - { at: 1, animation: easeInOut(duration: 1), set: { items: [\(shuffled.prefix(count / 2).joined(separator: ", "))] } }
            """ : ""
        return try SceneLoader().load(yaml: """
            animsim: 1
            canvas: { width: 1280, height: 720 }
            duration: 2
            state: { items: [\(list)] }
            view:
              waterfall: { columns: 25, spacing: 2 }
              children:
                - forEach: $items
                  view: { rect: {}, id: "i{item}", frame: { height: 4 } }
            \(timeline)
            """, source: "bench-changing-list.yaml").scene
    }

    static func run(runs: Int) {
        print("")
        print("views that come and go: \(count)-element list shuffled, then halved, both strategies per frame")
        var medians: [Double] = []
        for changing in [false, true] {
            guard let evaluator = try? SceneEvaluator(scene: scene(changing: changing)) else {
                print("  the scene failed to evaluate")
                return
            }
            var frame = 0
            medians.append(Measure.median(runs: runs) {
                frame = (frame + 1) % evaluator.frameCount
                _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategies: Strategy.allCases)
            })
        }
        let ratio = medians[1] / medians[0]
        print("  static \(Measure.milliseconds(medians[0]))   shuffled then halved \(Measure.milliseconds(medians[1]))"
              + "   × \(String(format: "%.2f", ratio)) (target ≤ 2: \(ratio <= 2 ? "met" : "MISSED"))")
    }
}
