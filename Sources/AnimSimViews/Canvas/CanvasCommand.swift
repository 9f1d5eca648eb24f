import AnimSimCore

/// One drawing command of a canvas, with the context's state when it was drawn.
struct CanvasCommand {
    enum Kind {
        /// A path in canvas coordinates (already through the transform; a stroke is its
        /// outline), filled with a colour by a rule.
        case fill(Path, Color, FillStyle)
        /// The same, painted with a style (a gradient whose unit points are the canvas's).
        case paint(Path, AnyShapeStyle, FillStyle)
        /// A view (text, image) placed in user space.
        case view(AnyView, CanvasPlacement)
        /// A symbol's resolved node placed in user space.
        case symbol(ViewNode, CanvasPlacement)
        /// A layer's commands, drawn as one group.
        case layer([CanvasCommand])
    }

    let kind: Kind
    let state: CanvasDrawState

    /// The command as nodes of AnimSim's views, in `context` (its identity: the command's
    /// index under the canvas). Every command fills the canvas's frame: a path is a shape
    /// of that frame whose outline is the path itself; a placed view sits in a layout of
    /// that frame drawn through the transform (`transformEffect`, about the frame's
    /// top-leading corner, which is the canvas's origin). Then the state's filters, clips
    /// and opacity wrap it, as the view modifiers of the same names would.
    @MainActor
    func nodes(in context: _ResolveContext) -> [ViewNode] {
        switch kind {
        case .fill(let path, let color, let style):
            return wrapped(_FillStyledShape(shape: path, style: style).fill(color), in: context)
        case .paint(let path, let paint, let style):
            return wrapped(_FillStyledShape(shape: path, style: style).fill(paint), in: context)
        case .view(let view, let placement):
            return wrapped(CanvasPlaced(placement: placement, content: .view(view)).transformEffect(state.transform), in: context)
        case .symbol(let node, let placement):
            return wrapped(CanvasPlaced(placement: placement, content: .node(node)).transformEffect(state.transform), in: context)
        case .layer(let commands):
            return wrapped(CanvasDrawing(commands: commands), in: context)
        }
    }

    @MainActor
    private func wrapped<V: View>(_ view: V, in context: _ResolveContext) -> [ViewNode] {
        var any = AnyView(view)
        for filter in state.filters {
            switch filter.kind {
            case .blur(let radius): any = AnyView(any.blur(radius: radius))
            case .hueRotation(let angle): any = AnyView(any.hueRotation(angle))
            case .saturation(let amount): any = AnyView(any.saturation(amount))
            case .brightness(let amount): any = AnyView(any.brightness(amount))
            case .contrast(let amount): any = AnyView(any.contrast(amount))
            case .grayscale(let amount): any = AnyView(any.grayscale(amount))
            case .colorMultiply(let color): any = AnyView(any.colorMultiply(color))
            case .accepted: break
            }
        }
        for clip in state.clips { any = AnyView(any.clipShape(clip.path, style: clip.style)) }
        if state.opacity != 1 || state.wrapsOpacity { any = AnyView(any.opacity(state.opacity)) }
        return resolve(any, in: context)
    }
}

/// Where a canvas places a view: its `anchor` at a point (at its ideal size), or in a rect.
enum CanvasPlacement {
    case point(CGPoint, UnitPoint)
    case rect(CGRect)
}

/// A view placed in a canvas: a layout as large as the canvas whose one child is the view
/// at its placement.
struct CanvasPlaced: _PrimitiveView {
    enum Content {
        case view(AnyView)
        case node(ViewNode)
    }

    let placement: CanvasPlacement
    let content: Content

    func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let children: [ViewNode]
        switch content {
        case .view(let view): children = resolve(view, in: context.appending("content"))
        case .node(let node): children = [node.rebased(to: IdentityPath.appending("content", to: context.path))]
        }
        return [ViewNode(.layout(AnyLayout(CanvasPlacementLayout(placement: placement))), children: children, id: context.path)]
    }
}

/// Takes the canvas's frame and places its children as `placement` says.
struct CanvasPlacementLayout: Layout {
    let placement: CanvasPlacement

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            switch placement {
            case .point(let point, let anchor):
                subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: anchor, proposal: .unspecified)
            case .rect(let rect):
                subview.place(at: CGPoint(x: bounds.minX + rect.minX, y: bounds.minY + rect.minY), anchor: .topLeading,
                              proposal: ProposedViewSize(rect.size))
            }
        }
    }
}

extension ViewNode {
    /// This node and its subtree with every id under the node's own moved under `path`, so
    /// a symbol drawn twice gets two identities.
    func rebased(to path: String) -> ViewNode {
        var copy = self
        guard let old = id else { copy.id = path; return copy }
        func walk(_ node: inout ViewNode) {
            if let id = node.id, id.hasPrefix(old) { node.id = path + id.dropFirst(old.count) }
            for index in node.children.indices { walk(&node.children[index]) }
        }
        walk(&copy)
        return copy
    }
}
