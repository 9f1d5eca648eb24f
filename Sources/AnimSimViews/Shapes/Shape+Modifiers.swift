import AnimSimCore

/// SwiftUI's shape modifiers (M1–M7): each returns a shape whose `animatableData` pairs the
/// shape's with its own, so `Circle().trim(from: 0, to: pct)` animates its end by arc length
/// in the animatable pane.
extension Shape {
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The outline stroked with `style` (centred on the edge), in the foreground colour.
    public func stroke(style: LineStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: LineStyle(lineWidth: lineWidth)) }

    /// SwiftUI's `stroke(_:style:)`: stroked with every field of `style` (width and dash
    /// phase animate with the shape's data), painted in `color`.
    public func stroke(_ color: Color, style: LineStyle) -> ModifiedContent<_StrokedShape<Self>, _NodeModifier> {
        stroke(style: style).fill(color)
    }

    /// SwiftUI's `fill(_:style:)`: the even-odd rule when `style.isEOFilled`.
    public func fill(_ color: Color, style: FillStyle) -> ModifiedContent<_FillStyledShape<Self>, _NodeModifier> {
        _FillStyledShape(shape: self, style: style).fill(color)
    }

    /// `fill()` too: SwiftUI's `fill(_:style:)` defaults its content to the foreground style,
    /// which is what a shape is drawn in when nothing else is said.
    public func fill(style: FillStyle = FillStyle()) -> _FillStyledShape<Self> { _FillStyledShape(shape: self, style: style) }

    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension InsettableShape {
    /// SwiftUI's `strokeBorder`: the shape inset by half the line width, then stroked, so the
    /// whole line lies inside the frame (S4).
    public func strokeBorder(_ color: Color, style: LineStyle) -> ModifiedContent<_StrokedShape<InsetShape>, _NodeModifier> {
        inset(by: style.lineWidth / 2).stroke(color, style: style)
    }

    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedContent<_StrokedShape<InsetShape>, _NodeModifier> {
        strokeBorder(color, style: LineStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(style: LineStyle) -> _StrokedShape<InsetShape> { inset(by: style.lineWidth / 2).stroke(style: style) }

    public func strokeBorder(lineWidth: CGFloat = 1) -> _StrokedShape<InsetShape> { strokeBorder(style: LineStyle(lineWidth: lineWidth)) }
}
