import Foundation
import Testing
import AnimSim

/// A change that interrupts a running one starts from what is drawn, in both panes, for the
/// channels that are not plain animatable data: a text's font size (the position pane's
/// size morph), its string (the position pane's cross-fade, the animatable pane's content
/// transition, cross-fade and numeric roll) and, beside them, the frame a state size drives.
///
/// The view steps twice, at t = 1 and t = 1.5, each in `withAnimation(.linear(duration: 1))`:
/// "A" → "B" → "C" (or 41 → 42 → 43), 34 → 56 → 20 pt, a bar 50 → 200 → 80 wide. Before the
/// fix the font size restarted at 56 (from 45 on screen) and the strings restarted from "B"
/// at full opacity (from half "A", half "B").
@MainActor @Suite struct InterruptedContentTests {
    enum Channel: String, CaseIterable, Sendable {
        case fontSize, crossFade, numeric, frame
    }

    struct Stepping: View {
        let numeric: Bool
        @State var step = 0

        var body: some View {
            VStack {
                Text(numeric ? ["41", "42", "43"][step] : ["A", "B", "C"][step])
                    .font(.system(size: [34, 56, 20][step]))
                    .contentTransition(numeric ? .numericText() : .opacity)
                Rectangle().frame(width: [50, 200, 80][step], height: 20).id("bar")
                Button("Next") { withAnimation(.linear(duration: 1)) { step += 1 } }
            }
        }
    }

    static func probe(_ channel: Channel) throws -> Probe {
        let host = ViewHost(Stepping(numeric: channel == .numeric))
        try host.use(control: "Next", at: 1)
        try host.use(control: "Next", at: 1.5)
        return try Probe(host, duration: 4)
    }

    /// What is drawn of the channel at `time`, as named numbers: the font size; each piece of
    /// text (its prefix and characters) with the opacity it is drawn at and its offset in
    /// ems times that opacity; the bar's width and left edge.
    static func drawn(_ channel: Channel, _ probe: Probe, at time: Double, _ strategy: Strategy) throws -> [String: Double] {
        let items = try probe.list(at: time, strategy).items
        if channel == .frame {
            let bar = try #require(items.first { $0.id.hasSuffix("/@bar") })
            return ["width": Double(bar.frame.width), "minX": Double(bar.frame.minX)]
        }
        let text = try #require(items.first { if case .text(let s, _)? = $0.shape { return s != "Next" }; return false })
        guard case .text(let string, let size)? = text.shape else { return [:] }
        if channel == .fontSize { return ["size": Double(size)] }
        var pieces: [String: Double] = [:]
        // Each piece's opacity, and its offset weighted by it (so a piece drawn 1 ms later,
        // a hair further, is near the one before, and pieces that coincide add up).
        func add(_ prefix: String, _ text: String, _ dy: Double, _ opacity: Double) {
            let drawn = min(max(opacity, 0), 1)
            pieces["\(prefix)|\(text)", default: 0] += drawn
            pieces["\(prefix)|\(text) dy", default: 0] += drawn * dy
        }
        if let transition = text.textTransition {
            for run in transition.runs(to: string) { add(run.prefix, run.text, run.dy, run.opacity) }
        } else if let fade = text.crossFade, fade.fadesContent {
            let p = fade.progress
            for layer in fade.earlier { if let old = layer.text { add("", old, 0, (1 - p) * layer.share) } }
            add("", fade.fromText ?? string, 0, (1 - p) * fade.fromShare(\.text))
            add("", string, 0, p)
        } else {
            add("", string, 0, 1)
        }
        return pieces.filter { abs($0.value) > 1e-12 }
    }

    static func distance(_ a: [String: Double], _ b: [String: Double]) -> Double {
        Set(a.keys).union(b.keys).map { abs((a[$0] ?? 0) - (b[$0] ?? 0)) }.max() ?? 0
    }

    nonisolated static let cases: [(Channel, Strategy)] = [(.fontSize, .position), (.crossFade, .position), (.crossFade, .animatable),
                                               (.numeric, .animatable), (.frame, .position), (.frame, .animatable)]

    /// Across the instant of the second change, 1 ms each side, what is drawn moves by at
    /// most what 1 ms of the two linear animations moves it: 0.11 pt of font size (22 and
    /// 36 pt a second), 0.002 of a piece's opacity (1 a second each), 0.3 pt of frame
    /// (150 and 120 pt a second). Before the fix the size jumped by 11 pt and the opacity of
    /// "B" by 0.5.
    @Test(arguments: cases)
    func whatIsDrawnDoesNotJumpAtTheInterruption(channel: Channel, strategy: Strategy) throws {
        let probe = try Self.probe(channel)
        let before = try Self.drawn(channel, probe, at: 1.499, strategy)
        let after = try Self.drawn(channel, probe, at: 1.501, strategy)
        let tolerance = [Channel.fontSize: 0.11, .crossFade: 0.002, .numeric: 0.002, .frame: 0.3][channel]!
        #expect(Self.distance(before, after) <= tolerance, "\(before) → \(after)")
    }

    /// The closed forms at t = 2 (q = 0.5 into the second change, the first just ended).
    /// Sizes and frames follow AnimSim's rule for every value (`AnimatedValue`: timing curves
    /// add, presentation = model − Σ Δᵢ·(1 − fᵢ)), which starts the new curve from the
    /// presented value: 20 + 36·0.5 = 38 pt, the bar 80 + 120·0.5 = 140 wide. Strings fade
    /// from the picture presented at 1.5 (half "A", half "B") to "C": that picture at 1 − q,
    /// the new string at q. The numeric roll's picture at 1.5 is "1" risen 1/4 em at 0.5, the
    /// "4" at 1 and "2" 1/4 em low at 0.5; at t = 2 that at half, with the "4" and the "3",
    /// 1/4 em low, at 0.5 each.
    @Test(arguments: cases)
    func laterTheNewAnimationRunsFromThePresentedValue(channel: Channel, strategy: Strategy) throws {
        let probe = try Self.probe(channel)
        let expected: [String: Double]
        switch channel {
        case .fontSize: expected = ["size": 38]
        case .frame:
            let width = 140.0, initial = try Self.drawn(.frame, probe, at: 4, strategy)
            expected = ["width": width, "minX": initial["minX"]! - (width - 80) / 2]
        case .crossFade: expected = ["|A": 0.25, "|B": 0.25, "|C": 0.5]
        case .numeric:
            expected = ["4|1": 0.25, "4|1 dy": -0.25 * 0.25, "|4": 1, "4|2": 0.25, "4|2 dy": 0.25 * 0.25,
                        "4|3": 0.5, "4|3 dy": 0.25 * 0.5]
        }
        let shown = try Self.drawn(channel, probe, at: 2, strategy)
        #expect(Self.distance(shown, expected) < 1e-9, "\(shown), expected \(expected)")
    }
}
