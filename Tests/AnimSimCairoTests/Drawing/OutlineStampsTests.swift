@testable import AnimSimCairo
import AnimSimCore
import Foundation
import Testing

/// Small outlines are stamped from masks (`OutlineStamps`): each stamp must give the pixels the
/// outline gives drawn as a path at the same position (on the 1/8-pixel grid stamps round to),
/// up to one level of the mask's compositing, and a mask must serve only its own outline.
@Suite struct OutlineStampsTests {
    /// A dashed, round-capped, trimmed ring (the shape scene's) and a filled hexagon.
    static let ring: Path = {
        var path = Path()
        path.addArc(center: CGPoint(x: 11, y: 11), radius: 11, startAngle: .degrees(0), endAngle: .degrees(300), clockwise: false)
        return path
    }()
    static let ringStroke = OutlineStamps.Operation.stroke(LineStyle(lineWidth: 3, lineCap: .round, dash: [4, 2], dashPhase: 7))
    static let hexagon = Path { path in
        path.addLines((0..<6).map { i in
            let angle = Double(i) * .pi / 3
            return CGPoint(x: 20 + 20 * cos(angle), y: 20 + 20 * sin(angle))
        })
        path.closeSubpath()
    }

    /// Where each outline's origin goes: on the 1/8 grid, so stamping moves nothing.
    static let places = [CGPoint(x: 4.25, y: 6), CGPoint(x: 60.25, y: 6.5), CGPoint(x: 30.875, y: 50)]

    /// Draws `outlines` at `places` on a fresh 120×100 canvas, stamped or as paths.
    static func paint(_ outlines: [(Path, OutlineStamps.Operation)], stamped: Bool,
                      inspect: (CairoCanvas) -> Void = { _ in }) throws -> PixelBuffer {
        try CairoCanvas.with(width: 120, height: 100) { canvas in
            canvas.paint(.white)
            for ((outline, operation), place) in zip(outlines, places) {
                canvas.withState {
                    canvas.translate(place.x, place.y)
                    if stamped {
                        canvas.draw(outline, operation, color: .blue, alpha: 0.9)
                    } else {
                        canvas.newPath()
                        canvas.addPath(outline)
                        switch operation {
                        case .fill(let evenOdd): canvas.fill(.blue, eoFill: evenOdd, alpha: 0.9)
                        case .stroke(let style): canvas.stroke(.blue, style: style, alpha: 0.9)
                        }
                    }
                }
            }
            inspect(canvas)
            return try canvas.pixelBuffer()
        }
    }

    /// The largest difference of any channel between two paintings, and how many pixels have ink.
    static func compare(_ a: PixelBuffer, _ b: PixelBuffer) -> (largest: Int, inked: Int) {
        var largest = 0, inked = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let (p, q) = (a[x, y], b[x, y])
                largest = max(largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
                if q.red < 250 { inked += 1 }
            }
        }
        return (largest, inked)
    }

    @Test(arguments: [false, true])
    func aStampPaintsWhatThePathPaints(ring: Bool) throws {
        let outline = ring ? (Self.ring, Self.ringStroke) : (Self.hexagon, OutlineStamps.Operation.fill(evenOdd: false))
        var made = 0
        let stamped = try Self.paint([outline, outline, outline], stamped: true) { made = $0.outlineStamps.masksMade }
        let drawn = try Self.paint([outline, outline, outline], stamped: false)
        let (largest, inked) = Self.compare(stamped, drawn)
        #expect(made == 3)  // three fractions: each place was stamped, none drawn as a path
        #expect(inked > 300)
        #expect(largest <= 1)
    }

    /// Equal outlines at one fraction share a mask; an unequal one at that fraction gets its own.
    @Test func aMaskServesOnlyItsOwnOutline() throws {
        let hexagon = (Self.hexagon, OutlineStamps.Operation.fill(evenOdd: false))
        var shifted = Self.hexagon
        shifted = shifted.offsetBy(dx: 3, dy: 0)
        let moved = (shifted, OutlineStamps.Operation.fill(evenOdd: false))
        let places = [CGPoint(x: 2.5, y: 2), CGPoint(x: 50.5, y: 2), CGPoint(x: 2.5, y: 50), CGPoint(x: 50.5, y: 50)]
        func paint(stamped: Bool, inspect: (CairoCanvas) -> Void = { _ in }) throws -> PixelBuffer {
            try CairoCanvas.with(width: 120, height: 100) { canvas in
                canvas.paint(.white)
                for (outline, place) in zip([hexagon, hexagon, moved, (Self.ring, Self.ringStroke)], places) {
                    canvas.withState {
                        canvas.translate(place.x, place.y)
                        if stamped { return canvas.draw(outline.0, outline.1, color: .blue, alpha: 1) }
                        canvas.newPath()
                        canvas.addPath(outline.0)
                        if case .stroke(let style) = outline.1 { canvas.stroke(.blue, style: style) } else { canvas.fill(.blue, eoFill: false) }
                    }
                }
                inspect(canvas)
                return try canvas.pixelBuffer()
            }
        }
        var made = 0
        let stamped = try paint(stamped: true) { made = $0.outlineStamps.masksMade }
        #expect(made == 3)
        #expect(Self.compare(stamped, try paint(stamped: false)).largest <= 1)
    }
}
