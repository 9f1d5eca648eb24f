import AnimSimCore
import Foundation

/// A view's gradient over one stretch of its life, keyed for players (SVG's animated stops and
/// points, Lottie's animated `g.k`, `s` and `e`), so a gradient that animates (its stops'
/// colours and locations, its points or radii: R4) animates in the exports as it is drawn.
///
/// Players interpolate each stop's offset, colour and opacity and each point straight between
/// keys, and only between gradients with the same stops. The drawn stops of a perceptual
/// gradient (`renderedStops`) adapt their count to the colours, which change from frame to
/// frame, so the export uses one structure for the whole stretch instead: every segment
/// between two of the sorted stops cut into the same number of even pieces at every frame,
/// as many as the frame that needs most (4·2ᵈ, the finest depth d at which each piece's
/// straight sRGB middle is within half a level of the perceptual mix, as `renderedStops`
/// refines). Keys are then placed (`VectorTrack`) on every stop's offset and straight sRGB
/// colour and opacity, in percent, and the geometry in points (`vector`), within the
/// tolerance.
public struct GradientTrack: Sendable {
    /// The gradient at each frame of the stretch, and the rect it is resolved in there (the
    /// writer's user space: centred on the origin for a view drawn by frame, the item's local
    /// frame for an outline).
    public let gradients: [GradientPaint]
    public let rects: [CGRect]
    /// Even pieces per segment of the sorted stops, the same at every frame.
    let pieces: [Int]
    public let track: VectorTrack

    public init?(_ gradients: [GradientPaint], rects: [CGRect], tolerance: Double) {
        guard let first = gradients.first, gradients.count == rects.count,
              gradients.allSatisfy({ $0.kind == first.kind && $0.stops.count == first.stops.count && $0.colorSpace == first.colorSpace }),
              rects.allSatisfy({ $0.width > 0 && $0.height > 0 }) else { return nil }
        self.gradients = gradients
        self.rects = rects
        var pieces = [Int](repeating: 1, count: max(first.stops.count - 1, 0))
        for gradient in gradients {
            let sorted = gradient.sortedStops
            for i in pieces.indices { pieces[i] = max(pieces[i], Self.piecesNeeded(sorted[i], sorted[i + 1], gradient.colorSpace)) }
        }
        self.pieces = pieces
        let vectors = gradients.indices.map { Self.vector(gradients[$0], in: rects[$0], pieces: pieces) }
        track = VectorTrack(vectors, tolerance: tolerance)
    }

    public var keyframes: [Int] { track.keyframes }
    public var isAnimated: Bool { track.isAnimated }

    /// Whether the gradient's centre (in points) or the rect it is resolved in changes over
    /// the stretch: what the animated SVG's conic sectors cannot follow.
    var movesCentre: Bool {
        guard let first = gradients.first, let rect = rects.first else { return false }
        let centre = first.point(first.geometry[0], first.geometry[1], in: rect)
        return zip(gradients, rects).contains { gradient, r in
            let c = gradient.point(gradient.geometry[0], gradient.geometry[1], in: r)
            return r != rect || abs(c.x - centre.x) > 1e-6 || abs(c.y - centre.y) > 1e-6
        }
    }
    public var kind: GradientPaint.Kind { gradients[0].kind }

    /// The stops drawn at sample `k`, `pieces` even pieces a segment.
    public func stops(at k: Int) -> [GradientPaint.Stop] { Self.stops(gradients[k], pieces: pieces) }

    /// Each stop's offset on the server at sample `k`: its location, moved for a radial
    /// gradient to start at the start radius (SVG and Lottie have no inner radius).
    public func offsets(at k: Int) -> [Double] { Self.offsets(gradients[k], stops(at: k)) }

    static func stops(_ gradient: GradientPaint, pieces: [Int]) -> [GradientPaint.Stop] {
        let sorted = gradient.sortedStops
        guard sorted.count > 1 else { return sorted }
        var out = [sorted[0]]
        for (i, (a, b)) in zip(sorted, sorted.dropFirst()).enumerated() {
            let n = pieces[i]
            for j in 1..<max(n, 1) {
                let t = Double(j) / Double(n)
                out.append(.init(color: gradient.colorSpace.mix(a.color, b.color, by: t), location: a.location + (b.location - a.location) * t))
            }
            out.append(b)
        }
        return out
    }

    static func offsets(_ gradient: GradientPaint, _ stops: [GradientPaint.Stop]) -> [Double] {
        let g = gradient.geometry
        let remap: (Double) -> Double = switch gradient.kind {
        case .radial, .elliptical: { g[3] > 0 ? (g[2] + $0 * (g[3] - g[2])) / g[3] : 1 }
        default: { $0 }
        }
        return stops.map { min(max(remap($0.location), 0), 1) }
    }

    /// How many even pieces the segment a → b needs so that straight sRGB lines between them
    /// stay within half a level of the mix: 1 for the device space or a colour that does not
    /// change, else 4·2ᵈ (d ≤ 6, as `renderedStops`).
    static func piecesNeeded(_ a: GradientPaint.Stop, _ b: GradientPaint.Stop, _ space: GradientPaint.ColorSpace) -> Int {
        guard space == .perceptual, a.color != b.color, b.location > a.location else { return 1 }
        var n = GradientPaint.perceptualSubdivisions
        while n < 256 {
            let flat = (0..<n).allSatisfy { j in
                let (t0, t1) = (Double(j) / Double(n), Double(j + 1) / Double(n))
                let exact = space.mix(a.color, b.color, by: (t0 + t1) / 2)
                let straight = GradientPaint.ColorSpace.device.mix(space.mix(a.color, b.color, by: t0), space.mix(a.color, b.color, by: t1), by: 0.5)
                return max(abs(exact.red - straight.red), abs(exact.green - straight.green), abs(exact.blue - straight.blue),
                           abs(exact.opacity - straight.opacity)) <= 0.5 / 255
            }
            if flat { break }
            n *= 2
        }
        return n
    }

    /// What the players interpolate, in error units: per stop its offset and straight r, g, b
    /// and opacity in percent; then the geometry in points (a linear gradient's two points, a
    /// radial one's centre and end radius, an elliptical one's centre and end radius in the
    /// rect, an angular one's centre and its start and end angles as arcs of a 100-pt radius).
    static func vector(_ gradient: GradientPaint, in rect: CGRect, pieces: [Int]) -> [Double] {
        let stops = stops(gradient, pieces: pieces)
        var out: [Double] = []
        for (stop, offset) in zip(stops, offsets(gradient, stops)) {
            let c = stop.color
            out += [offset, c.red, c.green, c.blue, c.opacity].map { min(max($0, 0), 1) * 100 }
        }
        let g = gradient.geometry
        switch gradient.kind {
        case .linear:
            let (a, b) = gradient.linearPoints(in: rect)
            out += [a.x, a.y, b.x, b.y].map { Double($0) }
        case .radial:
            let (c, _, r1) = gradient.radialCircle(in: rect)
            out += [Double(c.x), Double(c.y), Double(r1)]
        case .elliptical:
            let c = gradient.point(g[0], g[1], in: rect)
            out += [Double(c.x), Double(c.y), g[3] * Double(max(rect.width, rect.height))]
        case .angular:
            let c = gradient.point(g[0], g[1], in: rect)
            out += [Double(c.x), Double(c.y), g[2] * 100, g[3] * 100]
        case .mesh:
            // Lottie has no mesh: its colours along the rect's diagonal, as SVG's.
            out += [rect.minX, rect.minY, rect.maxX, rect.maxY].map { Double($0) }
        }
        return out
    }
}
