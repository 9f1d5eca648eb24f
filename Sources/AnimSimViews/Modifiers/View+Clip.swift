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

    /// SwiftUI's `clipShape`: the content drawn only inside `shape` (filled with `style`'s
    /// rule), sized to the content. A built-in shape over a `Color` or `Rectangle` directly
    /// under it makes that view the shape instead (a clipped colour is the shape filled with
    /// it, drawn without a layer, as `cornerRadius` does); anything else, and any user `Shape`,
    /// is masked by the shape (`mask`), so a clip shape that animates clips as it animates.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipModifier<S>> {
        modifier(_ClipModifier(shape: shape, style: style))
    }

    /// SwiftUI's `clipped(antialiased:)`: the content drawn only inside its own bounds.
    public func clipped(antialiased: Bool = true) -> ModifiedContent<Self, _ClipModifier<Rectangle>> {
        clipShape(Rectangle())
    }
}

public struct _ClipModifier<S: Shape>: _PrimitiveModifier {
    let shape: S
    let style: FillStyle

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let nodes = resolve(content, in: context)
        if let kind = shape._kind, nodes.allSatisfy({ Self.takesShape($0) }) {
            return nodes.map { node in
                var node = node
                node.modifyInnermost { inner in
                    if case .color(let color) = inner.content { inner.style.fill = color }
                    inner.content = .shape(kind)
                }
                return node
            }
        }
        let mask = shape.fill(Color.black, style: style)
        return _MaskModifier(mask: mask, alignment: .center)._resolve(ResolvedNodes(nodes: nodes), in: context)
    }

    /// Whether the drawable inside the node is a colour or a rectangle.
    private static func takesShape(_ node: ViewNode) -> Bool {
        var takes = false
        var copy = node
        copy.modifyInnermost { inner in
            switch inner.content {
            // An `Image`'s picture is masked: its leaf keeps the picture's frame.
            case .color, .shape(.rectangle): takes = inner.style.image == nil
            default: takes = false
            }
        }
        return takes
    }
}
