import Foundation
import Testing
import AnimSim

/// A `View & Animatable` and an `AnimatableModifier` run their body with the interpolated
/// `animatableData` at every frame of the animatable pane (note A1); the position pane draws
/// the body at the transaction's two ends and interpolates between what they draw.
@MainActor @Suite struct AnimatableBodyTests {
    /// The rolling counter: the number shown is the body's, run with the spring's value.
    struct Counter: View, Animatable {
        var value: Double
        nonisolated var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        var body: some View { Text("\(Int(value))") }
    }

    struct Counting: View {
        @State var target = 0.0
        var body: some View {
            VStack {
                Counter(value: target)
                Button("Go") { withAnimation(.spring(response: 1, dampingFraction: 0.5)) { target = 100 } }
            }
        }
    }

    /// An underdamped spring from rest, independently of the core: x(t) = 100 −
    /// 100·e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t), ω₀ = 2π/response, ω_d = ω₀√(1 − ζ²).
    static func spring(_ t: Double) -> Double {
        let zeta = 0.5, omega = 2 * Double.pi, damped = omega * (1 - zeta * zeta).squareRoot()
        return 100 - 100 * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    static let counter = "root/content/0~"

    @Test(arguments: [0.05, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 1.1, 1.5])
    func counterShowsTheSpringsValue(after elapsed: Double) throws {
        let host = ViewHost(Counting())
        try host.use(control: "Go", at: 1)
        let probe = try Probe(host)
        let value = Self.spring(elapsed)
        // The instants are chosen away from whole numbers, where Int(value) would turn over.
        #expect(abs(value - value.rounded()) > 0.01)
        let label = try #require(try probe.item(Self.counter, at: 1 + elapsed, .animatable)).shownText
        #expect(label == "\(Int(value))", "the spring is at \(value)")
    }

    /// Before the change, and in the position pane from the change on: the body at the
    /// model value (the naive morph has no number between 0 and 100 to show).
    @Test func positionPaneShowsTheEnds() throws {
        let host = ViewHost(Counting())
        try host.use(control: "Go", at: 1)
        let probe = try Probe(host)
        #expect(try probe.item(Self.counter, at: 0.5, .animatable)?.shownText == "0")
        #expect(try probe.item(Self.counter, at: 1.3, .position)?.shownText == "100")
        #expect(try probe.item(Self.counter, at: 6, .animatable)?.shownText == "100")
    }

    /// A wave: the content rises and falls as the phase runs 0 → 2π, though its offset is
    /// zero at both ends.
    struct Wave: AnimatableModifier {
        var phase: Double
        nonisolated var animatableData: Double {
            get { phase }
            set { phase = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(y: 10 * sin(phase))
        }
    }

    struct Waving: View {
        @State var phase = 0.0
        var body: some View {
            VStack {
                Rectangle().frame(width: 20, height: 20).modifier(Wave(phase: phase))
                Button("Wave") { withAnimation(.linear(duration: 1)) { phase = 2 * .pi } }
            }
        }
    }

    /// How far the wave moves its content: the content's centre from the offset's own.
    func rise(_ probe: Probe, at time: Double, _ strategy: Strategy) throws -> Double {
        let content = try #require(try probe.item("root/content/0~~", at: time, strategy))
        let offset = try #require(try probe.item("root/content/0~", at: time, strategy))
        return Double(content.center.y - offset.center.y)
    }

    @Test(arguments: [0.125, 0.25, 0.5, 0.7, 0.9])
    func waveRunsItsBodyEveryFrame(after elapsed: Double) throws {
        let host = ViewHost(Waving())
        try host.use(control: "Wave", at: 1)
        let probe = try Probe(host)
        let expected = 10 * sin(2 * Double.pi * elapsed)
        #expect(abs(try rise(probe, at: 1 + elapsed, .animatable) - expected) < 1e-6)
        // The naive pane sees offset 0 at both ends: nothing moves.
        #expect(abs(try rise(probe, at: 1 + elapsed, .position)) < 1e-9)
    }
}

extension DisplayItem {
    /// The characters a text view draws.
    var shownText: String? {
        if case .text(let text, _)? = shape { return text }
        return nil
    }
}
