import AnimSimCore
import AnimSimLottie
import AnimSimMotion
import Foundation
import Testing

/// The Lottie document's structure for the quarter-turn wheel: a layer per drawn view over
/// a background solid, keyframed where the view moves.
@Suite struct LottieBuilderTests {
    static func document(strategy: Strategy, outliner: LabelOutliner? = nil) throws -> (json: [String: Any], views: [FittedView]) {
        let export = MotionExport(evaluator: try GalleryFitTests.export("scenes/wheel-90.yaml", tolerance: 0.5).evaluator,
                                  tolerance: 0.5, outliner: outliner)
        let result = try export.export(strategy, as: .lottie)
        let json = try #require(try JSONSerialization.jsonObject(with: result.data) as? [String: Any])
        return (json, result.views)
    }

    @Test func layersAreTheViewsOnTopOfTheBackground() throws {
        let (json, views) = try Self.document(strategy: .animatable)
        #expect(json["w"] as? Int == 330 && json["h"] as? Int == 330 && json["fr"] as? Double == 60)
        #expect(json["op"] as? Double == 181)
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(layers.count == views.count + 1)
        // Lottie draws its first layer on top: the last view painted comes first.
        #expect(layers.first?["nm"] as? String == views.last?.item.id)
        #expect(layers.last?["ty"] as? Int == 1 && layers.last?["sc"] as? String == "#15161c")
    }

    @Test func movingViewsAreKeyframedWithTangents() throws {
        let (json, views) = try Self.document(strategy: .animatable)
        let layers = try #require(json["layers"] as? [[String: Any]])
        for (layer, view) in zip(layers, views.reversed()) {
            let transform = try #require(layer["ks"] as? [String: Any])
            let position = try #require(transform["p"] as? [String: Any])
            #expect(position["a"] as? Int == (view.position.isAnimated ? 1 : 0))
            guard let keyframes = position["k"] as? [[String: Any]] else { continue }
            #expect(keyframes.map { $0["t"] as? Double } == view.position.keyframes.map(Double.init))
            // The wheel's arc is carried by spatial tangents, not by extra keyframes.
            let tangent = try #require(keyframes.first?["to"] as? [Double])
            #expect(hypot(tangent[0], tangent[1]) > 10)
        }
    }

    @Test func labelsAreOutlinesWhenAnOutlinerIsGiven() throws {
        let square: LabelOutliner = { _, size in [[CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: size, y: 0), CGPoint(x: size, y: 0),
                                                   CGPoint(x: size, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0)]] }
        let with = try Self.document(strategy: .position, outliner: square).json
        let without = try Self.document(strategy: .position).json
        func labelGroups(_ json: [String: Any]) -> Int {
            (json["layers"] as? [[String: Any]] ?? []).flatMap { $0["shapes"] as? [[String: Any]] ?? [] }
                .flatMap { $0["it"] as? [[String: Any]] ?? [] }
                .filter { $0["nm"] as? String == "label" }.count
        }
        #expect(labelGroups(with) == 8)
        #expect(labelGroups(without) == 0)
    }

    /// A changing colour is the fill's (or stroke's) `c` keyframed on its colour keys, straight
    /// in time; its opacity `o` on the same keys when it changes too (the swatch fading out).
    @Test func changingColoursAreKeyframed() throws {
        let export = try GalleryFitTests.export("scenes/colours-and-corners.yaml", tolerance: 0.5)
        let result = try export.export(.position, as: .lottie)
        let json = try #require(try JSONSerialization.jsonObject(with: result.data) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]])
        func fill(_ id: String) throws -> (paint: [String: Any], view: FittedView) {
            let layer = try #require(layers.first { $0["nm"] as? String == id })
            let groups = (layer["shapes"] as? [[String: Any]] ?? []).flatMap { $0["it"] as? [[String: Any]] ?? [] }
            let items = groups.flatMap { $0["it"] as? [[String: Any]] ?? [] }
            return (try #require(items.first { $0["ty"] as? String == "fl" }), try #require(result.views.first { $0.item.id == id }))
        }
        let (tile, tileView) = try fill("tile/0/0")
        let track = try #require(tileView.fill)
        let keys = try #require((tile["c"] as? [String: Any])?["k"] as? [[String: Any]])
        #expect(keys.map { $0["t"] as? Double } == track.keyframes.map(Double.init))
        // The encoder writes 4 decimals.
        for (key, k) in zip(keys, track.keyframes) {
            let c = track.samples[k], s = try #require(key["s"] as? [Double])
            #expect(zip(s, [c.red, c.green, c.blue]).allSatisfy { abs($0 - $1) <= 0.00005 + 1e-12 }, "\(s) at \(k): \(c)")
        }
        #expect(keys.dropLast().allSatisfy { ($0["o"] as? [String: Any])?["x"] as? [Double] == [0] && ($0["i"] as? [String: Any])?["x"] as? [Double] == [1] })
        #expect((tile["o"] as? [String: Any])?["a"] as? Int == 0)
        let (swatch, swatchView) = try fill("swatch/0/0")
        let opacity = try #require((swatch["o"] as? [String: Any])?["k"] as? [[String: Any]])
        #expect(opacity.map { $0["t"] as? Double } == swatchView.fill?.keyframes.map(Double.init))
        #expect(opacity.last?["s"] as? [Double] == [0])
    }
}
