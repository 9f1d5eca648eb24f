import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// `ShapeRows` labels the shapes that hold one value, and the labels live as long as the
/// graph a pane keeps from frame to frame: a shape whose model changes in place (a state set
/// without animation refreshes it) must lose its label, or it would draw its old neighbour's
/// outline and paint. One evaluator scrubs forwards and back across such changes, in both
/// panes, and every shape must draw, and trace, what a fresh evaluator's does at that instant.
/// Polygons stroked with a styled stroke: p0–p2 animate 4 → 12 sides (so the position pane
/// morphs them), q0–q2 keep 6 (so it draws their own outline); p1's and q1's width reads `v`,
/// which leaves the others' `w` at 0.5 s, with no animation, and comes back at 1.5 s.
@Suite struct ShapeRowsTests {
    static let yaml: String = {
        let views = [("p0", "$sides", "$w"), ("p1", "$sides", "$v"), ("p2", "$sides", "$w"),
                     ("q0", "6", "$w"), ("q1", "6", "$v"), ("q2", "6", "$w")]
        let children = views.map { id, sides, width in
            """
                - polygon: { sides: \(sides) }
                  id: "\(id)"
                  stroke: { color: orange, lineWidth: \(width), lineCap: round }
                  frame: { width: 40, height: 40 }
            """
        }.joined(separator: "\n")
        return """
            animsim: 1
            canvas: { width: 400, height: 200 }
            duration: 3
            state: { sides: 4, w: 2, v: 2 }
            view:
              hstack: { spacing: 4 }
              children:
            \(children)
            timeline:
              - at: 0
                animation: easeInOut(duration: 2)
                set: { sides: 12 }
              - { at: 0.5, set: { v: 6 } }
              - { at: 1.5, set: { v: 2 } }
            """
    }()

    static let instants: [Double] = [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2.5]

    /// Each shape's outline and paint, and each layout's traced data, by id.
    static func drawn(_ list: DisplayList) -> [String: String] {
        var out: [String: String] = [:]
        for item in list.items where item.outline != nil {
            out[item.id] = "\(String(describing: item.outline)) \(String(describing: item.outlinePaint))"
        }
        for layout in list.layouts { out[layout.id + " data"] = "\(layout.values)" }
        return out
    }

    @Test(arguments: [Strategy.position, .animatable])
    func aKeptGraphDrawsWhatAFreshOneDraws(strategy: Strategy) throws {
        let scene = try SceneLoader().load(yaml: Self.yaml, source: "shape-rows.yaml").scene
        let kept = try SceneEvaluator(scene: scene)
        for time in Self.instants + Self.instants.reversed() {
            let shown = Self.drawn(try kept.evaluate(at: time, strategy: strategy))
            let fresh = Self.drawn(try SceneEvaluator(scene: scene).evaluate(at: time, strategy: strategy))
            #expect(shown.count >= 6, "six shapes at \(time) s")
            for (id, value) in fresh { #expect(shown[id] == value, "\(id) at \(time) s, \(strategy)") }
            #expect(shown.count == fresh.count)
        }
        // The scene does what it says: while `v` is 6, p1 and q1 draw otherwise than their
        // neighbours; after, as they do.
        func shape(_ id: String, at time: Double) throws -> String {
            let drawn = Self.drawn(try kept.evaluate(at: time, strategy: strategy))
            return try #require(drawn.first { $0.key.hasPrefix(id) && !$0.key.hasSuffix("data") }?.value)
        }
        for (id, neighbour) in [("p1", "p0"), ("q1", "q0")] {
            #expect(try shape(id, at: 0.75) != shape(neighbour, at: 0.75))
            #expect(try shape(id, at: 2.5) == shape(neighbour, at: 2.5))
        }
    }
}
