import Foundation

/// SwiftUI's `StrokeStyle`, exactly (M3); a SwiftUI file names it `StrokeStyle`. The core's
/// own `StrokeStyle` is the painted stroke of a display item (a colour with a line style).
public struct LineStyle: Hashable, Sendable, Animatable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// (lineWidth, (miterLimit, dashPhase)); caps, joins and dashes snap (M3).
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

/// CoreGraphics' line caps and joins, as SwiftUI's `StrokeStyle` takes them.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

extension StrokeStyle {
    /// The painted stroke of a shape stroked with `style` in `color`.
    public init(color: Color, style: LineStyle) {
        self.init(color: color, lineWidth: style.lineWidth, dash: style.dash)
        line = style
    }
}
