import Foundation
import Testing
@testable import AnimSimCore

/// R1's placement and angular rule and R3's mixing, on `GradientPaint` itself.
@Suite struct GradientPaintTests {
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// `Gradient(colors:)`: n colours at i/(n − 1); one colour at 0.
    @Test(arguments: [(1, [0.0]), (2, [0, 1]), (3, [0, 0.5, 1]), (5, [0, 0.25, 0.5, 0.75, 1])])
    func evenlySpacedLocations(count: Int, locations: [Double]) {
        #expect(GradientPaint.evenlySpaced(Array(repeating: Self.red, count: count)).map(\.location) == locations)
    }

    /// `.device` mixes encoded sRGB in a straight line: red → blue at ¼ is (0.75, 0, 0.25).
    @Test func deviceMixIsStraightInSRGB() {
        let paint = GradientPaint.linear([.init(color: Self.red, location: 0), .init(color: Self.blue, location: 1)],
                                         start: .leading, end: .trailing, colorSpace: .device)
        let c = paint.color(at: 0.25)
        #expect(abs(c.red - 0.75) < 1e-12 && abs(c.green) < 1e-12 && abs(c.blue - 0.25) < 1e-12)
    }

    /// The angular rule (R1), location by angle in degrees: a full turn for equal angles; a
    /// half turn's gap blue (location 1) then red (location 0) switching at 270°; a span of
    /// 450° showing only 90°…450°; a negative span running counter-clockwise.
    @Test(arguments: [
        (0.0, 0.0, 90.0, 0.25), (0.0, 180.0, 90.0, 0.5), (0.0, 180.0, 269.0, 1), (0.0, 180.0, 271.0, 0),
        (0.0, 450.0, 180.0, 0.4), (0.0, 450.0, 45.0, 0.9), (0.0, -180.0, 270.0, 0.5), (90.0, 90.0, 180.0, 0.25),
    ])
    func angularLocations(start: Double, end: Double, angle: Double, location: Double) {
        let paint = GradientPaint.angular([], center: .center, startAngle: .degrees(start), endAngle: .degrees(end))
        #expect(abs(paint.angularLocation(at: angle * .pi / 180) - location) < 1e-9)
    }

    /// The adaptive sampling's promise: for every pair of the system palette's colours, a
    /// device-space renderer's straight lines between the rendered stops stay within one
    /// 8-bit level of the perceptual mix, checked at 256 points per segment.
    @Test func perceptualRenderedStopsStayWithinOneLevel() {
        let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink,
                                .brown, .gray, .black, .white]
        var worst = 0.0
        for a in palette {
            for b in palette where a != b {
                let paint = GradientPaint.linear([.init(color: a, location: 0), .init(color: b, location: 1)], start: .top, end: .bottom)
                let device = GradientPaint(kind: .linear, geometry: paint.geometry, stops: paint.renderedStops, colorSpace: .device)
                for k in 0...256 {
                    let t = Double(k) / 256, exact = paint.color(at: t), drawn = device.color(at: t)
                    worst = max(worst, abs(exact.red - drawn.red), abs(exact.green - drawn.green), abs(exact.blue - drawn.blue))
                }
            }
        }
        #expect(worst * 255 < 1, "worst \(worst * 255) levels")
    }
}
