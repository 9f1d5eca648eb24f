import Foundation
import Testing
import AnimSim

/// `.symbolEffect` on AnimSim's symbol placeholder, on the scene's clock: each effect's cycle
/// (`SymbolMotion`'s table) is linear keyframes, updated at every 1/60 s from its start, so
/// the placeholder's scale or opacity at a frame instant has a closed form.
@MainActor @Suite struct SymbolEffectTests {
    struct Liked: View {
        let options: SymbolEffectOptions
        let down: Bool
        @State var likes = 0

        var body: some View {
            VStack {
                if down {
                    Image(systemName: "heart.fill").symbolEffect(.bounce.down, options: options, value: likes)
                } else {
                    Image(systemName: "heart.fill").symbolEffect(.bounce, options: options, value: likes)
                }
                Button("Like") { likes += 1 }
            }
        }
    }

    /// The placeholder box (labelled with the symbol's name) at `time`, both panes agreeing.
    static func symbol<V: View>(_ view: V, control: String? = nil, at time: Double) throws -> DisplayItem {
        let host = ViewHost(view)
        if let control { try host.use(control: control, at: 1) }
        let probe = try Probe(host, duration: 3)
        let items = try Strategy.allCases.map { strategy in
            try #require(try probe.list(at: time, strategy).items.first { $0.label?.text == "heart.fill" })
        }
        #expect(abs(items[0].scale - items[1].scale) < 1e-9 && abs(items[0].opacity - items[1].opacity) < 1e-9)
        return items[0]
    }

    /// Bounce (up) from the like at 1 s: scale 1 → 1.2 over 0.15 s → 0.95 over 0.15 s → 1 over
    /// 0.2 s; `.speed(2)` halves every time, `.repeat(2)` plays the cycle twice; `.down` dips first.
    @Test(arguments: [
        (SymbolEffectOptions.default, false, 0.5, 1.0), (.default, false, 1.1, 1 + 0.2 * 0.1 / 0.15),
        (.default, false, 1.25, 1.2 - 0.25 * 0.1 / 0.15), (.default, false, 1.4, 0.95 + 0.05 * 0.1 / 0.2), (.default, false, 1.6, 1),
        (.speed(2), false, 1.05, 1 + 0.2 * 0.05 / 0.075), (.repeat(2), false, 1.6, 1 + 0.2 * 0.1 / 0.15),
        (.default, true, 1.1, 1 - 0.2 * 0.1 / 0.15),
    ])
    func bounceScalesOnEachChange(options: SymbolEffectOptions, down: Bool, time: Double, scale: Double) throws {
        let item = try Self.symbol(Liked(options: options, down: down), control: "Like", at: time)
        #expect(abs(Double(item.scale) - scale) < 1e-6, "scale \(item.scale) at \(time)")
    }

    struct Pulsing: View {
        let active: Bool
        var body: some View {
            Image(systemName: "heart.fill").symbolEffect(.pulse, isActive: active)
        }
    }

    /// Pulse while active: opacity 1 → 0.3 over 0.5 s → 1 over 0.5 s from the appearance, again
    /// every second; inactive, it stays opaque.
    @Test(arguments: [(0.25, 0.65), (0.5, 0.3), (0.75, 0.65), (1.25, 0.65)])
    func pulseCyclesOpacityWhileActive(time: Double, opacity: Double) throws {
        #expect(abs(try Self.symbol(Pulsing(active: true), at: time).opacity - opacity) < 1e-6)
        #expect(try Self.symbol(Pulsing(active: false), at: time).opacity == 1)
    }
}
