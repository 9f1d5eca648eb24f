import AnimSimCore
import AnimSimScene
import Foundation

/// Shapes that animate their data (issue #39): a scene file's 1,000 polygons whose `sides`
/// animate 4 → 30 (`RegularPolygon`, a `Shape` evaluated through `ShapeLayout` exactly as a
/// Swift file's own shape is: its data interpolated and `path(in:)` run again at every frame
/// in the animatable pane, the naive morph in the position pane), beside 1,000 rounded
/// rectangles whose corner radius animates; and the naive morph's subdivision against the
/// points of an outline, which must grow linearly.
enum ShapeBench {
    static func scene(views: Int, polygons: Bool) throws -> SceneEvaluator {
        let content = polygons ? "polygon: { sides: $sides }" : "roundedRect: { cornerRadius: $radius }"
        let yaml = """
            animsim: 1
            canvas: { width: 1280, height: 720 }
            duration: 2
            state: { sides: 4, radius: 2 }
            view:
              wheel: { radius: 300 }
              children:
                - forEach: \(views)
                  view:
                    \(content)
                    fill: orange
                    frame: { width: 20, height: 20 }
            timeline:
              - at: 0
                animation: easeInOut(duration: 2)
                set: { sides: 30, radius: 10 }
            """
        return try SceneEvaluator(scene: SceneLoader().load(yaml: yaml, source: "bench-shapes.yaml").scene)
    }

    static func run(runs: Int) {
        print("")
        print("shapes animating their data, scene evaluation per frame, 1,000 views (both panes at once)")
        var medians: [String: Double] = [:]
        for (name, polygons) in [("rounded rectangles, cornerRadius 2 → 10", false), ("polygons, sides 4 → 30", true)] {
            guard let evaluator = try? scene(views: 1_000, polygons: polygons) else {
                print("  \(name): the scene failed to evaluate")
                continue
            }
            var frame = 0
            let median = Measure.median(runs: runs) {
                frame = (frame + 1) % evaluator.frameCount
                _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategies: Strategy.allCases)
            }
            medians[name] = median
            print("  \(Measure.padded(name, 42)) \(Measure.milliseconds(median))")
        }
        if let shapes = medians["polygons, sides 4 → 30"], let rects = medians["rounded rectangles, cornerRadius 2 → 10"] {
            let ratio = shapes / rects
            print("  ratio polygons / rounded rectangles        " + String(format: "%8.2f", ratio)
                  + "  (target ≤ 3: " + (ratio <= 3 ? "met" : "MISSED") + ")")
        }
        subdivision(runs: runs)
    }

    /// The naive morph from a square to an n-gon: the square's 4 edges are split into n
    /// pieces (`OutlineMorph.splitting`), then the outline half-way is made. Time per point
    /// stays flat when the work is linear.
    static func subdivision(runs: Int) {
        print("")
        print("naive morph subdivision, a square to an n-point polygon (OutlineMorph init + the outline half-way)")
        print("  points      median        per point    × 100's per point")
        let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
        let square = RegularPolygon(sides: 4).path(in: rect)
        var base: Double?
        for n in [100, 1_000, 10_000] {
            let target = RegularPolygon(sides: Double(n)).path(in: rect)
            var sink = 0
            let median = Measure.median(runs: max(11, runs * 1_000 / n)) {
                let morph = OutlineMorph(from: square, to: target)
                sink &+= morph.path(at: 0.5).elements.count
            }
            precondition(sink > 0)
            let perPoint = median / Double(n)
            let reference = base ?? perPoint
            base = reference
            print("  \(String(format: "%6d", n))   \(Measure.milliseconds(median))   \(Measure.nanoseconds(perPoint))    "
                  + String(format: "%5.2f", perPoint / reference))
        }
    }
}
