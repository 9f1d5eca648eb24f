import Foundation
import Testing
import AnimSim

/// `MeshGradient` as a view: its grid reaches the display item as a mesh paint, and its
/// points animate as a gradient's data does, in both panes.
@MainActor @Suite struct MeshGradientTests {
    /// The middle point goes from x = 0.2 to 0.8 with `linear(duration: 1)` at appearance.
    struct Drift: View {
        @State var drift = false
        var body: some View {
            let middle: Float = drift ? 0.8 : 0.2
            let points: [SIMD2<Float>] = [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], [middle, 0.5], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ]
            return MeshGradient(width: 3, height: 3, points: points, colors: [.red, .orange, .yellow, .green, .blue, .indigo, .purple, .pink, .white])
            .frame(width: 200, height: 200)
            .id("mesh")
            .onAppear { withAnimation(.linear(duration: 1)) { drift = true } }
        }
    }

    nonisolated static let instants: [(Double, Double)] = [(0, 0.2), (0.25, 0.35), (0.5, 0.5), (1, 0.8)]

    @Test(arguments: instants)
    func theMiddlePointMovesLinearly(time: Double, x: Double) throws {
        let probe = try Probe(ViewHost(Drift()), duration: 1)
        for strategy in [Strategy.animatable, .position] {
            let item = try #require(try probe.list(at: time, strategy).items.first { $0.id.contains("mesh") && $0.gradient != nil })
            let grid = try #require(item.gradient?.meshGrid, "\(String(describing: item.gradient))")
            #expect(grid.width == 3 && grid.height == 3)
            #expect(abs(Double(grid.points[4].x) - x) < 1e-6, "\(strategy) at \(time): \(grid.points[4])")
            #expect(abs(Double(grid.points[0].x)) < 1e-6 && abs(Double(grid.points[8].y) - 1) < 1e-6)
        }
    }
}
