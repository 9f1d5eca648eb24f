import Foundation

/// A `Grid`'s children sorted into rows and columns, and its columns' widths (`GridLayout`).
struct GridTable {
    struct Cell {
        let index: Int
        let column: Int
        let span: Int
        /// A view outside any `GridRow`: across every column.
        let spansAll: Bool
    }

    struct Row {
        var cells: [Cell] = []
        var verticalUnit: CGFloat?
    }

    private(set) var rows: [Row] = []
    private(set) var widths: [CGFloat] = []
    let spacing: CGFloat

    init(_ subviews: LayoutSubviews, horizontalSpacing: CGFloat) {
        spacing = horizontalSpacing
        var rows: [Row] = []
        var alone: [Int] = []
        var column = 0
        for (offset, subview) in subviews.enumerated() {
            let index = subviews.startIndex + offset
            switch subview[GridCellKeys.RowMark.self] {
            case .alone:
                rows.append(Row(cells: [Cell(index: index, column: 0, span: 0, spansAll: true)]))
                alone.append(rows.count - 1)
            case .start(let unit):
                rows.append(Row(verticalUnit: unit))
                column = 0
                fallthrough
            case .next:
                if rows.isEmpty { rows.append(Row()) }
                let span = max(1, subview[GridCellKeys.Columns.self])
                rows[rows.count - 1].cells.append(Cell(index: index, column: column, span: span, spansAll: false))
                column += span
            }
        }
        let count = rows.map { $0.cells.filter { !$0.spansAll }.map(\.span).reduce(0, +) }.max() ?? 0
        // Views outside a row span every column.
        for r in alone { rows[r].cells[0] = Cell(index: rows[r].cells[0].index, column: 0, span: max(count, 1), spansAll: true) }
        self.rows = rows
        widths = Array(repeating: 0, count: max(count, 1))
        measure(subviews)
    }

    /// The columns' widths: one-column cells first, then spanning cells widen their last column.
    private mutating func measure(_ subviews: LayoutSubviews) {
        let cells = rows.flatMap(\.cells).filter { !$0.spansAll && !subviews[$0.index][GridCellKeys.UnsizedAxes.self].contains(.horizontal) }
        for cell in cells where cell.span == 1 {
            widths[cell.column] = max(widths[cell.column], subviews[cell.index].sizeThatFits(.unspecified).width)
        }
        for cell in cells where cell.span > 1 {
            let missing = subviews[cell.index].sizeThatFits(.unspecified).width - span(cell)
            if missing > 0 { widths[min(cell.column + cell.span, widths.count) - 1] += missing }
        }
    }

    /// The grid's width: its columns and the spacing between them.
    var width: CGFloat { widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * spacing }

    /// Where column `column` begins, from the grid's leading edge.
    func offset(ofColumn column: Int) -> CGFloat {
        widths.prefix(column).reduce(0, +) + CGFloat(column) * spacing
    }

    /// The width of a cell's columns and the spacing between them.
    func span(_ cell: Cell) -> CGFloat {
        let end = min(cell.column + cell.span, widths.count)
        guard end > cell.column else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + CGFloat(end - cell.column - 1) * spacing
    }

    /// Each column's `gridColumnAlignment`, from the first cell of it that has one.
    func columnAlignments(_ subviews: LayoutSubviews) -> [Int: CGFloat] {
        var units: [Int: CGFloat] = [:]
        for cell in rows.flatMap(\.cells) where !cell.spansAll {
            if units[cell.column] == nil, let unit = subviews[cell.index][GridCellKeys.ColumnAlignment.self] { units[cell.column] = unit }
        }
        return units
    }
}
