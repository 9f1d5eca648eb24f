import AnimSimCore

/// SwiftUI's `Grid`: its content's `GridRow`s as rows of cells in shared columns, and any
/// other view as a row across every column (`GridLayout`: columns as wide as their widest
/// cell, rows as tall as their tallest, 8 pt apart by default).
public struct Grid<Content: View>: _PrimitiveView {
    let view: LayoutView<GridLayout, Content>

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        let layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        view = LayoutView(layout, axis: .vertical, content: content())
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { view._resolve(in: context) }
}

/// SwiftUI's `GridRow`: its views are the cells of one row of the `Grid` around it, left to
/// right, each in the next column (or the next `gridCellColumns`). Outside a grid its cells
/// are laid out as the container around it lays out views.
public struct GridRow<Content: View>: _PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let unit = alignment.map { GridCellKeys.unit($0) }
        let inner = context.with { $0.stackAxis = .horizontal }
        return resolve(content, in: inner).enumerated().map { offset, node in
            var node = node
            node.layoutValues[GridCellKeys.RowMark.self] = offset == 0 ? .start(unit) : .next
            return node
        }
    }
}

extension View {
    /// `.gridCellColumns(_:)`: the cell spans that many columns of its row.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: false) { $0.layoutValues[GridCellKeys.Columns.self] = count })
    }

    /// `.gridColumnAlignment(_:)`: every cell in this cell's column aligns so.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _NodeModifier> {
        let unit = GridCellKeys.unit(guide)
        return modifier(_NodeModifier(innermost: false) { $0.layoutValues[GridCellKeys.ColumnAlignment.self] = unit })
    }

    /// `.gridCellAnchor(_:)`: where the cell sits in its slot, over the column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: false) { $0.layoutValues[GridCellKeys.Anchor.self] = anchor })
    }

    /// `.gridCellUnsizedAxes(_:)`: along these axes the cell takes its column's or row's length
    /// instead of sizing it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(innermost: false) { $0.layoutValues[GridCellKeys.UnsizedAxes.self] = axes })
    }
}
