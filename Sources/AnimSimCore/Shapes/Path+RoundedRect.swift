import Foundation

/// SwiftUI's corner styles (S5). `.continuous` is drawn by a private CoreGraphics call whose
/// curve no source gives; AnimSim's approximation (docs/evaluation.md, "Continuous corners"):
/// the corner starts f·r from the corner point on each edge, f = 1.528665 (the extent of
/// UIKit's iOS 7 rounded rectangle, PaintCode's replica) where the side leaves room, less
/// where it does not, and is one cubic whose controls lie on the edges at (2.34315 − f)/3·r
/// from the corner point, so its middle passes where the circular arc's does
/// (r·(1 − 1/√2) from the corner on each axis). At f = 1 that is exactly the circular
/// quarter, so a capsule, or a radius half the short side, is circular in both styles.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// SwiftUI's `RectangleCornerRadii` (iOS 16): leading = left, trailing = right (LTR).
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// ((topLeft, topRight), (bottomLeft, bottomRight)), as SwiftUI orders them (S5).
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomLeading, bottomTrailing)) }
        set {
            (topLeading, topTrailing) = (newValue.first.first, newValue.first.second)
            (bottomLeading, bottomTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension Path {
    /// The extent of a continuous corner, in radii, where the sides leave room.
    static let continuousExtent: CGFloat = 1.528665

    /// From the middle of the right edge, clockwise on screen, closed (S6, P5). Each corner
    /// dimension is clamped to half the shorter side; a zero corner gives a plain rect.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let limit = min(abs(rect.width), abs(rect.height)) / 2
        let r = CGSize(width: min(max(cornerSize.width, 0), limit), height: min(max(cornerSize.height, 0), limit))
        guard r.width > 0, r.height > 0, rect.width.isFinite, rect.height.isFinite else {
            return addPath(Path(rect), transform: transform)
        }
        addPath(Self.roundedRect(rect, radii: [r, r, r, r], style: style), transform: transform)
    }

    /// Uneven corners; radii that overflow an edge are all scaled by the smallest
    /// edge ÷ (sum of its two radii), capped at 1 (the CSS rule, S5's choice).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let c = cornerRadii, w = abs(rect.width), h = abs(rect.height)
        let radii = [c.bottomTrailing, c.bottomLeading, c.topLeading, c.topTrailing].map { max($0, 0) }
        func ratio(_ side: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat { a + b > 0 ? side / (a + b) : 1 }
        let f = min(1, ratio(w, c.topLeading, c.topTrailing), ratio(w, c.bottomLeading, c.bottomTrailing),
                    ratio(h, c.topLeading, c.bottomLeading), ratio(h, c.topTrailing, c.bottomTrailing))
        let sizes = radii.map { CGSize(width: $0 * max(f, 0), height: $0 * max(f, 0)) }
        addPath(Self.roundedRect(rect, radii: sizes, style: style), transform: transform)
    }

    /// Radii in drawing order: bottom-right, bottom-left, top-left, top-right.
    private static func roundedRect(_ rect: CGRect, radii: [CGSize], style: RoundedCornerStyle) -> Path {
        let corners = [CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                       CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY)]
        // The edge each corner is reached along (unit, towards the corner), then left along.
        let incoming = [CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)]
        var path = Path()
        path.move(to: CGPoint(x: rect.maxX, y: rect.midY))
        for (i, corner) in corners.enumerated() {
            let inDir = incoming[i], outDir = incoming[(i + 1) % 4]
            let r = radii[i]
            // The radius along each direction: x radius for horizontal moves, y for vertical.
            func radius(_ d: CGPoint) -> CGFloat { d.x != 0 ? r.width : r.height }
            let rIn = radius(inDir), rOut = radius(outDir)
            guard rIn > 0, rOut > 0 else { path.addLine(to: corner); continue }
            var factor: CGFloat = 1
            if style == .continuous {
                let roomIn = (inDir.x != 0 ? abs(rect.width) : abs(rect.height)) / 2
                let roomOut = (outDir.x != 0 ? abs(rect.width) : abs(rect.height)) / 2
                factor = max(1, min(continuousExtent, roomIn / rIn, roomOut / rOut))
            }
            let control = (8 * (1 - 1 / 2.squareRoot()) - factor) / 3  // (2.34315 − f)/3: at f = 1, 1 − 4/3·tan(π/8)
            let start = CGPoint(x: corner.x - inDir.x * rIn * factor, y: corner.y - inDir.y * rIn * factor)
            let end = CGPoint(x: corner.x + outDir.x * rOut * factor, y: corner.y + outDir.y * rOut * factor)
            path.addLine(to: start)
            path.addCurve(to: end, control1: CGPoint(x: corner.x - inDir.x * rIn * control, y: corner.y - inDir.y * rIn * control),
                          control2: CGPoint(x: corner.x + outDir.x * rOut * control, y: corner.y + outDir.y * rOut * control))
        }
        path.closeSubpath()
        return path
    }
}
