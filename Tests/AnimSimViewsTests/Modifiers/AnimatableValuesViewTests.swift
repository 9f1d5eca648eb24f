import Foundation
import Testing
import AnimSim

/// A `View & Animatable` whose `animatableData` is an `AnimatableValues` of three values runs
/// its body with each value where the animation has it at that instant (note A1).
@MainActor @Suite struct AnimatableValuesViewTests {
    /// A tile that draws its width, height and opacity from its animatable data.
    struct Tile: View, Animatable {
        var width: CGFloat
        var height: CGFloat
        var alpha: Double

        nonisolated var animatableData: AnimatableValues<CGFloat, CGFloat, Double> {
            get { AnimatableValues(width, height, alpha) }
            set { (width, height, alpha) = newValue.value }
        }

        var body: some View {
            Rectangle().fill(.blue).frame(width: width, height: height).opacity(alpha).id("tile")
        }
    }

    struct Growing: View {
        @State private var grown = false
        var body: some View {
            VStack {
                Tile(width: grown ? 120 : 40, height: grown ? 20 : 60, alpha: grown ? 0.25 : 1)
                Button("Grow") { withAnimation(.easeInOut(duration: 1)) { grown = true } }
            }
        }
    }

    /// The drawn rectangle: its frame is the tile's, its opacity includes the tile's.
    static func rectangle(_ probe: Probe, at time: Double) throws -> DisplayItem? {
        try probe.list(at: time).items.first { $0.shape == .rectangle && $0.fill == .blue }
    }

    /// Each component at easeInOut(u) of its way, computed apart from the core: width 40 → 120,
    /// height 60 → 20, opacity 1 → 0.25.
    @Test(arguments: [0.2, 0.4, 0.5, 0.75])
    func eachValueIsWhereTheCurveHasIt(elapsed: Double) throws {
        let host = ViewHost(Growing())
        try host.use(control: "Grow", at: 1)
        let probe = try Probe(host)
        let p = easeInOut(elapsed)
        let tile = try #require(try Self.rectangle(probe, at: 1 + elapsed))
        #expect(abs(Double(tile.frame.width) - (40 + 80 * p)) < 1e-6, "\(tile.frame)")
        #expect(abs(Double(tile.frame.height) - (60 - 40 * p)) < 1e-6, "\(tile.frame)")
        #expect(abs(tile.opacity - (1 - 0.75 * p)) < 1e-6, "\(tile.opacity)")
    }

    @Test func restsAtTheEnds() throws {
        let host = ViewHost(Growing())
        try host.use(control: "Grow", at: 1)
        let probe = try Probe(host)
        let before = try #require(try Self.rectangle(probe, at: 0.5))
        let after = try #require(try Self.rectangle(probe, at: 3))
        #expect(before.frame.size == CGSize(width: 40, height: 60) && before.opacity == 1)
        #expect(after.frame.size == CGSize(width: 120, height: 20) && abs(after.opacity - 0.25) < 1e-9)
    }
}
