import Foundation
import Testing

/// The corpus's `TextRenderer` files in closed form, through the binary (`trace --at`, four
/// decimals). Both animate their renderer's data with
/// `.linear(duration: 2).repeatForever(autoreverses: false)` from the first update, so the
/// data at t is its end value times frac(t / 2).
///
/// - `WaveTextRenderer.swift`: glyph i of the 11 of "Hello, wave" is translated by
///   12·sin(2π(p + i/11)), p = frac(t/2), in the animatable pane. The position pane morphs the
///   drawings at p = 0 and p = 1, which are the same: each glyph stays at 12·sin(2πi/11).
/// - `TextRendererShimmer.swift`: the line is drawn at opacity 0.5 + 0.5·sin(phase),
///   phase = 2π·frac(t/2), so 0.5 + 0.5·sin(πt) in the animatable pane; the position pane
///   mixes the opacities at phase 0 and 2π, both 0.5.
@Suite struct CorpusTextRendererTests {
    /// Glyph `index`'s drawn command: the node the context's transform and opacity wrap.
    static func glyph(_ views: [String: [String: Any]], _ index: Int) throws -> [String: Any] {
        let step = "/glyphs/\(index)/"
        let matches = views.filter { $0.key.contains(step) && $0.value["effects"] != nil }
        try #require(matches.count == 1, "\(index): \(views.keys.sorted())")
        return matches.first!.value
    }

    /// The y translation of the context when the glyph was drawn.
    static func lift(_ view: [String: Any]) throws -> Double {
        let effects = try #require(view["effects"] as? [[String: Any]])
        let matrix = try #require(effects.first { $0["name"] as? String == "_TransformEffect" }?["matrix"] as? [Double])
        return matrix[7]
    }

    @Test(arguments: [0.25, 0.7, 1.3])
    func eachGlyphRidesTheWaveInTheAnimatablePaneOnly(time: Double) throws {
        let panes = try HeroCorpusTests.views("WaveTextRenderer.swift", at: time)
        let animatable = try #require(panes["animatable"]), position = try #require(panes["position"])
        for index in [0, 3, 7, 10] {
            let phase = Double(index) / 11
            let expected = 12 * sin(2 * .pi * (time / 2 + phase))
            #expect(abs(try Self.lift(try Self.glyph(animatable, index)) - expected) < 1e-3, "glyph \(index) at \(time)")
            #expect(abs(try Self.lift(try Self.glyph(position, index)) - 12 * sin(2 * .pi * phase)) < 1e-3, "glyph \(index) at \(time)")
        }
    }

    @Test(arguments: [0.25, 0.5, 1.5])
    func theLineShimmersInTheAnimatablePaneOnly(time: Double) throws {
        let panes = try HeroCorpusTests.views("TextRendererShimmer.swift", at: time)
        let animatable = try #require(panes["animatable"]), position = try #require(panes["position"])
        let line = try Self.glyph(animatable, 0), still = try Self.glyph(position, 0)
        #expect(abs((line["opacity"] as? Double ?? .nan) - (0.5 + 0.5 * sin(.pi * time))) < 1e-3, "\(line)")
        #expect(abs((still["opacity"] as? Double ?? .nan) - 0.5) < 1e-3, "\(still)")
    }
}
