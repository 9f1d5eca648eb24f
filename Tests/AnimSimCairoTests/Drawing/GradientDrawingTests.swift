import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// Cairo's drawing of the four gradient kinds, pixel by pixel against closed forms. Every
/// gradient here is red (1, 0, 0) → blue (0, 0, 1) in the `.device` space, so the colour at
/// location f is (1 − f, 0, f) in sRGB: each pixel is compared at its centre (x + ½, y + ½)
/// within 2 of 255 levels (Cairo's 8-bit stops and rounding).
@Suite struct GradientDrawingTests {
    static let stops = [GradientPaint.Stop(color: Color(red: 1, green: 0, blue: 0), location: 0),
                        GradientPaint.Stop(color: Color(red: 0, green: 0, blue: 1), location: 1)]
    static let tolerance = 2

    static func paint(_ gradient: GradientPaint, frame: CGRect, shape: DisplayItem.Shape = .rectangle) throws -> PixelBuffer {
        var item = DisplayItem(id: "g", frame: frame, shape: shape, fill: gradient.color(at: 0.5))
        item.gradient = gradient
        let list = DisplayList(size: CGSize(width: 200, height: 100), background: .white, time: 0, strategy: .animatable,
                               state: [], items: [item])
        return try DisplayListPainter().paint(list)
    }

    /// The pixel at (x, y) is (1 − f, 0, f) within the tolerance.
    static func expect(_ image: PixelBuffer, _ x: Int, _ y: Int, location f: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let pixel = image[x, y]
        let expected = (Int((255 * (1 - f)).rounded()), 0, Int((255 * f).rounded()))
        let ok = abs(Int(pixel.red) - expected.0) <= tolerance && Int(pixel.green) <= tolerance
            && abs(Int(pixel.blue) - expected.2) <= tolerance
        #expect(ok, "(\(x), \(y)): \(pixel), expected \(expected) at location \(f)", sourceLocation: sourceLocation)
    }

