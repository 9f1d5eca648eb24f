import Foundation
import Testing
import AnimSim

/// A custom `ToggleStyle` gets the toggle's binding as `configuration.isOn`: its own tap,
/// which flips it in a `withAnimation(.linear(duration: 0.2))`, moves the knob across the
/// 52-pt track (from x 0 to 52 − 26) in closed form in both panes; a script's `control:`
/// flips it too. `.button` draws the toggle as a button filled when on.
@MainActor @Suite struct ToggleStyleTests {
    struct Slide: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                configuration.label
                Capsule().fill(configuration.isOn ? Color.green : Color.gray)
                    .frame(width: 52, height: 26)
                    .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                        Circle().fill(Color.white).frame(width: 26, height: 26).accessibilityIdentifier("knob")
                    }
                    .accessibilityIdentifier("track")
                    .onTapGesture { withAnimation(.linear(duration: 0.2)) { configuration.isOn.toggle() } }
            }
        }
    }

    struct Settings: View {
        @State var on = false
        var body: some View {
            Toggle(isOn: $on) { Color.red.frame(width: 40, height: 26) }
                .toggleStyle(Slide())
        }
    }

    static func knobX(_ probe: Probe, at time: Double, _ strategy: Strategy) throws -> Double {
        let list = try probe.list(at: time, strategy)
        let track = try #require(list.items.first { $0.shape == .capsule })
        let knob = try #require(list.items.first { $0.shape == .circle })
        return Double(knob.frame.minX - track.frame.minX)
    }

    @Test(arguments: [(0.9, 0.0), (1.05, 6.5), (1.1, 13.0), (1.3, 26.0)])
    func theStylesTapFlipsTheBindingWithItsAnimation(time: Double, x: Double) throws {
        let host = ViewHost(Settings())
        try host.perform(GestureUse(kind: .tap), on: "track", at: 1)
        let probe = try Probe(host, duration: 2)
        let got = try Self.knobX(probe, at: time, .animatable)
        #expect(abs(got - x) < 1e-6, "at \(time): \(got), expected \(x)")
    }

    @Test func aControlUseFlipsTheStyledToggle() throws {
        let host = ViewHost(Settings())
        try host.use(control: "#1", at: 1)
        let probe = try Probe(host, duration: 2)
        #expect(try Self.knobX(probe, at: 1.5, .animatable) == 26)
    }

    struct AsButton: View {
        @State var on = true
        var body: some View {
            Toggle(isOn: $on) { Color.red.frame(width: 60, height: 20) }.toggleStyle(.button)
        }
    }

    @Test func theButtonStyleIsFilledWhenOn() throws {
        let list = try LayoutEngine().layout(ViewHost(AsButton()).currentTree, in: CGSize(width: 400, height: 400))
        let plate = try #require(list.items.first { $0.shape == .roundedRectangle(cornerRadius: 6) })
        #expect(plate.frame.size == CGSize(width: 84, height: 34) && plate.fill == .accentColor)
    }

    /// `.switch` and `.automatic` draw the 51×31 switch, in `.tint` when on.
    struct Switches: View {
        @State var on = true
        var body: some View {
            VStack {
                Toggle("A", isOn: $on).toggleStyle(.switch).tint(.orange)
                Toggle("B", isOn: $on).toggleStyle(.automatic)
            }
        }
    }

    @Test func theSwitchStylesAreTheSwitch() throws {
        let list = try LayoutEngine().layout(ViewHost(Switches()).currentTree, in: CGSize(width: 400, height: 400))
        let tracks = list.items.filter { $0.shape == .capsule }
        #expect(tracks.map(\.frame.size) == [CGSize(width: 51, height: 31), CGSize(width: 51, height: 31)])
        #expect(tracks.map(\.fill) == [.orange, .green])
    }
}
