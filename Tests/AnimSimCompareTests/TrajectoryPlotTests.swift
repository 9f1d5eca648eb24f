import AnimSimCore
import AnimSimNodeBuilder
import AnimSimPresentation
import AnimSimCairo
@testable import AnimSimCompare
import Foundation
import Testing

/// The plot's data (built from samples) and its picture (drawn by AnimSimCairo).
@Suite struct TrajectoryPlotTests {
    static func quarterTurnPlot() throws -> TrajectoryPlot {
        let (_, samples) = try CompareScenes.compare(CompareScenes.quarterTurn)
        return TrajectoryPlot(samples: samples, scene: CompareScenes.quarterTurn, labelledView: "v0")
    }

    @Test func dataHasBothStrategiesWithTicksOnThePaths() throws {
        let plot = try Self.quarterTurnPlot()
        #expect(plot.series.map(\.name) == ["position", "animatable"])
        #expect(plot.series.map(\.dashed) == [true, false])
        #expect(plot.tickInterval == 0.2)
        #expect(plot.centres.count == 1)
        #expect(abs(plot.centres[0].x - 165) < 1e-9 && abs(plot.centres[0].y - 165) < 1e-9)
        let arc = try #require(plot.series[1].paths.first { $0.viewID == "v0" })
        #expect(arc.highlighted && arc.ticks.count == 11 && arc.ticks.allSatisfy(\.labelled))
        // The tick at 1 s is at half progress: 45° round the circle, (256.92, 73.08).
        let half = arc.ticks[5]
        #expect(abs(half.time - 1) < 1e-12)
        #expect(abs(half.position.x - 256.92) < 0.01 && abs(half.position.y - 73.08) < 0.01)
        // Tangent to the circle there: perpendicular to the radius.
        let radius = CGPoint(x: half.position.x - 165, y: half.position.y - 165)
        #expect(abs(half.tangent.x * radius.x + half.tangent.y * radius.y) < 0.5)
        let chord = try #require(plot.series[0].paths.first { $0.viewID == "v1" })
        #expect(!chord.highlighted && chord.ticks.allSatisfy { !$0.labelled })
    }

    @Test(arguments: [1.0, 2.0])
    func pngDecodesAtTheExpectedSize(scale: Double) throws {
        let plot = try Self.quarterTurnPlot()
        let painter = TrajectoryPlotPainter(scale: CGFloat(scale))
        let png = try PNGEncoder().encode(try painter.paint(plot))
        let image = try PNGDecoder().decode(png)
        // 330 pt of canvas, widened to 360 for the legend; 28 pt title and 48 pt legend bands.
        #expect(image.width == Int(360 * scale) && image.height == Int((28 + 330 + 48) * scale))
        #expect((image.width, image.height) == painter.pixelSize(of: plot))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-compare-plot@\(Int(scale))x.png")
        try Data(png).write(to: file)
    }

    /// Chord and arc are where the geometry puts them: orange near the chord's midpoint
    /// (230, 100), blue at the arc's (256.92, 73.08), and the pane's middle untouched.
    @Test func chordAndArcAreDrawnWhereTheyBelong() throws {
        let plot = try Self.quarterTurnPlot()
        let image = try TrajectoryPlotPainter(scale: 2).paint(plot)
        let paneX: CGFloat = 15, paneY: CGFloat = 28
        func pixels(near point: CGPoint, reach: Int = 6) -> [PixelBuffer.Pixel] {
            let (cx, cy) = (Int(((paneX + point.x) * 2).rounded()), Int(((paneY + point.y) * 2).rounded()))
            return (-reach...reach).flatMap { dy in (-reach...reach).map { dx in image[cx + dx, cy + dy] } }
        }
        let orange = pixels(near: CGPoint(x: 230, y: 100)).contains { $0.red > 200 && $0.green > 110 && $0.green < 190 && $0.blue < 90 }
        let blue = pixels(near: CGPoint(x: 256.92, y: 73.08)).contains { $0.blue > 200 && $0.red < 130 }
        #expect(orange && blue)
        let centre = image[Int((paneX + 140) * 2), Int((paneY + 140) * 2)]
        #expect(centre.distance(to: PixelBuffer.Pixel(plot.background)) <= 2)
    }

    /// The gallery's interrupted springs: views pass back over their own path, and the two
    /// strategies' paths cross near the ends. Once "2.5s 1.5s 1.5s" printed over each other.
    static let springs = Scene(title: "Springs interrupted", canvas: CGSize(width: 420, height: 420), duration: 4,
                               parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0),
                                            SceneParameter(name: "radius", initial: 120)],
                               timeline: [
                                   StateChange(at: 0.3, animation: .spring(response: 0.9, dampingFraction: 0.55), set: ["angle": 180]),
                                   StateChange(at: 0.8, animation: .spring(response: 0.5, dampingFraction: 0.7), set: ["angle": 45]),
                                   StateChange(at: 0.3, animation: .easeInOut(duration: 1.2), set: ["radius": 170]),
                                   StateChange(at: 0.9, animation: .easeInOut(duration: 1.2), set: ["radius": 100]),
                               ]) { state in
        WheelLayout(radius: state["radius"], rotation: state.angle("angle")) {
            ForEach(0..<8) { i in RoundedRectangle(cornerRadius: 8).frame(width: 60, height: 60).id("v\(i)") }
        }
    }

    @Test(arguments: [CompareScenes.quarterTurn, springs])
    func timeLabelsNeverOverprintEachOtherOrTheMarkers(_ scene: Scene) throws {
        let (comparison, samples) = try CompareScenes.compare(scene)
        let plot = TrajectoryPlot(samples: samples, scene: scene, labelledView: comparison.maxDivergence?.view)
        let labels = try TrajectoryPlotPainter().labels(of: plot)
        #expect(labels.count >= 4, "\(labels.map(\.text))")
        for (i, a) in labels.enumerated() {
            #expect(a.box.width > 10 && a.box.height == 12)
            for b in labels[(i + 1)...] {
                #expect(!a.box.intersects(b.box), "\(a.series) \(a.text) overprints \(b.series) \(b.text)")
            }
            for path in plot.series.flatMap(\.paths) {
                for end in [path.start, path.end].compactMap({ $0 }) {
                    #expect(!a.box.insetBy(dx: -1, dy: -1).contains(end), "\(a.text) covers \(path.viewID)'s marker")
                }
            }
        }
    }
}
