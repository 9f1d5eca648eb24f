import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// The wave, and the article's blend of wheel and wave.
@Suite struct LayoutsWaveInterpolatedTests {
    static func squares(_ count: Int, side: CGFloat = 20) -> [ViewNode] {
        (0..<count).map { _ in Rectangle().frame(width: side, height: side).pointsToCenter() }
    }

    /// Centres and turns from a settled pass (rotations arrive one pass late).
    static func settled(_ root: ViewNode, in canvas: CGSize, count: Int) throws -> [(center: CGPoint, rotation: Angle)] {
        let engine = LayoutEngine()
        let result = try engine.layout(root, in: canvas, applying: engine.settledWriteBacks(root, in: canvas))
        return try (0..<count).map { index in
            let view = try #require(result.item("root/\(index)"))
            return (CGPoint(x: view.frame.midX, y: view.frame.midY), view.rotation)
        }
    }

    @Test func waveSpreadsViewsAcrossTheWidth() throws {
        // 4 views at t = 1/8, 3/8, 5/8, 7/8 of 200: x = 25, 75, 125, 175. The phase 2π·t is
        // 45°, 135°, 225°, 315°, so y = 50 − 30·sin: 50 ∓ 30·√2/2 = 50 ∓ 21.2132.
        let root = WaveLayout(amplitude: 30, frequency: 1, angle: .zero)(children: Self.squares(4))
        let views = try Self.settled(root, in: CGSize(width: 200, height: 100), count: 4)
        let dy = 30 * CGFloat(2).squareRoot() / 2
        let expected = [CGPoint(x: 25, y: 50 - dy), CGPoint(x: 75, y: 50 - dy),
                        CGPoint(x: 125, y: 50 + dy), CGPoint(x: 175, y: 50 + dy)]
        for (view, point) in zip(views, expected) { #expect(LayoutCheck.close(view.center, point, 1e-9)) }
        // Slope dy/dx = −30·2π·cos(phase)/200 = ∓0.942·√2/2 = ∓0.6664: the first view is turned
        // up (negative), the second down; the turn is atan of the slope.
        let slope = 30 * 2 * Double.pi * (2.0.squareRoot() / 2) / 200
        for (view, sign) in zip(views, [-1.0, 1, 1, -1]) {
            #expect(LayoutCheck.close(CGFloat(view.rotation.radians), CGFloat(atan(sign * slope)), 1e-9))
        }
    }

    @Test func waveAngleTurnsTheAxis() throws {
        // Turned 90° clockwise about the centre (100, 50), view 0's offset (−75, −21.2132)
        // becomes (21.2132, −75); its own turn gains 90°.
        let root = WaveLayout(amplitude: 30, frequency: 1, angle: .degrees(90))(children: Self.squares(4))
        let views = try Self.settled(root, in: CGSize(width: 200, height: 100), count: 4)
        let dy = 30 * CGFloat(2).squareRoot() / 2
        #expect(LayoutCheck.close(views[0].center, CGPoint(x: 100 + dy, y: 50 - 75), 1e-9))
        let slope = 30 * 2 * Double.pi * (2.0.squareRoot() / 2) / 200
        #expect(LayoutCheck.close(CGFloat(views[0].rotation.radians), CGFloat(Double.pi / 2 - atan(slope)), 1e-9))
    }

    @Test func waveIdealSize() throws {
        // Unspecified: four 20-wide views side by side, 2·30 swing plus the 20-tall view.
        let root = WaveLayout(amplitude: 30, frequency: 2)(children: Self.squares(4)).fixedSize()
        #expect(try LayoutCheck.run(root).frame("root/0")?.size == CGSize(width: 80, height: 80))
    }

    @Test func waveAnimatableDataCoversAllThree() {
        var wave = WaveLayout(amplitude: 10, frequency: 1, angle: .zero)
        wave.animatableData = .interpolate(from: wave.animatableData,
                                           to: WaveLayout(amplitude: 30, frequency: 3, angle: .degrees(90)).animatableData,
                                           progress: 0.5)
        #expect(wave.amplitude == 20)
        #expect(wave.frequency == 2)
        #expect(LayoutCheck.close(CGFloat(wave.angle.degrees), 45))
    }

    /// Radius 140 makes the wheel (20/2 + 140)·2 = 300 square, the size the wave takes from
    /// the 300×300 canvas, so all three layouts get the same bounds and blend exactly.
    static let wheel = WheelLayout(radius: 140, rotation: .degrees(10))
    static let wave = WaveLayout(amplitude: 40, frequency: 1.5, angle: .degrees(20))
    static let canvas = CGSize(width: 300, height: 300)

    @Test(arguments: [0.0, 0.25, 0.5, 1])
    func interpolatedBlendsWheelAndWave(pct: Double) throws {
        let count = 6
        let wheelViews = try Self.settled(Self.wheel(children: Self.squares(count)), in: Self.canvas, count: count)
        let waveViews = try Self.settled(Self.wave(children: Self.squares(count)), in: Self.canvas, count: count)
        let blended = try Self.settled(
            InterpolatedLayout(pct: pct, wheel: Self.wheel, wave: Self.wave)(children: Self.squares(count)),
            in: Self.canvas, count: count)
        for index in 0..<count {
            // pct 0 is the wheel, 1 the wave (the article's prose; its formula is swapped).
            let a = wheelViews[index].center, b = waveViews[index].center
            let expected = CGPoint(x: a.x + (b.x - a.x) * pct, y: a.y + (b.y - a.y) * pct)
            #expect(LayoutCheck.close(blended[index].center, expected, 1e-9))
        }
        if pct == 0 {
            for index in 0..<count { #expect(blended[index].rotation == wheelViews[index].rotation) }
        }
        if pct == 1 {
            for index in 0..<count {
                #expect(LayoutCheck.sameDirection(blended[index].rotation, waveViews[index].rotation))
            }
        }
    }

    @Test func rotationsBlendTheShortWayRound() throws {
        // View 5 of 6 sits at 10° + 300° = 310° on the wheel; a level wave (angle 0, amplitude
        // 0) turns it to 0°. Halfway it is at 310° + 25° = 335°, not 155°.
        let wave = WaveLayout(amplitude: 0, frequency: 1, angle: .zero)
        let views = try Self.settled(InterpolatedLayout(pct: 0.5, wheel: Self.wheel, wave: wave)(children: Self.squares(6)),
                                     in: Self.canvas, count: 6)
        #expect(LayoutCheck.sameDirection(views[5].rotation, .degrees(335)))
    }

    @Test func interpolatedSizeBlendsBothSizes() throws {
        // Fixed size: wheel (20/2 + 140)·2 = 300 square; wave ideal 6·20 = 120 by 2·40 + 20 = 100.
        // At pct 0.25: 300·0.75 + 120·0.25 = 255 by 300·0.75 + 100·0.25 = 250.
        let root = InterpolatedLayout(pct: 0.25, wheel: Self.wheel, wave: Self.wave)(children: Self.squares(6)).fixedSize()
        #expect(LayoutCheck.close(try LayoutCheck.run(root).frame("root")?.size, CGSize(width: 255, height: 250)))
    }

    @Test func interpolatedAnimatableDataIncludesBothLayouts() {
        var layout = InterpolatedLayout(pct: 0, wheel: WheelLayout(radius: 100), wave: WaveLayout(amplitude: 0))
        let target = InterpolatedLayout(pct: 1, wheel: WheelLayout(radius: 200, rotation: .degrees(90)),
                                        wave: WaveLayout(amplitude: 40, frequency: 3, angle: .degrees(30)))
        layout.animatableData = .interpolate(from: layout.animatableData, to: target.animatableData, progress: 0.5)
        #expect(layout.pct == 0.5)
        #expect(layout.wheel.radius == 150)
        #expect(LayoutCheck.close(CGFloat(layout.wheel.rotation.degrees), 45))
        #expect(layout.wave.amplitude == 20 && layout.wave.frequency == 2)
        #expect(LayoutCheck.close(CGFloat(layout.wave.angle.degrees), 15))
    }

    @Test func subLayoutsOnlyRecordWhenDriven() throws {
        // A cache made by InterpolatedLayout says "do not place": the wheel records placements.
        let graph = LayoutGraph(root: HStack { Rectangle() }, measurer: FixedAdvanceTextMeasurer(),
                                store: WriteBackStore(applied: [:]))
        defer { withExtendedLifetime(graph) {} }
        let layout = InterpolatedLayout(pct: 0, wheel: Self.wheel, wave: Self.wave)
        #expect(layout.makeCache(subviews: graph.subviews(of: 0)).wheel.placesSubviews == false)
        #expect(layout.makeCache(subviews: graph.subviews(of: 0)).wave.placesSubviews == false)
        #expect(Self.wheel.makeCache(subviews: graph.subviews(of: 0)).placesSubviews == true)
        #expect(Self.wave.makeCache(subviews: graph.subviews(of: 0)).placesSubviews == true)
    }
}
