import Foundation
import Testing
import AnimSim

/// `.scrollTransition`: AnimSim's scroll view rests at offset 0, so each view's phase is
/// where it is laid out in the scroll view's visible region. Five 100-pt rows in a 250-pt
/// scroll view: rows 0 and 1 are inside (identity), row 2 half inside, rows 3 and 4 out
/// below (`.bottomTrailing`). The closure fades to 0.3 away from identity.
@MainActor @Suite struct ScrollTransitionTests {
    struct Rows: View {
        let configuration: ScrollTransitionConfiguration
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<5) { index in
                        Rectangle()
                            .frame(height: 100)
                            .scrollTransition(configuration) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.3)
                            }
                            .id("row\(index)")
                    }
                }
            }
            .frame(width: 200, height: 250)
        }
    }

    static func opacities(_ configuration: ScrollTransitionConfiguration) throws -> [Double] {
        let probe = try Probe(ViewHost(Rows(configuration: configuration)), duration: 1)
        let list = try probe.list(at: 0.5)
        return try (0..<5).map { index in try #require(list.items.first { $0.id.hasSuffix("/@row\(index)") }).opacity }
    }

    /// Interactive (the default): row 2 is half visible, progress 0.5 of the `.visible`
    /// threshold, eased by `easeInOut` to 0.5, so half-way from 1 to 0.3.
    @Test func interactiveInterpolatesByTheVisibleFraction() throws {
        let expected = [1, 1, 1 - 0.7 * (1 - easeInOut(0.5)), 0.3, 0.3]
        let got = try Self.opacities(.interactive)
        for (value, want) in zip(got, expected) { #expect(abs(value - want) < 1e-6, "\(got)") }
    }

    /// A quarter visible with a linear curve: 1 − 0.25 of the way to 0.3.
    @Test func aLinearCurveIsTheVisibleFraction() throws {
        struct Quarter: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 175)
                        Rectangle().frame(height: 100)
                            .scrollTransition(.interactive(timingCurve: .linear)) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.3)
                            }
                            .id("row")
                    }
                }
                .frame(width: 200, height: 200)
            }
        }
        let probe = try Probe(ViewHost(Quarter()), duration: 1)
        let row = try #require(try probe.named("row", at: 0.5))
        #expect(abs(row.opacity - (1 - 0.7 * 0.75)) < 1e-6)
    }

    @Test func animatedJumpsAtTheThreshold() throws {
        let got = try Self.opacities(.animated)
        for (value, want) in zip(got, [1, 1, 0.3, 0.3, 0.3]) { #expect(abs(value - want) < 1e-6, "\(got)") }
        let half = try Self.opacities(.animated.threshold(.visible(0.5)))
        for (value, want) in zip(half, [1, 1, 1, 0.3, 0.3]) { #expect(abs(value - want) < 1e-6, "\(half)") }
    }

    @Test func phasesHaveSwiftUIsValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0 && ScrollTransitionPhase.identity.isIdentity)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1 && !ScrollTransitionPhase.bottomTrailing.isIdentity)
    }
}
