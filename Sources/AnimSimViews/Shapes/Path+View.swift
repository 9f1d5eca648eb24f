import AnimSimCore

/// SwiftUI's `Path` as a view: a shape whose outline is the path itself, in the view's own
/// coordinates, whatever size it is given. Filled with the foreground colour unless
/// `.fill` or `.stroke(_:style:)` says otherwise, as SwiftUI's shapes are.
///
/// It resolves to a childless layout node (`PathView`) that hands the path to the display
/// list the way a layout draws (`LayoutSubviews.draw`, the tree layout's connections), so
/// the painters that draw a tree's lines draw it, in both panes.
///
/// Animation: SwiftUI's `Path` is a `Shape` whose `animatableData` is
/// `EmptyAnimatableData`, so a changed path never interpolates; it is replaced at the
/// instant of the transaction that changed it, animated or not, in both panes. Only the
/// view's frame, like any view's, moves (in a straight line in the position pane). A path a
/// layout writes back (article 000's `TreeLayout(linesPath: $path)`) is therefore drawn
/// from the update after the layout pass that wrote it.
extension Path: _PrimitiveView {
    public typealias Body = Never

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        var node = ViewNode(.layout(AnyLayout(PathView(path: self))), id: context.path)
        node.style.fill = context.environment.resolvedForeground
        node.style.gradient = context.environment.foregroundGradient
        return [node]
    }
}

/// A `Path` in the layout tree: as greedy as SwiftUI's shapes (the proposal, 10 pt for an
/// unspecified side), with no children, drawing its path at its own origin.
struct PathView: Layout {
    var path: Path

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.draw(path.offsetBy(dx: bounds.minX, dy: bounds.minY))
    }
}

/// A `Path` is a shape (S5): trimmed, stroked with a style or filled with a rule like any
/// other; on its own it stays the `PathView` above.
extension Path: Shape {
    /// SwiftUI's `stroke(_:style:)` on a path: the `PathView` above, stroked with every field
    /// of `style`, as a tree's lines are drawn. Nonisolated, as SwiftUI's shape modifiers
    /// are, so code off the main actor can stroke a path: what it calls is nonisolated too.
    public func stroke(_ color: Color, style: LineStyle) -> ModifiedContent<Path, _NodeModifier> {
        modifier(_NodeModifier(innermost: true) {
            $0.style.fill = nil
            $0.style.gradient = nil
            $0.style.stroke = AnimSimCore.StrokeStyle(color: color, style: style)
        })
    }
}
