import AnimSimCore
import Foundation

/// A view's gradient in an SVG export: a paint server in `<defs>` and the `url(#…)` that
/// paints the shape's fill (or its stroke, for a stroked view without fill) with it.
///
/// The shape is drawn centred on the origin, so the gradient is resolved in that rect, in
/// user space (`gradientUnits="userSpaceOnUse"`). Stops are the ones Cairo draws
/// (`renderedStops`: a perceptual gradient sampled inside each segment, since SVG mixes
/// in sRGB). This is a gradient that does not change; one that animates is keyed over time
/// (`SVGWriter.gradientServer`, docs/motion-export.md, "Gradients, filters and shadows").
/// - linear: `<linearGradient>` from start to end point;
/// - radial: `<radialGradient>` of the end radius, the stops' offsets moved to start at the
///   start radius (SVG 1.1 has no inner radius);
/// - elliptical: the same in the unit square, stretched with `gradientTransform`;
/// - angular: SVG has no conic gradient. The closest AnimSim writes is a `<pattern>` of 180
///   flat 2° pie sectors, each the colour at its middle angle (R1's rule, gaps included):
///   within half a sector's change of colour of the drawn one everywhere, stacked so that
///   neighbours' edges never let the background through (`sectors`).
///
/// The static SVG (`SVGItems`) resolves the same servers in the item's frame instead.
enum SVGGradient {
    static func paint(_ item: DisplayItem, id: String, size: Vec2) -> (defs: String, url: String)? {
        guard let gradient = item.gradient, size.x > 0, size.y > 0 else { return nil }
        return paint(gradient, in: CGRect(x: -size.x / 2, y: -size.y / 2, width: size.x, height: size.y), id: id)
    }

