import AnimSimCore

/// `LazyVGrid`: cells in rows under `columns` (`LazyGridLayout`), all created at once as the
/// lazy stacks' children are (nothing drawn differs). `pinnedViews` is accepted as the lazy
/// stacks accept it.
public struct LazyVGrid<Content: View>: _PrimitiveView {
    let view: LayoutView<LazyGridLayout, Content>

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        let layout = LazyGridLayout(items: columns, vertical: true, spacing: spacing,
                                    alignment: Alignment(horizontal: alignment, vertical: .top))
        view = LayoutView(layout, axis: .vertical, content: content())
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { view._resolve(in: context) }
}

/// `LazyHGrid`: cells in columns across `rows`, the transposed `LazyVGrid`.
public struct LazyHGrid<Content: View>: _PrimitiveView {
    let view: LayoutView<LazyGridLayout, Content>

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        let layout = LazyGridLayout(items: rows, vertical: false, spacing: spacing,
                                    alignment: Alignment(horizontal: .leading, vertical: alignment))
        view = LayoutView(layout, axis: .horizontal, content: content())
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { view._resolve(in: context) }
}
