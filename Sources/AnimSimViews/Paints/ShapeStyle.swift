import AnimSimCore

/// SwiftUI's `ShapeStyle`: what a shape is filled or stroked with and text is drawn in. A
/// colour or a gradient, each resolving to the colour a painter without gradients uses and,
/// for a gradient, the core's `GradientPaint` that replaces it where it is drawn.
public protocol ShapeStyle: Sendable {
    /// The fallback colour and the gradient, if any (AnimSim's resolution; not SwiftUI API).
    func _resolvePaint() -> (color: Color, gradient: GradientPaint?)
}

extension Color: ShapeStyle {
    public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) { (self, nil) }
}

extension GradientPaint {
    /// The colour standing for the gradient where one colour must do (its middle).
    var fallbackColor: Color { color(at: 0.5) }
}

extension ViewStyle {
    /// Fill with `style`: its colour, and its gradient or none; a hierarchical style is the
    /// level of `environment`'s foreground.
    mutating func paint<S: ShapeStyle>(with style: S, in environment: EnvironmentValues? = nil) {
        let (color, gradient) = environment.map { style._resolvePaint(in: $0) } ?? style._resolvePaint()
        fill = color
        self.gradient = gradient
    }
}

/// The gradient views: each fills the space it is offered with itself, as SwiftUI's
/// gradients do when used as views (`.background(LinearGradient(…))`).
protocol _GradientView: ShapeStyle, _PrimitiveView {}

extension _GradientView {
    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let (color, gradient) = _resolvePaint()
        var node = ViewNode(.color(color), id: context.path)
        node.style.gradient = gradient
        return [node]
    }
}

/// The modifiers that take any `ShapeStyle` (SwiftUI's generic forms); the `Color` ones
/// beside them (View+Style.swift) stay, as the more specific overloads for colours.
extension View {
    public func fill<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: true, isFill: true) { $0.style.paint(with: style, in: $1) })
    }

    /// The outline only, painted with `style`.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: true) {
            let (color, gradient) = style._resolvePaint(in: $1)
            $0.style.fill = nil
            $0.style.gradient = gradient
            $0.style.stroke = AnimSimCore.StrokeStyle(color: color, lineWidth: lineWidth)
        })
    }

    /// Shapes and text inside draw with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier {
            let (color, gradient) = style._resolvePaint(in: $0)
            $0.foregroundColor = color
            $0.foregroundGradient = gradient
        })
    }

    /// SwiftUI's `background(_:in:fillStyle:)`: `shape` filled with `style`, behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(_FillStyledShape(shape: shape, style: fillStyle).fill(style))
    }
}

extension Shape {
    /// SwiftUI's `fill(_:style:)` with any style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> ModifiedContent<_FillStyledShape<Self>, _NodeModifier> {
        _FillStyledShape(shape: self, style: style).fill(content)
    }

    /// SwiftUI's `stroke(_:style:)` with any style: every field of `style`, painted with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: LineStyle) -> ModifiedContent<_StrokedShape<Self>, _NodeModifier> {
        stroke(style: style).fill(content)
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: LineStyle) -> ModifiedContent<_StrokedShape<InsetShape>, _NodeModifier> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ModifiedContent<_StrokedShape<InsetShape>, _NodeModifier> {
        strokeBorder(content, style: LineStyle(lineWidth: lineWidth))
    }
}

/// SwiftUI's `AnyShapeStyle`: any style behind one type, so one view can change between a
/// colour and a gradient, or between gradient kinds, keeping its identity (the change then
/// snaps, R4).
public struct AnyShapeStyle: ShapeStyle {
    let color: Color
    let gradient: GradientPaint?
    /// A hierarchical style kept as one, resolved where it is drawn.
    let hierarchical: HierarchicalShapeStyle?
    /// `.tint` kept as one (`AnyShapeStyle(.tint)`), resolved where it is drawn.
    let isTint: Bool

    public init<S: ShapeStyle>(_ style: S) {
        (color, gradient) = style._resolvePaint()
        hierarchical = (style as? HierarchicalShapeStyle) ?? (style as? AnyShapeStyle)?.hierarchical
        isTint = style is TintShapeStyle || (style as? AnyShapeStyle)?.isTint == true
    }

    public func _resolvePaint() -> (color: Color, gradient: GradientPaint?) { (color, gradient) }
}
