import AnimSimCore

/// iOS 17's `ShapeView`: a filled shape can be stroked as well, the stroke drawn over the
/// fill, each with its own paint (`Circle().fill(gradientA).stroke(gradientB, lineWidth: 8)`).
/// `fill` returns a `ModifiedContent` marked as a fill (`_NodeModifier.isFill`); a stroke
/// chained on it keeps the fill and gives the one view its stroke and the stroke's gradient
/// (`ViewStyle.strokeGradient`), where `View.stroke` on anything else strokes the outline only.
///
/// `strokeBorder` chained on a fill is the stroke of the shape inset by half the line width,
/// another outline than the fill's: it is drawn as SwiftUI's own pre-iOS 17 spelling,
/// `.overlay(shape.strokeBorder(…))`, a second view over the filled one.
extension ModifiedContent where Content: Shape, Modifier == _NodeModifier {
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ModifiedContent<Self, _NodeModifier> {
        stroke(content, style: LineStyle(lineWidth: lineWidth))
    }

    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedContent<Self, _NodeModifier> {
        stroke(color, style: LineStyle(lineWidth: lineWidth))
    }

    /// Every field of `style` (caps, joins, dashes), painted with `content` over the fill.
    public func stroke<S: ShapeStyle>(_ content: S, style: LineStyle) -> ModifiedContent<Self, _NodeModifier> {
        let keepsFill = modifier.isFill
        return ModifiedContent<Self, _NodeModifier>(content: self, modifier: _NodeModifier(innermost: true) {
            let (color, gradient) = content._resolvePaint(in: $1)
            var stroke = AnimSimCore.StrokeStyle(color: color)
            stroke.line = style
            $0.style.stroke = stroke
            if keepsFill {
                $0.style.strokeGradient = gradient
            } else {
                $0.style.fill = nil
                $0.style.gradient = gradient
                $0.style.strokeGradient = nil
            }
        })
    }

    public func stroke(_ color: Color, style: LineStyle) -> ModifiedContent<Self, _NodeModifier> {
        stroke(AnyShapeStyle(color), style: style)
    }
}

/// On the main actor, as before `ModifiedContent` became a `View` by an extension: it
/// applies `overlay`, a `View` modifier.
@MainActor
extension ModifiedContent where Content: InsettableShape, Modifier == _NodeModifier {
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: LineStyle) -> some View {
        overlay(self.content.strokeBorder(content, style: style))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        strokeBorder(content, style: LineStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> some View {
        strokeBorder(AnyShapeStyle(color), style: LineStyle(lineWidth: lineWidth))
    }
}
