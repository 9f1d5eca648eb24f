import Foundation

/// What a `Grid`'s children tell its layout (`GridLayout`), as layout values on their nodes:
/// which row a cell opens, and the `gridCell…` modifiers. Nested in one namespace, AnimSim's
/// own (SwiftUI keeps these private).
public enum GridCellKeys {
    /// How a child of the grid sits in its rows.
    public enum Row: Sendable, Equatable {
        /// Not in a `GridRow`: a row of its own, across every column.
        case alone
        /// The first cell of a `GridRow`, with the row's vertical alignment (a unit y:
        /// 0 top, 0.5 centre, 1 bottom; nil: the grid's).
        case start(CGFloat?)
        /// A later cell of the same `GridRow`.
        case next
    }

    public struct RowMark: LayoutValueKey {
        public static let defaultValue = Row.alone
    }

    /// `.gridCellColumns(n)`: how many columns the cell spans.
    public struct Columns: LayoutValueKey {
        public static let defaultValue = 1
    }

    /// `.gridColumnAlignment(_:)`: the horizontal alignment of every cell in the cell's
    /// column, as a unit x.
    public struct ColumnAlignment: LayoutValueKey {
        public static let defaultValue: CGFloat? = nil
    }

    /// `.gridCellAnchor(_:)`: where this cell sits in its slot.
    public struct Anchor: LayoutValueKey {
        public static let defaultValue: UnitPoint? = nil
    }

    /// `.gridCellUnsizedAxes(_:)`: along these axes the cell does not size its column or
    /// row, and takes the length they have.
    public struct UnsizedAxes: LayoutValueKey {
        public static let defaultValue: Axis.Set = []
    }

    /// A horizontal alignment as the unit x the layout places by (0 leading, 1 trailing).
    public static func unit(_ guide: HorizontalAlignment) -> CGFloat { Alignment(horizontal: guide, vertical: .center).unitPoint.x }

    /// A vertical alignment as the unit y the layout places by (0 top, 1 bottom).
    public static func unit(_ guide: VerticalAlignment) -> CGFloat { Alignment(horizontal: .center, vertical: guide).unitPoint.y }
}
