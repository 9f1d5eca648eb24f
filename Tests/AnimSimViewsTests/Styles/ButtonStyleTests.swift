import Foundation
import Testing
import AnimSim

/// A custom `ButtonStyle` reads `isPressed`, which a touch on the button sets (`ButtonPress`):
/// a `longPress:` holds it from its start to its end, when the action runs; a `tap:` holds it
/// `ButtonPress.tapLength` (0.1 s). The style scales its label by 0.5 while pressed, with a
/// linear 0.2 s animation on `isPressed`, so the scale at an instant is in closed form, the
/// same in both panes (a scale is drawn as it is animated).
@MainActor @Suite struct ButtonStyleTests {
    final class Count { var taps = 0 }

    struct Shrink: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .frame(width: 100, height: 40)
                .background(Color.blue)
                .scaleEffect(configuration.isPressed ? 0.5 : 1)
                .animation(.linear(duration: 0.2), value: configuration.isPressed)
        }
    }

    struct Pad: View {
        let count: Count
        var body: some View {
            Button("Go") { count.taps += 1 }
                .buttonStyle(Shrink())
                .accessibilityIdentifier("pad")
        }
    }

    /// The scale of the button's outermost node (the style's scaled frame) at `time`.
    static func scale(_ probe: Probe, at time: Double, _ strategy: Strategy) throws -> Double {
        let list = try probe.list(at: time, strategy)
        let scaled = try #require(list.items.first { $0.scale != 1 } ?? list.items.first { $0.depth == 0 })
        return Double(scaled.scale)
    }

    @Test(arguments: [(1.0, 1.0), (1.1, 0.75), (1.4, 0.5), (1.6, 0.5), (1.7, 0.75), (1.8, 1.0), (2.5, 1.0)])
    func aLongPressHoldsTheButtonDownUntilItsEnd(time: Double, scale: Double) throws {
        let count = Count()
        let host = ViewHost(Pad(count: count))
        try host.perform(GestureUse(kind: .longPress, duration: 0.6), on: "pad", at: 1)
        _ = try host.controls(at: 3)
        #expect(count.taps == 1)
        let probe = try Probe(host, duration: 3)
        for strategy in [Strategy.position, .animatable] {
            let got = try Self.scale(probe, at: time, strategy)
            #expect(abs(got - scale) < 1e-6, "\(strategy) at \(time): \(got), expected \(scale)")
        }
    }

    /// The action runs at the release, not at the press.
    @Test func theActionRunsAtTheRelease() throws {
        let count = Count()
        let host = ViewHost(Pad(count: count))
        try host.perform(GestureUse(kind: .longPress, duration: 0.6), on: "pad", at: 1)
        _ = try host.controls(at: 1.59)
        #expect(count.taps == 0)
        _ = try host.controls(at: 1.61)
        #expect(count.taps == 1)
    }

    /// A tap presses for 0.1 s: half-way down at 1.05, then the action.
    @Test func aTapPressesForATenthOfASecond() throws {
        let count = Count()
        let host = ViewHost(Pad(count: count))
        try host.perform(GestureUse(kind: .tap), on: "pad", at: 1)
        _ = try host.controls(at: 1.09)
        #expect(count.taps == 0)
        _ = try host.controls(at: 3)
        #expect(count.taps == 1)
        let probe = try Probe(host, duration: 3)
        for strategy in [Strategy.position, .animatable] {
            let got = try Self.scale(probe, at: 1.05, strategy)
            #expect(abs(got - 0.875) < 1e-6, "\(strategy): \(got)")
        }
    }

    /// A script's `control:` runs the action at once, without a press.
    @Test func aControlUseActsWithoutAPress() throws {
        let count = Count()
        let host = ViewHost(Pad(count: count))
        try host.use(control: "Go", at: 1)
        #expect(count.taps == 1)
        let probe = try Probe(host, duration: 2)
        #expect(try Self.scale(probe, at: 1.1, .animatable) == 1)
    }
}
