import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// Cairo's drawing of a mesh gradient (one Coons patch per cell, straight sides): a cell's
/// colour is the bilinear mix of its corners' in device space. With red corners on one side
/// and blue on the other, it is the red → blue gradient of `GradientDrawingTests` along that
/// axis, so the same closed form and tolerance apply.
@Suite struct MeshGradientDrawingTests {
    static let (red, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))

    /// Red on the leading column, blue on the trailing one: location (x + ½)/200 across.
    @Test(arguments: [0, 50, 100, 150, 199])
    func aTwoByTwoMeshMixesItsColumnsAcross(x: Int) throws {
        let mesh = GradientPaint.mesh(width: 2, height: 2, points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1)],
                                      colors: [Self.red, Self.blue, Self.red, Self.blue])
        let image = try GradientDrawingTests.paint(mesh, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        GradientDrawingTests.expect(image, x, 50, location: (Double(x) + 0.5) / 200)
    }

    /// A 2 × 3 mesh whose middle row sits at a quarter of the height: red above it, blue
    /// at and below it, so the top cell runs red → blue over y 0…25 and the bottom is blue.
    static let rows: [(Int, Double)] = [(5, 0.22), (12, 0.5), (20, 0.82), (60, 1), (95, 1)]

    @Test(arguments: rows)
    func theRowsFollowTheirPoints(y: Int, location: Double) throws {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 0.25), CGPoint(x: 1, y: 0.25),
                      CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1)]
        let mesh = GradientPaint.mesh(width: 2, height: 3, points: points, colors: [Self.red, Self.red, Self.blue, Self.blue, Self.blue, Self.blue])
        let image = try GradientDrawingTests.paint(mesh, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let pixel = image[100, y]
        let expected = (Int((255 * (1 - location)).rounded()), Int((255 * location).rounded()))
        // Cairo shades a mesh by subdividing its patches, not exactly at pixel centres: across
        // a 25-pt ramp it is within 4 levels (measured 4 at y = 12); the 200-pt ramp above
        // stays within `GradientDrawingTests.tolerance`.
        #expect(abs(Int(pixel.red) - expected.0) <= 4 && Int(pixel.green) <= 2 && abs(Int(pixel.blue) - expected.1) <= 4,
                "(100, \(y)): \(pixel), expected \(expected)")
    }
}
