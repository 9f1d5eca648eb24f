import Foundation
import Testing
import AnimSim

/// A `TextRenderer`'s `Text.Layout` and the glyphs it draws, with the fixed-advance measurer
/// (0.6 em per character, lines ⌈1.2 em⌉, ascent four fifths of the line): at 20 pt glyph i
/// starts at 12·i and is 12 wide, the line is 24 high with its baseline at
/// 12 + (19.2 − 4.8)/2 = 19.2. The wave moves glyph i by 10·sin(2π(p + i/4)) with p the
/// renderer's data, 0 → 1 linearly over 1 s: the animatable pane follows it; the position
/// pane morphs the two ends, which draw the same, so no glyph moves there.
@MainActor @Suite struct TextRendererTests {
    struct Bold: TextAttribute {}

    /// Keeps the layout the renderer was given.
    final class Seen { var layout: Text.Layout? }

    struct Recorder: TextRenderer {
        let seen: Seen
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            seen.layout = layout
            for line in layout { context.draw(line) }
        }
    }

    /// The data is the renderer's own stored property; glyphs are read by index.
    struct Wave: TextRenderer {
        var animatableData: Double

        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            let run = layout[0][0]
            for index in run.indices {
                var copy = context
                copy.translateBy(x: 0, y: 10 * sin((animatableData + Double(index) / 4) * 2 * .pi))
                copy.draw(run[index])
            }
        }
    }

    struct Waving: View {
        @State var progress = 0.0
        var body: some View {
            Text("wave").font(.system(size: 20)).textRenderer(Wave(animatableData: progress))
                .onAppear { withAnimation(.linear(duration: 1)) { progress = 1 } }
        }
    }

    /// A concatenation is one run per part, each at its own size on the parts' shared
    /// baseline: "ab" at 20 pt (baseline 19.2 in its 24-pt line) and "cd" at 40 pt (38.4 in
    /// 48), so the line's baseline is 38.4, "ab"'s line starts 19.2 lower, and "cd"'s
    /// glyphs start after "ab"'s 24 pt, each 24 wide.
    @Test func aConcatenationIsOneRunPerPart() throws {
        let seen = Seen()
        let text = Text("ab").font(.system(size: 20)) + Text("cd").font(.system(size: 40))
        _ = ViewHost(text.textRenderer(Recorder(seen: seen))).currentTree
        let line = try #require(seen.layout?.first)
        #expect(line.count == 2 && abs(line.origin.y - 38.4) < 1e-9, "\(line.origin)")
        let small = line[0], big = line[1]
        #expect(small.characterIndices == [0, 1] && big.characterIndices == [2, 3])
        #expect(abs(small.typographicBounds.width - 24) < 1e-9 && abs(small.typographicBounds.ascent - 19.2) < 1e-9)
        #expect(abs(big[0].typographicBounds.origin.x - 24) < 1e-9 && abs(big[1].typographicBounds.origin.x - 48) < 1e-9)
        #expect(abs(big.typographicBounds.ascent - 38.4) < 1e-9 && abs(line.typographicBounds.width - 72) < 1e-9)
    }

    @Test func theLayoutPlacesEachGlyphAtItsAdvanceOnTheBaseline() throws {
        let seen = Seen()
        let host = ViewHost(Text("wave").customAttribute(Bold()).font(.system(size: 20)).textRenderer(Recorder(seen: seen)))
        _ = host.currentTree
        let layout = try #require(seen.layout)
        #expect(layout.count == 1)
        let line = try #require(layout.first)
        #expect(line.origin.x == 0 && abs(line.origin.y - 19.2) < 1e-9, "\(line.origin)")
        let run = try #require(line.first)
        #expect(run.count == 4 && run.characterIndices == [0, 1, 2, 3])
        #expect(run[Bold.self] != nil)
        for (index, slice) in run.enumerated() {
            let bounds = slice.typographicBounds
            #expect(abs(bounds.origin.x - 12 * Double(index)) < 1e-9 && abs(bounds.width - 12) < 1e-9, "\(index): \(bounds)")
            #expect(abs(bounds.rect.minY) < 1e-9 && abs(bounds.rect.height - 24) < 1e-9, "\(index): \(bounds.rect)")
        }
        #expect(abs(run.typographicBounds.width - 48) < 1e-9)
    }

    /// The drawn glyph `text`'s top-left corner in the pane at `time`.
    static func corner(_ text: String, at time: Double, _ strategy: Strategy, in probe: Probe) throws -> CGPoint {
        let items = try probe.list(at: time, strategy).items
        let item = try #require(items.first { if case .text(let s, _)? = $0.shape { return s == text }; return false }, "\(text)")
        return CGPoint.zero.applying(item.transform)
    }

    @Test(arguments: [0.25, 0.4, 0.5])
    func eachGlyphRidesTheWaveInTheAnimatablePaneOnly(time: Double) throws {
        let probe = try Probe(ViewHost(Waving()), duration: 1)
        // "w"'s wave is 0 at p = 0: its corner at t = 0 is the line's own.
        let start = try Self.corner("w", at: 0, .animatable, in: probe)
        for (index, glyph) in ["w", "a", "v", "e"].enumerated() {
            let wave = { (p: Double) in 10 * sin((p + Double(index) / 4) * 2 * .pi) }
            let animatable = try Self.corner(glyph, at: time, .animatable, in: probe)
            #expect(abs(animatable.x - (start.x + 12 * Double(index))) < 1e-6, "\(glyph): \(animatable)")
            #expect(abs(animatable.y - (start.y + wave(time))) < 1e-6, "\(glyph) at \(time): \(animatable)")
            let position = try Self.corner(glyph, at: time, .position, in: probe)
            #expect(abs(position.y - (start.y + wave(0))) < 1e-6, "\(glyph) at \(time): \(position)")
        }
    }
}