    /// `gradient` resolved in `rect` of the user space of the element it paints (the static
    /// SVG's items are drawn from their frame's top-left corner, not centred).
    /// `transform`: a `gradientTransform` taking `rect`'s space to the element's (an outline's
    /// item transform), nil when they are one.
    static func paint(_ gradient: GradientPaint, in rect: CGRect, id: String, transform: String? = nil) -> (defs: String, url: String)? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let serverID = serverID(id)
        let through = transform.map { " gradientTransform=\"\($0)\"" } ?? ""
        let prefix = transform.map { $0 + " " } ?? ""
        func n(_ value: Double) -> String { SVGNumber.format(value, digits: 4) }
        func stops(_ offset: (Double) -> Double) -> String {
            gradient.renderedStops.map { stop in
                let c = stop.color
                return "<stop offset=\"\(n(min(max(offset(stop.location), 0), 1)))\" stop-color=\"\(c.hexRGB)\""
                    + (c.opacity < 1 ? " stop-opacity=\"\(n(c.opacity))\"" : "") + "/>"
            }.joined(separator: "\n") + "\n"
        }
        func radial(_ r0: Double, _ r1: Double) -> (Double) -> Double {
            { r1 > 0 ? (r0 + $0 * (r1 - r0)) / r1 : 1 }
        }
        let g = gradient.geometry
        let server: String
        switch gradient.kind {
        case .linear:
            let (a, b) = gradient.linearPoints(in: rect)
            server = "<linearGradient id=\"\(serverID)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" "
                + "x2=\"\(n(b.x))\" y2=\"\(n(b.y))\"\(through)>\n" + stops { $0 } + "</linearGradient>"
        case .radial:
            let (c, r0, r1) = gradient.radialCircle(in: rect)
            server = "<radialGradient id=\"\(serverID)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" "
                + "r=\"\(n(max(r1, 0)))\"\(through)>\n" + stops(radial(r0, r1)) + "</radialGradient>"
        case .elliptical:
            server = "<radialGradient id=\"\(serverID)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(g[0]))\" cy=\"\(n(g[1]))\" "
                + "r=\"\(n(max(g[3], 0)))\" gradientTransform=\"\(prefix)translate(\(n(rect.minX)) \(n(rect.minY))) "
                + "scale(\(n(rect.width)) \(n(rect.height)))\">\n" + stops(radial(g[2], g[3])) + "</radialGradient>"
        case .angular:
            server = sectors(gradient, rect: rect, id: serverID, transform: transform)
        case .mesh:
            // SVG has no mesh: its colours, in order, along the diagonal (docs/swift.md).
            server = "<linearGradient id=\"\(serverID)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(rect.minX))\" y1=\"\(n(rect.minY))\" "
                + "x2=\"\(n(rect.maxX))\" y2=\"\(n(rect.maxY))\"\(through)>\n" + stops { $0 } + "</linearGradient>"
        }
        return ("<defs>\n\(server)\n</defs>\n", "url(#\(serverID))")
    }

    /// The paint server's id for a view's id: letters and digits kept, the rest `_`.
    static func serverID(_ id: String) -> String {
        "gradient-" + id.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "_" }.joined()
    }

    /// The angular approximation: a pattern covering the rect with 180 pie sectors.
    /// `colours`: each sector's colour at each key and the keys' timing (the animated SVG,
    /// `SVGWriter.angularServer`); nil for the gradient's own, still.
    static func sectors(_ gradient: GradientPaint, rect: CGRect, id: String, transform: String? = nil,
                        colours: SectorColours? = nil) -> String {
        func n(_ value: Double) -> String { SVGNumber.format(value, digits: 3) }
        let c = gradient.point(gradient.geometry[0], gradient.geometry[1], in: rect)
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let radius = corners.map { hypot($0.0 - c.x, $0.1 - c.y) }.max()! + 1
        var out = "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" "
            + "width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"\(transform.map { " patternTransform=\"\($0)\"" } ?? "")>\n<g transform=\"translate(\(n(-rect.minX)) \(n(-rect.minY)))\">\n"
        let count = 180
        // An opaque gradient is a staircase: the first sector's colour under everything,
        // then each sector k from its start angle on round to 360°, so every antialiased
        // edge (its start) mixes neighbours' colours. Sectors that only meet (or overlap by
        // a hair) let what is below show through two edges' partial coverage: a moiré tens
        // of levels off, worst near the centre, where sectors are under a pixel wide. A
        // translucent gradient would pile its alpha up so: it keeps the hair of overlap.
        let opaque = colours?.opaque ?? gradient.renderedStops.allSatisfy { $0.color.opacity >= 1 }
        func colour(_ k: Int) -> Color { gradient.angularColor(at: Self.sectorAngle(k, of: count)) }
        func fill(_ c: Color) -> String { "fill=\"\(c.hexRGB)\"" + (c.opacity < 1 ? " fill-opacity=\"\(n(c.opacity))\"" : "") }
        /// The sector's element closed, with its colour's animation when it has one.
        func close(_ k: Int) -> String {
            guard let animation = colours?.animation(k, count), !animation.isEmpty else { return "/>\n" }
            return ">" + animation + "</\(k == 0 && opaque ? "rect" : "path")>\n"
        }
        if opaque {
            out += "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" \(fill(colour(0)))" + close(0)
        }
        for k in (opaque ? 1 : 0)..<count {
            let a0 = 2 * Double.pi * Double(k) / Double(count), a1 = 2 * Double.pi * Double(k + 1) / Double(count)
            let b = opaque ? 2 * Double.pi : a1 + (k + 1 < count ? 0.004 : 0)
            out += "<path d=\"M\(n(c.x)),\(n(c.y)) L\(n(c.x + radius * cos(a0))),\(n(c.y + radius * sin(a0))) "
                + "A\(n(radius)),\(n(radius)) 0 \(b - a0 > Double.pi ? 1 : 0) 1 \(n(c.x + radius * cos(b))),\(n(c.y + radius * sin(b)))Z\" \(fill(colour(k)))" + close(k)
        }
        return out + "</g>\n</pattern>"
    }

    /// The middle angle of sector `k` of `count`, where its colour is taken.
    static func sectorAngle(_ k: Int, of count: Int) -> Double { 2 * Double.pi * (Double(k) + 0.5) / Double(count) }

    /// An animated angular gradient's sectors: whether every key is opaque, and sector k's
    /// `<animate>` elements (of `count`), empty when its colour holds.
    struct SectorColours {
        var opaque: Bool
        var animation: (_ k: Int, _ count: Int) -> String
    }
}

extension SVGGradient {
    /// `attributes` with the fill (or, for a stroked view, the stroke) colour and its
    /// opacity replaced by `url`.
    static func attributes(_ attributes: String, url: String, stroked: Bool) -> String {
        let name = stroked ? "stroke" : "fill"
        let pattern = " \(name)=\"[^\"]*\"( \(name)-opacity=\"[^\"]*\")?"
        guard let range = attributes.range(of: pattern, options: .regularExpression) else { return attributes }
        return attributes.replacingCharacters(in: range, with: " \(name)=\"\(url)\"")
    }
}
