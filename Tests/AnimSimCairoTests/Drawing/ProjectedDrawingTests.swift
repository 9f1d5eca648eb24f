import AnimSimCore
@testable import AnimSimCairo
import Foundation
import Testing

/// Drawing through a perspective transform (`CairoCanvas.drawProjected`): the content is
/// resampled through the inverse 3×3 matrix, and must leave no ink outside where the
/// projected shape lies.
@Suite struct ProjectedDrawingTests {
    static let background = Color(hex: 0xFFFFFF)
    static let size = CGSize(width: 120, height: 120)

    /// The vertices of a star of `n` points (fractional n as a Shape animates it) in `rect`.
    static func star(_ n: Double, in rect: CGRect) -> [CGPoint] {
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        return (0..<(Int(n.rounded(.up)) * 2)).map { i in
            let a = Double(i) * .pi / n - .pi / 2, rr = i.isMultiple(of: 2) ? r : r * 0.45
            return CGPoint(x: c.x + rr * cos(a), y: c.y + rr * sin(a))
        }
    }

    /// A star rotated about the x axis with SwiftUI's perspective, at an offset and scale as in
    /// a pane: every painted pixel lies within the projected vertices' bounds plus 1 px.
    @Test(arguments: [4.0, 5.3, 6.5, 9.0], [0.5, 7.0, 23.0, 30.0, 41.0, 60.0])
    func nothingIsPaintedOutsideTheProjectedStar(points: Double, degrees: Double) throws {
        for (origin, scale) in [(CGPoint(x: 140, y: 90), 1.0), (CGPoint(x: 140.3, y: 90.6), 1.0), (CGPoint(x: 70, y: 45), 2.0)] {
            let effect = _Rotation3DEffect(angle: .degrees(degrees), axis: (x: 1, y: 0, z: 0))
            let toUser = effect.effectValue(size: Self.size).concatenating(.translation(origin.x, origin.y))
            let vertices = Self.star(points, in: CGRect(origin: .zero, size: Self.size))
            let image = try CairoCanvas.with(width: 400, height: 300) { canvas in
                canvas.paint(Self.background)
                canvas.scale(scale)
                canvas.drawProjected(toUser, bounds: CGRect(origin: .zero, size: Self.size)) { offscreen in
                    offscreen.addPolyline(vertices)
                    offscreen.closePath()
                    offscreen.fill(.orange)
                }
                return try canvas.pixelBuffer()
            }
            let device = vertices.map { $0.applying(toUser) }.map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
            let allowed = CGRect(x: device.map(\.x).min()!, y: device.map(\.y).min()!,
                                 width: device.map(\.x).max()! - device.map(\.x).min()!,
                                 height: device.map(\.y).max()! - device.map(\.y).min()!).insetBy(dx: -1, dy: -1)
            let bg = PixelBuffer.Pixel(Self.background)
            var stray: [(Int, Int)] = []
            var inside = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y] != bg {
                    let pixel = CGRect(x: x, y: y, width: 1, height: 1)
                    if allowed.intersects(pixel) { inside += 1 } else { stray.append((x, y)) }
                }
            }
            #expect(inside > 0, "nothing drawn at \(origin) ×\(scale)")
            #expect(stray.isEmpty, "\(stray.count) pixels outside \(allowed) at \(origin) ×\(scale), e.g. \(stray.prefix(8))")
        }
    }
}
