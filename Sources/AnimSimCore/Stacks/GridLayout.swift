import Foundation

/// The layout of SwiftUI's `Grid` (and `GridLayout`): cells in rows and columns, every
/// column as wide as its widest cell and every row as tall as its tallest (docs/swift.md,
/// "Grid"). The children are the grid's rows: the cells of a `GridRow` (`GridCellKeys.Row`)
/// and views outside any row, which span every column.
///
/// - Column widths: the widest ideal width (proposed nothing) of the column's one-column
///   cells; a cell spanning `n` columns (`gridCellColumns`) that is wider than them widens
///   the last of its columns by what is missing. The number of columns is the longest row's.
/// - Row heights: the tallest cell of the row, each proposed its columns' width; a view
///   outside any row is proposed the columns' whole width.
/// - A cell with `gridCellUnsizedAxes` sizes nothing along those axes and is proposed the
///   column's width or the row's height there (a `Divider` or `Color` stretched across).
/// - Rows are `verticalSpacing` apart, columns `horizontalSpacing` (nil: 8 pt, the default
///   spacing between views). A cell sits in its slot by its `gridCellAnchor`, else its
///   column's `gridColumnAlignment` with its row's alignment, else the grid's `alignment`.
/// The grid's size is its columns' and rows' sum; it ignores the proposal, as SwiftUI's does
/// for cells of fixed size.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// SwiftUI's default spacing between views, for a nil spacing.
    public static let defaultSpacing: CGFloat = 8

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let table = GridTable(subviews, horizontalSpacing: hGap)
        return CGSize(width: table.width, height: heights(table, subviews).reduce(0, +) + CGFloat(max(0, table.rows.count - 1)) * vGap)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let table = GridTable(subviews, horizontalSpacing: hGap)
        let heights = heights(table, subviews)
        let columnUnits = table.columnAlignments(subviews)
        var y = bounds.minY
        for (r, row) in table.rows.enumerated() {
            for cell in row.cells {
                let subview = subviews[cell.index]
                let x = bounds.minX + table.offset(ofColumn: cell.column)
                let width = table.span(cell)
                let unit = subview[GridCellKeys.Anchor.self]
                    ?? UnitPoint(x: cell.spansAll ? alignment.unitPoint.x : columnUnits[cell.column] ?? alignment.unitPoint.x,
                                 y: row.verticalUnit ?? alignment.unitPoint.y)
                let point = CGPoint(x: x + width * unit.x, y: y + heights[r] * unit.y)
                subview.place(at: point, anchor: unit, proposal: ProposedViewSize(width: width, height: heights[r]))
            }
            y += heights[r] + vGap
        }
    }

    private var hGap: CGFloat { horizontalSpacing ?? Self.defaultSpacing }
    private var vGap: CGFloat { verticalSpacing ?? Self.defaultSpacing }

    /// Each row's height: its tallest vertically sized cell, proposed its columns' width.
    private func heights(_ table: GridTable, _ subviews: Subviews) -> [CGFloat] {
        table.rows.map { row in
            row.cells.reduce(0) { tallest, cell in
                let subview = subviews[cell.index]
                guard !subview[GridCellKeys.UnsizedAxes.self].contains(.vertical) else { return tallest }
                return max(tallest, subview.sizeThatFits(ProposedViewSize(width: table.span(cell), height: nil)).height)
            }
        }
    }
}
