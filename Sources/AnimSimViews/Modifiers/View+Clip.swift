import AnimSimCore

/// `border` and `clipShape`, the two shape modifiers article 001's settings panel and
/// article 003's circular layout use.
extension View {
    /// SwiftUI's `border`: a rectangle's outline of `width` drawn inside the view's bounds
    /// (an overlay stroked `width / 2` in from the edge, so the line's outer edge is the
    /// view's edge, as `strokeBorder` draws it). It never changes layout.
    public func border(_ color: Color, width: CGFloat = 1) -> ModifiedContent<Self, _SecondaryModifier<ModifiedContent<ModifiedContent<Rectangle, _NodeModifier>, _LayoutModifier<PaddingLayout>>>> {
        overlay(Rectangle().stroke(color, lineWidth: width).padding(width / 2))
    }

    /// SwiftUI's `clipShape`. AnimSim's renderers do not clip, so the content is drawn
    /// whole: the call is accepted so SwiftUI code compiles, and layout is unchanged, as it
    /// is in SwiftUI. A `Color` or `Rectangle` directly under it takes the shape instead (a
    /// clipped colour looks like the shape filled with it), as `cornerRadius` does.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _NodeModifier> {
        let kind = shape._kind ?? .rectangle
        return modifier(_NodeModifier(innermost: true) { node in
            switch node.content {
            case .color(let color):
                node.content = .shape(kind)
                node.style.fill = color
            case .shape(.rectangle): node.content = .shape(kind)
            default: break
            }
        })
    }
}
