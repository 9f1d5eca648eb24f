import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// A row of equal shapes animating together shares one naive morph and one outline a frame
/// in the position pane (`OutlineMorphs.record`, `withOutlines`), and one `path(in:)` a
/// frame in the animatable pane (`LayoutBox.drawsSameOutline`): what each draws must stay
/// what it draws alone.
/// Four polygons, 4 → 30 sides from 0 (easeInOut, 2 s), interrupted at 1 s by 30 → 8 (a
/// spring, so every morph starts again from the outline shown then): the first two and the
/// last are 40 pt, the third 60 pt, so it morphs between other outlines and must not take
/// its neighbours' run, nor the fourth the third's.
@Suite struct SharedMorphTests {
    static func scene(sizes: [Int]) -> String {
        row(sizes.enumerated().map { ("p\($0)", "sides", "orange", $1) }, state: "sides: 4", timeline: timeline)
    }

    static let timeline = """
          - at: 0
            animation: easeInOut(duration: 2)
            set: { sides: 30 }
          - at: 1
            animation: spring(duration: 1, bounce: 0.2)
            set: { sides: 8 }
        """

    /// A row of polygons, each with its id, the state value its sides read, its fill and its
    /// size, under `state` and `timeline` (YAML, indented as a scene file's): this suite's
    /// scene and `SharedPresentationTests`'.
    static func row(_ views: [(id: String, sides: String, fill: String, size: Int)], state: String, timeline: String) -> String {
        let children = views.map { view in
            """
                - polygon: { sides: $\(view.sides) }
                  id: "\(view.id)"
                  fill: \(view.fill)
                  frame: { width: \(view.size), height: \(view.size) }
            """
        }.joined(separator: "\n")
        return """
            animsim: 1
            canvas: { width: 400, height: 200 }
            duration: 3
            state: { \(state) }
            view:
              hstack: { spacing: 4 }
              children:
            \(children)
            timeline:
            \(timeline)
            """
    }

    static func outlines(sizes: [Int], at time: Double, _ strategy: Strategy) throws -> [String: Path] {
        let scene = try SceneLoader().load(yaml: scene(sizes: sizes), source: "shared-morph.yaml").scene
        let list = try SceneEvaluator(scene: scene).evaluate(at: time, strategy: strategy)
        var out: [String: Path] = [:]
        for item in list.items { if let outline = item.outline { out[String(item.id.prefix(2))] = outline } }
        return out
    }

    @Test(arguments: [Strategy.position, .animatable], [0.5, 1.0, 1.25, 1.5, 2.5])
    func eachShapeDrawsWhatItDrawsAlone(strategy: Strategy, time: Double) throws {
        let sizes = [40, 40, 60, 40]
        let row = try Self.outlines(sizes: sizes, at: time, strategy)
        #expect(row.count == 4)
        for (index, size) in sizes.enumerated() {
            let alone = try #require(try Self.outlines(sizes: [size], at: time, strategy)["p0"])
            #expect(row["p\(index)"] == alone, "p\(index) (\(size) pt) at \(time) s, \(strategy)")
        }
        #expect(row["p2"] != row["p0"])
        // Mid-flight in the first transaction: the naive pane morphs on 30 points (its
        // target's count), the animatable pane draws ⌈sides⌉ vertices, between 4 and 30.
        let points = try #require(row["p0"]).elements.count(where: { if case .closeSubpath = $0 { false } else { true } })
        if strategy == .position, time <= 1 { #expect(points == 30) }
        if strategy == .animatable, time <= 1 { #expect(points > 4 && points < 30) }
    }
}
