import Foundation

/// What a renderer that mixes colours only in device sRGB (Cairo, SVG, Lottie) needs to draw
/// a gradient: its stops as such a renderer interpolates them, and its geometry in the
/// filled shape's rect.
extension GradientPaint {
    /// Segments each perceptual segment is cut into for a device-space renderer. Oklab's
    /// curve through sRGB bends most between complementary colours; with 16 straight pieces
    /// the largest error over the system palette's pairs stays under one 8-bit level
    /// (`GradientRenderingTests` measures it), where 8 pieces leave up to ~3 levels.
    public static let perceptualSubdivisions = 16

    /// The stops a device-space renderer draws: the sorted stops themselves for `.device`,
    /// and for `.perceptual` also `perceptualSubdivisions − 1` colours sampled inside each
    /// segment, so straight sRGB lines between them follow the perceptual mix.
    public var renderedStops: [Stop] {
        let stops = sortedStops
        guard colorSpace == .perceptual, stops.count > 1 else { return stops }
        var out: [Stop] = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            let span = b.location - a.location
            if span > 0, a.color != b.color {
                for k in 1..<Self.perceptualSubdivisions {
                    let t = Double(k) / Double(Self.perceptualSubdivisions)
                    out.append(Stop(color: colorSpace.mix(a.color, b.color, by: t), location: a.location + span * t))
                }
            }
            out.append(b)
        }
        return out
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
