import Foundation
import Testing

/// iOS 17's `Circle().fill(gradientA).stroke(gradientB, lineWidth: 10)` run by the binary as
/// a user runs it (`Scenes/Pixels/Pixels.swift`, view `FillStrokeGradients`): one view with
/// two paints, the fill's gradient and the stroke's, traced as `gradient` and
/// `strokeGradient`. The stroke's first colour goes pink → teal under
/// `withAnimation(.linear(duration: 2))` from t = 0, so at 1 s it is halfway: in the
/// animatable pane the Oklab mix (R4, `OklabReference`), in the position pane sRGB's
/// midpoint; the fill's gradient does not change. A gradient fill under a plain stroke
/// keeps the stroke's colour (no `strokeGradient`).
@Suite struct SwiftUIFillStrokeTests {
    static let folder = AnimSimBinary.root.appendingPathComponent("Tests/AnimSimCommandsTests/Scenes/Pixels")
    static let pink = (1.0, 45 / 255.0, 85 / 255.0), teal = (48 / 255.0, 176 / 255.0, 199 / 255.0)
    static let yellow = (1.0, 204 / 255.0, 0.0)

    /// Each pane's drawn views (with a shape) at `time`, in paint order.
    static func views(at time: Double) throws -> [String: [[String: Any]]] {
        let run = try AnimSimBinary.run(["trace", "Pixels.swift", "--view", "FillStrokeGradients", "--at", String(time)],
                                        in: folder, environment: ["XDG_CACHE_HOME": try SwiftUIGradientsTests.cache.get().path])
        #expect(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var result: [String: [[String: Any]]] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let views = try #require(pane["views"] as? [[String: Any]])
            result[try #require(pane["strategy"] as? String)] = views.filter { $0["fill"] != nil || $0["outline"] != nil }
        }
        return result
    }

    @Test func bothPaintsOfOneViewEachAnimateAsTheirOwn() throws {
        let panes = try Self.views(at: 1)
        for (pane, expected) in [("animatable", OklabReference.mix(Self.pink, Self.teal, 0.5)),
                                 ("position", ((Self.pink.0 + Self.teal.0) / 2, (Self.pink.1 + Self.teal.1) / 2,
                                               (Self.pink.2 + Self.teal.2) / 2))] {
            let views = try #require(panes[pane])
            let circle = try #require(views.first { $0["strokeGradient"] != nil }, "\(pane): no view has a stroke gradient")
            let fill = try SwiftUIGradientsTests.stops(circle["gradient"] as? [String: Any])
            SwiftUIGradientsTests.expectColour(fill[0], Self.yellow)
            let stroke = try SwiftUIGradientsTests.stops(circle["strokeGradient"] as? [String: Any])
            #expect((circle["strokeGradient"] as? [String: Any])?["kind"] as? String == "radial", "\(pane)")
            SwiftUIGradientsTests.expectColour(stroke[0], expected)
            // The circle, the arrowhead: two views with two gradients; the rounded rectangle's
            // stroke is its blue.
            #expect(views.filter { $0["strokeGradient"] != nil }.count == 2, "\(pane)")
            #expect(views.filter { $0["gradient"] != nil }.count >= 4, "\(pane)")
        }
    }
}
