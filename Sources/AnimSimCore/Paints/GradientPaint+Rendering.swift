import Foundation

/// What a renderer that mixes colours only in device sRGB (Cairo, SVG, Lottie) needs to draw
/// a gradient: its stops as such a renderer interpolates them, and its geometry in the
/// filled shape's rect.
extension GradientPaint {
    /// Pieces each perceptual segment is first cut into, before `renderedStops` halves the
    /// pieces that still bend too far from a straight sRGB line.
    public static let perceptualSubdivisions = 4
    /// How many times a piece may be halved: at most 4·2⁶ = 256 pieces a segment.
    static let refinements = 6
    /// How far (0…1 per component) a piece's middle may be from the straight line: half an
    /// 8-bit level, so the drawn ramp stays within one level of the perceptual mix.
    static let flatness = 0.5 / 255

    /// The stops a device-space renderer draws: the sorted stops themselves for `.device`,
    /// and for `.perceptual` also colours sampled inside each segment, so straight sRGB lines
    /// between them follow the perceptual mix. Oklab's curve through sRGB bends least between
    /// neighbouring hues and most near black (cube roots), so the sampling adapts: each
    /// segment is cut into `perceptualSubdivisions` pieces, and a piece whose perceptual
    /// middle is more than `flatness` from its straight sRGB middle is halved, up to
    /// `refinements` times. Over every pair of the system palette's colours the drawn ramp
    /// stays within one 8-bit level (`GradientPaintTests`), where 16 fixed pieces leave up
    /// to 17 levels between black and white.
    public var renderedStops: [Stop] {
        let stops = sortedStops
        guard colorSpace == .perceptual, stops.count > 1 else { return stops }
        var out: [Stop] = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            let span = b.location - a.location
            if span > 0, a.color != b.color {
                var previous = a
                for k in 1...Self.perceptualSubdivisions {
                    let t = Double(k) / Double(Self.perceptualSubdivisions)
                    let next = k == Self.perceptualSubdivisions ? b : Stop(color: colorSpace.mix(a.color, b.color, by: t), location: a.location + span * t)
                    out += refined(previous, next, depth: Self.refinements)
                    if k < Self.perceptualSubdivisions { out.append(next) }
                    previous = next
                }
            }
            out.append(b)
        }
        return out
    }

    /// The stops strictly between `a` and `b` that keep a straight sRGB line between
    /// neighbours within `flatness` of the perceptual mix.
    private func refined(_ a: Stop, _ b: Stop, depth: Int) -> [Stop] {
        guard depth > 0 else { return [] }
        let exact = colorSpace.mix(a.color, b.color, by: 0.5), straight = ColorSpace.device.mix(a.color, b.color, by: 0.5)
        let error = max(abs(exact.red - straight.red), abs(exact.green - straight.green), abs(exact.blue - straight.blue),
                        abs(exact.opacity - straight.opacity))
        guard error > Self.flatness else { return [] }
        let middle = Stop(color: exact, location: (a.location + b.location) / 2)
        return refined(a, middle, depth: depth - 1) + [middle] + refined(middle, b, depth: depth - 1)
    }

    /// The unit point at geometry offsets 0 and 1, in `rect`.
    public func point(_ x: Double, _ y: Double, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + CGFloat(x) * rect.width, y: rect.minY + CGFloat(y) * rect.height)
    }

    /// Linear: the start and end points in `rect`.
    public func linearPoints(in rect: CGRect) -> (start: CGPoint, end: CGPoint) {
        (point(geometry[0], geometry[1], in: rect), point(geometry[2], geometry[3], in: rect))
    }

    /// Radial: the centre in `rect` and the two radii (points).
    public func radialCircle(in rect: CGRect) -> (center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (point(geometry[0], geometry[1], in: rect), CGFloat(geometry[2]), CGFloat(geometry[3]))
    }

    /// The angular gradient's colour along a ray at `angle` (radians, clockwise from +x in
    /// y-down space), R1's rule: the gradient's span is `endAngle − startAngle`; a span over
    /// 2π shows only its last complete turn; a span under 2π leaves a gap filled with the
    /// colour at location 1 for its first half and at location 0 for its second. Equal
    /// angles (the `startAngle: .zero, endAngle: .zero` defaults) are one full turn, as
    /// `AngularGradient(colors:center:)` draws a whole colour wheel in SwiftUI.
    public func angularColor(at angle: Double) -> Color {
        color(at: angularLocation(at: angle))
    }

    /// The location (0…1) the angular rule paints at `angle`.
    public func angularLocation(at angle: Double) -> Double {
        let turn = 2 * Double.pi
        var start = geometry[2], span = geometry[3] - geometry[2]
        if span == 0 { span = turn }
        if span < 0 { return angularLocation(reversedAt: angle) }
        let shown = min(span, turn)
        // Where the shown part begins: the last complete turn when the span is longer.
        if span > turn { start = geometry[3] - turn }
        var offset = (angle - start).truncatingRemainder(dividingBy: turn)
        if offset < 0 { offset += turn }
        if offset <= shown { return (start - geometry[2] + offset) / span }
        // In the gap: location 1 for its first half, location 0 for the second.
        return offset - shown < (turn - shown) / 2 ? 1 : 0
    }

    /// A negative span runs counter-clockwise: the same rule on the mirrored angles.
    private func angularLocation(reversedAt angle: Double) -> Double {
        var mirrored = self
        mirrored.geometry[2] = -geometry[2]
        mirrored.geometry[3] = -geometry[3]
        return mirrored.angularLocation(at: -angle)
    }
}
