import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// Shapes whose data animates together share one animator history and one presented value
/// in the animatable pane (`SharedLayoutAnimators`): what each draws, and the data its trace
/// reports, must stay what it draws and reports alone. The row mixes every way a shape can
/// differ from its neighbour: p0, p1 and p5 read `sides` and share; p2 reads `other`, which
/// reaches the same 30 sides by another animation (the same model value, another history);
/// p3 reads `sides` again after it (the same value as p1's, not its neighbour's history); p4
/// has another fill (the same history, another model value); p5 is larger (the same value,
/// asked for another size). At 1 s a spring takes `sides` to 8 and `other` stays.
@Suite struct SharedPresentationTests {
    static let views: [(id: String, state: String, fill: String, size: Int)] = [
        ("p0", "sides", "orange", 40), ("p1", "sides", "orange", 40), ("p2", "other", "orange", 40),
        ("p3", "sides", "orange", 40), ("p4", "sides", "teal", 40), ("p5", "sides", "orange", 60),
    ]

    static func scene(_ views: [(id: String, state: String, fill: String, size: Int)]) -> String {
        let other = """
              - at: 0
                animation: linear(duration: 1.5)
                set: { other: 30 }
            """
        return SharedMorphTests.row(views.map { ($0.id, $0.state, $0.fill, $0.size) }, state: "sides: 4, other: 4",
                                    timeline: other + "\n" + SharedMorphTests.timeline)
    }

    /// Each polygon's outline, paint and size, and its traced data, by id.
    static func drawn(_ views: [(id: String, state: String, fill: String, size: Int)], at time: Double)
        throws -> [String: (outline: Path?, paint: ShapePaint?, size: CGSize, data: [Double])] {
        let scene = try SceneLoader().load(yaml: scene(views), source: "shared-presentation.yaml").scene
        let list = try SceneEvaluator(scene: scene).evaluate(at: time, strategy: .animatable)
        var out: [String: (outline: Path?, paint: ShapePaint?, size: CGSize, data: [Double])] = [:]
        for item in list.items where item.outline != nil {
            let data = list.layouts.first { $0.id == item.id }?.values ?? []
            out[String(item.id.prefix(2))] = (item.outline, item.outlinePaint, item.frame.size, data)
        }
        return out
    }

    @Test(arguments: [0.0, 0.5, 1.0, 1.25, 1.5, 2.5])
    func eachShapePresentsWhatItPresentsAlone(time: Double) throws {
        let row = try Self.drawn(Self.views, at: time)
        #expect(row.count == Self.views.count)
        for view in Self.views {
            let alone = try #require(try Self.drawn([view], at: time)[view.id])
            let shown = try #require(row[view.id])
            #expect(shown.outline == alone.outline, "\(view.id)'s outline at \(time) s")
            #expect(shown.paint == alone.paint, "\(view.id)'s paint at \(time) s")
            #expect(shown.size == alone.size, "\(view.id)'s size at \(time) s")
            #expect(shown.data == alone.data, "\(view.id)'s traced data at \(time) s")
            #expect(!shown.data.isEmpty, "\(view.id) traces its sides")
        }
        // Mid-flight the two histories differ, so p2 must not show its neighbours' sides.
        if time > 0 { #expect(row["p2"]?.data != row["p1"]?.data) }
    }
}
