import Foundation
import Testing
import AnimSim

/// `.contentTransition(.symbolEffect(.replace…))` on AnimSim's symbol placeholder
/// (`SymbolReplace`): when the symbol's name changes in an animated transaction, the old
/// symbol leaves and the new one comes in, linear keyframes on the scene's clock in both
/// panes (`ReplacePose`'s table); a change without an animation swaps the name at once.
@MainActor @Suite struct SymbolReplaceTests {
    /// A like button as published files write one (Like's `LikeView`): the heart fills in place.
    struct LikeButton: View {
        let animated: Bool
        let transition: ContentTransition
        @State private var isLiked = false

        var body: some View {
            VStack {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 60))
                    .contentTransition(transition)
                Button("Like") {
                    if animated {
                        withAnimation(.smooth(duration: 0.25)) { isLiked.toggle() }
                    } else {
                        isLiked.toggle()
                    }
                }
            }
        }
    }

    /// The visible placeholders (opacity above 1e-9: a linear fade ends in rounding) at `time`
    /// after a like at 1 s, by name, both panes agreeing.
    static func symbols(_ view: LikeButton, at time: Double) throws -> [String: DisplayItem] {
        let host = ViewHost(view)
        try host.use(control: "Like", at: 1)
        let probe = try Probe(host, duration: 3)
        let panes = try Strategy.allCases.map { strategy in
            try probe.list(at: time, strategy).items.filter { $0.label.map { $0.text.hasPrefix("heart") } ?? false && $0.opacity > 1e-9 }
        }
        #expect(panes[0].map(\.label?.text) == panes[1].map(\.label?.text))
        for (a, b) in zip(panes[0], panes[1]) {
            #expect(abs(a.scale - b.scale) < 1e-9 && abs(a.opacity - b.opacity) < 1e-9, "\(a) against \(b)")
        }
        return Dictionary(panes[0].map { ($0.label!.text, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The like at 1 s: the new symbol from scale 0.5, opacity 0: scale → 1.1 over 0.2 s → 1 over
    /// 0.15 s, opacity → 1 over 0.2 s; the old one, `.downUp`, scale 1 → 0.5 and opacity 1 → 0
    /// over 0.2 s (`.upUp`: scale → 1.5; `.offUp`: gone at once). `.speed(2)` halves each time.
    /// Expected (old scale, old opacity) is nil where the old symbol is no longer drawn.
    @Test(arguments: [
        (ContentTransition.symbolEffect(.replace), 1.05, 0.65, 0.25, 0.875 as Double?, 0.75),
        (.symbolEffect(.replace), 1.1, 0.8, 0.5, 0.75, 0.5),
        (.symbolEffect(.replace.downUp), 1.2, 1.1, 1.0, nil, 0),
        (.symbolEffect(.replace), 1.25, 1.1 - 0.1 / 3, 1.0, nil, 0),
        (.symbolEffect(.replace), 1.5, 1.0, 1.0, nil, 0),
        (.symbolEffect(.replace.upUp), 1.1, 0.8, 0.5, 1.25, 0.5),
        (.symbolEffect(.replace.offUp), 1.1, 0.8, 0.5, nil, 0),
        (.symbolEffect(.replace, options: .speed(2)), 1.05, 0.8, 0.5, 0.75, 0.5),
        (.symbolEffect, 1.1, 0.8, 0.5, 0.75, 0.5),
    ])
    func theOldSymbolLeavesAsTheNewOneComesIn(transition: ContentTransition, time: Double, newScale: Double, newOpacity: Double,
                                               oldScale: Double?, oldOpacity: Double) throws {
        let symbols = try Self.symbols(LikeButton(animated: true, transition: transition), at: time)
        let new = try #require(symbols["heart.fill"])
        #expect(abs(new.scale - newScale) < 1e-6, "new scale \(new.scale) at \(time)")
        #expect(abs(new.opacity - newOpacity) < 1e-6, "new opacity \(new.opacity) at \(time)")
        if let oldScale {
            let old = try #require(symbols["heart"])
            #expect(abs(old.scale - oldScale) < 1e-6, "old scale \(old.scale) at \(time)")
            #expect(abs(old.opacity - oldOpacity) < 1e-6, "old opacity \(old.opacity) at \(time)")
        } else {
            #expect(symbols["heart"] == nil)
        }
    }

    /// Outside an animation the name changes at once, at full size, and the old one is gone.
    @Test func aChangeWithoutAnimationSwapsAtOnce() throws {
        let symbols = try Self.symbols(LikeButton(animated: false, transition: .symbolEffect(.replace)), at: 1.1)
        #expect(symbols.keys.sorted() == ["heart.fill"])
        #expect(symbols["heart.fill"].map { $0.scale == 1 && $0.opacity == 1 } == true)
    }

    /// `ContentTransition.symbolEffect` alone is the automatic transition, a `.downUp` replace
    /// for placeholders.
    @Test func theAutomaticSymbolTransitionIsADownUpReplace() {
        #expect(ContentTransition.symbolEffect == .symbolEffect(.replace))
        #expect(ContentTransition.symbolEffect(.automatic) == .symbolEffect(.replace.downUp))
        #expect(ContentTransition.symbolEffect(.replace.upUp) != .symbolEffect(.replace))
    }
}
