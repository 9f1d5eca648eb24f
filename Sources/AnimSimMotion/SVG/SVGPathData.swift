import AnimSimCore
import Foundation

/// `Path`s as SVG path data: the four elements written as they are (`M`, `L`, `C`, `Z`),
/// numbers to 3 decimals (a thousandth of a point); and flattened through a perspective
/// matrix, which SVG cannot apply itself.
enum SVGPathData {
    static func data(_ path: Path) -> String {
        var parts: [String] = []
        for element in path.elements {
            switch element {
            case .move(let p): parts.append("M" + point(p))
            case .line(let p): parts.append("L" + point(p))
            case .curve(let p, let c1, let c2): parts.append("C" + point(c1) + " " + point(c2) + " " + point(p))
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    static func point(_ p: CGPoint) -> String { "\(SVGNumber.format(Double(p.x))),\(SVGNumber.format(Double(p.y)))" }

    /// Cubic pieces [p0, c1, c2, p1, …] (a glyph contour) as a closed subpath.
    static func path(contour: [CGPoint]) -> Path {
        var path = Path()
        guard let first = contour.first else { return path }
        path.move(to: first)
        var k = 1
        while k + 2 < contour.count {
            path.addCurve(to: contour[k + 2], control1: contour[k], control2: contour[k + 1])
            k += 3
        }
        if contour.count > 1, contour.first == contour.last { path.closeSubpath() }
        return path
    }

    /// Each subpath as a polygon, curves cut into `steps` equal parameter steps (the
    /// painter's stroked outlines and `contains` use 16 too), with whether it was closed.
    static func polygons(_ path: Path, steps: Int = 16) -> [(points: [CGPoint], closed: Bool)] {
        var out: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        var point = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { out.append((current, false)) }
                current = [p]; point = p; start = p
            case .line(let p):
                if current.isEmpty { current = [point] }
                current.append(p); point = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [point] }
                for k in 1...steps {
                    let t = CGFloat(k) / CGFloat(steps), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: a * point.x + b * c1.x + c * c2.x + d * p.x, y: a * point.y + b * c1.y + c * c2.y + d * p.y))
                }
                point = p
            case .closeSubpath:
                if !current.isEmpty { out.append((current, true)) }
                current = []; point = start
            }
        }
        if !current.isEmpty { out.append((current, false)) }
        return out
    }

    /// The path polygonised and taken through `m`; nil when any point goes to or behind the
    /// eye (the painter leaves such content out too).
    static func projected(_ path: Path, _ m: ProjectionTransform) -> String? {
        var parts: [String] = []
        for (points, closed) in polygons(path) {
            let mapped = points.map { $0.applying(m) }
            guard mapped.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
            guard let first = mapped.first else { continue }
            parts.append("M" + point(first) + mapped.dropFirst().map { " L" + point($0) }.joined() + (closed ? " Z" : ""))
        }
        return parts.joined(separator: " ")
    }
}

/// Attributes shared by the SVG writers: escaped text, paints, line styles.
enum SVGText {
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// ` fill="#rrggbb"` with its opacity when it has one.
    static func paint(_ attribute: String, _ c: Color) -> String {
        " \(attribute)=\"\(c.hexRGB)\"" + (c.opacity < 1 ? " \(attribute)-opacity=\"\(SVGNumber.format(c.opacity, digits: 4))\"" : "")
    }

    /// Every field of SwiftUI's `StrokeStyle` (Cairo's miter limit default is SVG's 4, so it
    /// is always written).
    static func lineStyle(_ s: LineStyle) -> String {
        var out = " stroke-width=\"\(SVGNumber.format(Double(s.lineWidth)))\""
        switch s.lineCap {
        case .butt: break
        case .round: out += " stroke-linecap=\"round\""
        case .square: out += " stroke-linecap=\"square\""
        }
        switch s.lineJoin {
        case .miter: out += " stroke-miterlimit=\"\(SVGNumber.format(Double(max(s.miterLimit, 1))))\""
        case .round: out += " stroke-linejoin=\"round\""
        case .bevel: out += " stroke-linejoin=\"bevel\""
        }
        let dash = s.dash.filter { $0 >= 0 }
        if !dash.isEmpty, !dash.allSatisfy({ $0 == 0 }) {
            out += " stroke-dasharray=\"\(dash.map { SVGNumber.format(Double($0)) }.joined(separator: " "))\""
            if s.dashPhase != 0 { out += " stroke-dashoffset=\"\(SVGNumber.format(Double(s.dashPhase)))\"" }
        }
        return out
    }
}
