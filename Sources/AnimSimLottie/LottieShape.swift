import Foundation

/// The shape items AnimSim writes: groups of a geometry, its paint and the group transform.
public enum LottieShape: Encodable, Equatable, Sendable {
    case group(name: String, items: [LottieShape])
    /// Centre `p`, size `s`, corner radius `r`.
    case rectangle(p: LottieProperty, s: LottieProperty, r: LottieProperty)
    case ellipse(p: LottieProperty, s: LottieProperty)
    case path(LottieBezier)
    /// A path whose outline is keyframed (`LottieShapeKeyframe`).
    case animatedPath([LottieShapeKeyframe])
    /// Colour `[r, g, b]` in 0…1 and opacity in percent, static or keyframed.
    case fill(color: LottieProperty, opacity: LottieProperty)
    case stroke(color: LottieProperty, opacity: LottieProperty, width: Double)
    /// A built-in shape's stroke (round caps and joins, as `stroke`) whose width is keyframed.
    case animatedStroke(color: LottieProperty, opacity: LottieProperty, width: LottieProperty)
    case transform(LottieTransform)
    case gradient(LottieGradient)
    /// A stroke with every field of its line style (`LottieLineStyle`).
    case styledStroke(color: LottieProperty, opacity: LottieProperty, style: LottieLineStyle)

    enum CodingKeys: String, CodingKey { case ty, nm, it, p, s, r, c, o, w, lc, lj, ml, d, ks, a }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .group(let name, let items):
            try container.encode("gr", forKey: .ty)
            try container.encode(name, forKey: .nm)
            try container.encode(items, forKey: .it)
        case .rectangle(let p, let s, let r):
            try container.encode("rc", forKey: .ty)
            try container.encode(p, forKey: .p)
            try container.encode(s, forKey: .s)
            try container.encode(r, forKey: .r)
        case .ellipse(let p, let s):
            try container.encode("el", forKey: .ty)
            try container.encode(p, forKey: .p)
            try container.encode(s, forKey: .s)
        case .path(let bezier):
            try container.encode("sh", forKey: .ty)
            try container.encode(BezierProperty(k: bezier), forKey: .ks)
        case .animatedPath(let keyframes):
            try container.encode("sh", forKey: .ty)
            try container.encode(AnimatedBezierProperty(k: keyframes), forKey: .ks)
        case .styledStroke(let color, let opacity, let style):
            try container.encode("st", forKey: .ty)
            try container.encode(color, forKey: .c)
            try container.encode(opacity, forKey: .o)
            try container.encode(style.animatedWidth ?? LottieProperty.scalar(style.width), forKey: .w)
            try container.encode(style.cap, forKey: .lc)
            try container.encode(style.join, forKey: .lj)
            if style.join == 1 { try container.encode(style.miterLimit, forKey: .ml) }
            let dashes = style.dashes
            if !dashes.isEmpty { try container.encode(dashes, forKey: .d) }
        case .fill(let color, let opacity):
            try container.encode("fl", forKey: .ty)
            try container.encode(color, forKey: .c)
            try container.encode(opacity, forKey: .o)
        case .stroke(let color, let opacity, let width):
            try container.encode("st", forKey: .ty)
            try container.encode(color, forKey: .c)
            try container.encode(opacity, forKey: .o)
            try container.encode(LottieProperty.scalar(width), forKey: .w)
            try container.encode(2, forKey: .lc)
            try container.encode(2, forKey: .lj)
        case .animatedStroke(let color, let opacity, let width):
            try container.encode("st", forKey: .ty)
            try container.encode(color, forKey: .c)
            try container.encode(opacity, forKey: .o)
            try container.encode(width, forKey: .w)
            try container.encode(2, forKey: .lc)
            try container.encode(2, forKey: .lj)
        case .transform(let transform):
            try container.encode("tr", forKey: .ty)
            try transform.encode(to: encoder)
        case .gradient(let gradient):
            try gradient.encode(to: encoder)
        }
    }

    private struct AnimatedBezierProperty: Encodable {
        var a = 1
        var k: [LottieShapeKeyframe]
    }

    private struct BezierProperty: Encodable {
        var a = 0
        var k: LottieBezier
    }
}

/// A cubic poly-Bézier: vertices, each with its in and out handle relative to it.
public struct LottieBezier: Encodable, Equatable, Sendable {
    public var c: Bool
    public var v: [[Double]]
    public var i: [[Double]]
    public var o: [[Double]]

    public init(closed: Bool, vertices: [[Double]], inTangents: [[Double]], outTangents: [[Double]]) {
        c = closed
        v = vertices
        i = inTangents
        o = outTangents
    }
}
