import Foundation
import Testing
import AnimSim

/// R4 in both panes, through SwiftUI's own spellings: a fill that changes kind (colour ↔
/// gradient, linear ↔ radial ↔ angular) snaps to its new paint at once, in both panes; a
/// gradient that keeps its kind animates. One view throughout (`AnyShapeStyle`), so the
/// change is its paint's, not a new view's.
@MainActor @Suite struct GradientAnimationTests {
    enum Paint: String, CaseIterable, Sendable {
        case color, linear, radial, angular, elliptical
    }

    static func style(_ paint: Paint, _ colors: [Color]) -> AnyShapeStyle {
        switch paint {
        case .color: AnyShapeStyle(colors[0])
        case .linear: AnyShapeStyle(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom))
        case .radial: AnyShapeStyle(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 50))
        case .angular: AnyShapeStyle(AngularGradient(colors: colors, center: .center))
        case .elliptical: AnyShapeStyle(EllipticalGradient(colors: colors))
        }
    }

    struct Swatch: View {
        let from: Paint, to: Paint
        @State var done = false
        var body: some View {
            Rectangle().fill(GradientAnimationTests.style(done ? to : from, done ? [.green, .yellow] : [.red, .blue]))
                .frame(width: 100, height: 100).id("swatch")
                .onAppear { withAnimation(.linear(duration: 1)) { done = true } }
        }
    }

    static func gradient(_ probe: Probe, at time: Double, _ strategy: Strategy) throws -> (Color?, GradientPaint?) {
        let item = try #require(try probe.list(at: time, strategy).items.first { $0.id.contains("swatch") && $0.shape != nil })
        return (item.fill, item.gradient)
    }

    /// A change of kind: a quarter of the way in, each pane already shows the end paint
    /// exactly (the settled state at t = 1).
    @Test(arguments: [(Paint.linear, Paint.radial), (.radial, .angular), (.angular, .linear), (.linear, .elliptical),
                      (.color, .linear), (.linear, .color)])
    func aKindChangeSnaps(from: Paint, to: Paint) throws {
        let probe = try Probe(ViewHost(Swatch(from: from, to: to)), duration: 1)
        for strategy in [Strategy.animatable, .position] {
            let early = try Self.gradient(probe, at: 0.25, strategy).1, settled = try Self.gradient(probe, at: 1, strategy).1
            #expect(early == settled, "\(strategy): \(String(describing: early)) ≠ \(String(describing: settled))")
            #expect((settled == nil) == (to == .color))
            #expect(settled.map { $0.kind.rawValue } == (to == .color ? nil : to.rawValue))
        }
    }

    /// The same kind animates: a quarter of the way in, the first stop is neither end's.
    @Test(arguments: [Paint.linear, .radial, .angular, .elliptical])
    func theSameKindAnimates(kind: Paint) throws {
        let probe = try Probe(ViewHost(Swatch(from: kind, to: kind)), duration: 1)
        for strategy in [Strategy.animatable, .position] {
            let early = try #require(try Self.gradient(probe, at: 0.25, strategy).1)
            let first = try #require(early.stops.first).color
            #expect(first != Color.red && first != Color.green, "\(strategy): \(first)")
            #expect(first.red < Color.red.red && first.green > Color.red.green, "\(strategy): \(first)")
        }
    }
}
