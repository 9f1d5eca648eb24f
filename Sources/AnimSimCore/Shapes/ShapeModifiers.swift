import Foundation

/// SwiftUI's shape modifiers (M1, M2, M4–M7): shapes wrapping a shape, each with
/// `AnimatablePair<inner data, own data>` as SwiftUI declares it, so a trim's end or a
/// rotation's angle animates with the shape's own data in one animator.

/// `trim(from:to:)`: the shape's path trimmed by arc length (P1).
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public static var role: ShapeRole { S.role }
    public var _paint: ShapePaint { shape._paint }

    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// `stroke(style:)`: the outline stroked with `style`, centred on the edge. The outline the
/// item carries is the shape's path; the painter strokes it natively (P2 allows it) and
/// `Path.strokedPath(_:)` gives the same outline as a path to fill.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: LineStyle

    public init(shape: S, style: LineStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public static var role: ShapeRole { .stroke }
    public var _paint: ShapePaint { ShapePaint(stroke: style) }

    public var animatableData: AnimatablePair<S.AnimatableData, LineStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }
}

/// `fill(style:)`'s fill rule on a shape; its data is the shape's.
public struct _FillStyledShape<S: Shape>: Shape {
    public var shape: S
    public var style: FillStyle

    public init(shape: S, style: FillStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var _paint: ShapePaint { ShapePaint(eoFill: style.isEOFilled) }

    public var animatableData: S.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// `offset(_:)`: the path translated.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public var _paint: ShapePaint { shape._paint }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(offset.width, offset.height)) }
        set {
            shape.animatableData = newValue.first
            offset = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }
}

/// `scale(x:y:anchor:)`: path·(T(−a)·S·T(a)), a = rect.origin + anchor in the rect (M5).
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let a = rect.anchorPoint(anchor)
        return shape.path(in: rect).applying(CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y)))
    }
    public var _paint: ShapePaint { shape._paint }

    /// (shape, ((sx, sy), (anchor.x×128, anchor.y×128))) (C3).
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(AnimatablePair(scale.width, scale.height), anchor.scaledData)) }
        set {
            shape.animatableData = newValue.first
            scale = CGSize(width: newValue.second.first.first, height: newValue.second.first.second)
            anchor = UnitPoint(scaledData: newValue.second.second)
        }
    }
}

/// `rotation(_:anchor:)`: positive angles turn clockwise on screen (M6).
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let a = rect.anchorPoint(anchor)
        return shape.path(in: rect).applying(CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y)))
    }
    public var _paint: ShapePaint { shape._paint }

    /// (shape, (radians×128, (anchor.x×128, anchor.y×128))) (C3).
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.radians * 128, anchor.scaledData)) }
        set {
            shape.animatableData = newValue.first
            angle = .radians(newValue.second.first / 128)
            anchor = UnitPoint(scaledData: newValue.second.second)
        }
    }
}

/// `transform(_:)`: the path mapped in the rect's space; the transform never animates (M7).
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public var _paint: ShapePaint { shape._paint }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension CGRect {
    /// C2: rect.origin + anchor.in(rect.size).
    func anchorPoint(_ anchor: UnitPoint) -> CGPoint {
        CGPoint(x: minX + anchor.x * width, y: minY + anchor.y * height)
    }
}

extension UnitPoint {
    /// (x×128, y×128), SwiftUI's animatable form (C3).
    var scaledData: AnimatablePair<CGFloat, CGFloat> { AnimatablePair(x * 128, y * 128) }

    init(scaledData: AnimatablePair<CGFloat, CGFloat>) {
        self.init(x: scaledData.first / 128, y: scaledData.second / 128)
    }
}