    /// Leading → trailing over a 200-wide rect: location (x + ½)/200 at the start, middle and end.
    @Test(arguments: [0, 50, 99, 100, 150, 199])
    func aLinearGradientsColourAlongItsLine(x: Int) throws {
        let image = try Self.paint(.linear(Self.stops, start: .leading, end: .trailing, colorSpace: .device),
                                   frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        Self.expect(image, x, 50, location: (Double(x) + 0.5) / 200)
    }

    /// Unit points are in the shape's rect: a 100-wide rect at x = 100 runs red → blue over x 100…200.
    @Test func aLinearGradientsUnitPointsAreInTheShapesRect() throws {
        let image = try Self.paint(.linear(Self.stops, start: .leading, end: .trailing, colorSpace: .device),
                                   frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        Self.expect(image, 125, 50, location: 25.5 / 100)
    }

    /// About the centre (50, 50), from radius 0 to 40 points: location d/40, padded beyond.
    @Test(arguments: [(50, 50), (70, 50), (50, 85), (80, 80), (97, 50)])
    func aRadialGradientsColourByDistance(x: Int, y: Int) throws {
        let image = try Self.paint(.radial(Self.stops, center: .center, startRadius: 0, endRadius: 40, colorSpace: .device),
                                   frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
        Self.expect(image, x, y, location: min(d / 40, 1))
    }

    /// The unit circle stretched to a 200×100 rect: radius fraction 0.5 reaches both edges,
    /// so location is 2·√((dx/200)² + (dy/100)²).
    @Test(arguments: [(150, 50), (100, 75), (160, 80), (100, 50)])
    func anEllipticalGradientIsStretchedToTheRect(x: Int, y: Int) throws {
        let image = try Self.paint(.elliptical(Self.stops, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5,
                                               colorSpace: .device), frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let u = (Double(x) + 0.5 - 100) / 200, v = (Double(y) + 0.5 - 50) / 100
        Self.expect(image, x, y, location: min(2 * hypot(u, v), 1))
    }

    /// Angular gradients at 30 pt from the centre of a 100×100 rect, the angle θ measured
    /// clockwise from +x at the pixel's centre. `start`/`end` in degrees; `expected(θ)` is R1's
    /// location: a full turn (equal angles) θ/360; a half turn 0…180 leaves a gap painted
    /// blue (location 1) for 180…270 and red (location 0) for 270…360; 0…450 shows its last
    /// turn, 90…450, where θ = 45° is 405° of 450 and θ = 180° is 180 of 450.
    /// One case: the gradient's angles, where it is sampled, and its location there, either
    /// (θ + shift)/span or a constant.
    struct AngularCase: Sendable, CustomTestStringConvertible {
        let start: Double, end: Double, angle: Double
        let span: Double?, shift: Double, constant: Double
        var testDescription: String { "\(start)…\(end) at \(angle)°" }
        func location(_ theta: Double) -> Double { span.map { (theta + shift) / $0 } ?? constant }
    }

    static let angularCases: [AngularCase] = [
        AngularCase(start: 0, end: 0, angle: 90, span: 360, shift: 0, constant: 0),
        AngularCase(start: 0, end: 0, angle: 200, span: 360, shift: 0, constant: 0),
        AngularCase(start: 0, end: 180, angle: 120, span: 180, shift: 0, constant: 0),
        AngularCase(start: 0, end: 180, angle: 225, span: nil, shift: 0, constant: 1),
        AngularCase(start: 0, end: 180, angle: 315, span: nil, shift: 0, constant: 0),
        AngularCase(start: 0, end: 450, angle: 180, span: 450, shift: 0, constant: 0),
        AngularCase(start: 0, end: 450, angle: 45, span: 450, shift: 360, constant: 0),
    ]

    @Test(arguments: angularCases)
    func anAngularGradientsColourByAngle(_ c: AngularCase) throws {
        let image = try Self.paint(.angular(Self.stops, center: .center, startAngle: .degrees(c.start), endAngle: .degrees(c.end),
                                            colorSpace: .device), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let x = Int((50 + 30 * cos(c.angle * .pi / 180)).rounded(.down)), y = Int((50 + 30 * sin(c.angle * .pi / 180)).rounded(.down))
        var theta = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50) * 180 / .pi
        if theta < 0 { theta += 360 }
        Self.expect(image, x, y, location: c.location(theta))
    }

    /// A perceptual gradient: Cairo mixes in sRGB, so the drawing samples stops inside the
    /// segment (`renderedStops`); each pixel is the gradient's own perceptual colour there
    /// (whose Oklab formula SwiftUIGradientsTests checks in closed form), and the middle is
    /// not the sRGB mean (0.5, 0, 0.5).
    @Test(arguments: [12, 25, 37, 100, 162, 187])
    func aPerceptualGradientIsDrawnAsItsPerceptualMix(x: Int) throws {
        let paint = GradientPaint.linear(Self.stops, start: .leading, end: .trailing, colorSpace: .perceptual)
        let image = try Self.paint(paint, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let mix = paint.color(at: (Double(x) + 0.5) / 200)
        let pixel = image[x, 50]
        #expect(abs(Int(pixel.red) - Int((mix.red * 255).rounded())) <= Self.tolerance, "\(pixel) \(mix)")
        #expect(abs(Int(pixel.green) - Int((mix.green * 255).rounded())) <= Self.tolerance, "\(pixel) \(mix)")
        #expect(abs(Int(pixel.blue) - Int((mix.blue * 255).rounded())) <= Self.tolerance, "\(pixel) \(mix)")
        if x == 100 { #expect(abs(Int(pixel.red) - 128) > 10, "the sRGB mean would be (128, 0, 128): \(pixel)") }
    }

    /// A stroked ring (an outline stroked 10 pt wide) painted leading → trailing: its left
    /// edge red, its right edge blue, its top middle half-way.
    @Test(arguments: [(5, 50), (50, 5), (94, 50)])
    func aGradientStrokeOnARing(x: Int, y: Int) throws {
        var item = DisplayItem(id: "ring", frame: CGRect(x: 0, y: 0, width: 100, height: 100), shape: nil, fill: .black)
        item.outline = Path(ellipseIn: CGRect(x: 5, y: 5, width: 90, height: 90))
        item.outlinePaint = ShapePaint(stroke: LineStyle(lineWidth: 10))
        item.gradient = .linear(Self.stops, start: .leading, end: .trailing, colorSpace: .device)
        let list = DisplayList(size: CGSize(width: 200, height: 100), background: .white, time: 0, strategy: .animatable,
                               state: [], items: [item])
        Self.expect(try DisplayListPainter().paint(list), x, y, location: (Double(x) + 0.5) / 100)
    }
}
