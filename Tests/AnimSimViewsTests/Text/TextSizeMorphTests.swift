import Foundation
import Testing
import AnimSim

/// A `Text` whose font size changes in `withAnimation(.linear(duration: 1))` at t = 1, as
/// `.font(.system(size: big ? 56 : 34))` toggled: in the position pane the text is drawn at
/// the size the animation's curve gives between the two (45 at half time), so laid out in
/// its presented frame it keeps all its characters. Drawn at the new 56 in the half-grown
/// frame, it was cut to "…" (three boxes on screen).
@MainActor @Suite struct TextSizeMorphTests {
    struct Growing: View {
        let changesString: Bool
        @State var big = false

        var body: some View {
            VStack {
                Text(changesString ? (big ? "19" : "24") : "Hello")
                    .font(.system(size: big ? 56 : 34))
                Button("Grow") { withAnimation(.linear(duration: 1)) { big = true } }
            }
        }
    }

    static func text(changesString: Bool, at time: Double) throws -> (DisplayItem, any TextMeasurer) {
        let host = ViewHost(Growing(changesString: changesString))
        try host.use(control: "Grow", at: 1)
        let probe = try Probe(host)
        let items = try probe.list(at: time, .position).items
        let item = try #require(items.first { if case .text(let s, _)? = $0.shape { return s != "Grow" }; return false })
        return (item, probe.evaluator.engine.measurer)
    }

    /// The size is the curve's share of the way (34 + 22·p), and the lines the painter lays
    /// out in the presented frame are the whole text, neither cut nor wrapped.
    @Test(arguments: [(false, 1.25), (false, 1.5), (true, 1.5), (true, 1.75)])
    func theTextIsDrawnWholeAtTheSizeBetween(changesString: Bool, time: Double) throws {
        let (item, measurer) = try Self.text(changesString: changesString, at: time)
        guard case .text(let string, let size)? = item.shape else {
            Issue.record("no text: \(item)")
            return
        }
        let expected = 34 + 22 * CGFloat(time - 1)
        #expect(abs(size - expected) < 1e-9, "font size \(size), expected \(expected)")
        #expect(item.crossFade?.fontSize.map { abs($0 - expected) < 1e-9 } == true, "\(String(describing: item.crossFade))")
        if changesString { #expect(string == "19" && item.crossFade?.fromText == "24") }
        let frame = item.frame
        let proposal = ProposedViewSize(width: frame.width + 0.01, height: frame.height + 0.01)
        for shown in [string, item.crossFade?.fromText].compactMap({ $0 }) {
            let lines = TextLayout(measurer: measurer, fontSize: size, fit: item.textFit).lines(of: shown, proposal: proposal)
            #expect(lines.lines == [shown] && !lines.isTruncated, "\(shown) at \(size) in \(frame): \(lines.lines)")
        }
    }

    /// Before and after the animation the text is at its own size, with no fade.
    @Test(arguments: [(0.5, 34.0), (2.5, 56.0)])
    func outsideTheAnimationTheSizeIsTheTexts(time: Double, size: Double) throws {
        let (item, _) = try Self.text(changesString: false, at: time)
        #expect(item.shape == .text("Hello", fontSize: CGFloat(size)) && item.crossFade == nil, "\(item)")
    }
}
