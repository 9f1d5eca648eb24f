import Foundation

/// The seed article's waterfall (003): `columns` equal columns, each view going to the
/// currently shortest one (the leftmost on a tie), at the column's width and its own height.
///
/// `sizing` chooses the arithmetic:
/// - `.article` (the default) is the article's exactly: the height is the tallest column's
///   running total, which counts a `spacing` below its last view, and an unspecified width
///   is taken as 0 (`proposal.width ?? 0`). Where the article would then propose a negative
///   column width, the column is 0 wide: a negative proposal means nothing to a view.
/// - `.tight`: no spacing below the last view, and an unspecified (or infinite) width makes
///   each column as wide as the widest view's ideal width.
/// Placements are the same in both whenever a finite width is proposed.
/// `columns` below one is treated as one instead of dividing by zero.
public struct WaterfallLayout: Layout {
    public enum Sizing: String, Sendable, CaseIterable {
        case article, tight
    }

    public var columns: Int
    public var spacing: CGFloat
    public var sizing: Sizing

    public init(columns: Int = 2, spacing: CGFloat = 8, sizing: Sizing = .article) {
        self.columns = columns
        self.spacing = spacing
        self.sizing = sizing
    }

    public var animatableData: CGFloat {
        get { spacing }
        set { spacing = newValue }
    }

    private var columnCount: Int { max(1, columns) }

    /// Where each view goes: its column, its top (from 0) and its height.
    struct Arrangement {
        var columnWidth: CGFloat
        var items: [(column: Int, y: CGFloat, height: CGFloat)] = []
        /// The article's `columnHeights.max()`: each column's total with a spacing after
        /// every view.
        var runningHeight: CGFloat = 0
        /// The bottom of the lowest view.
        var contentHeight: CGFloat = 0
    }

    func columnWidth(_ subviews: Subviews, width proposed: CGFloat?) -> CGFloat {
        let gaps = spacing * CGFloat(columnCount - 1)
        switch (sizing, proposed) {
        case (.article, _):
            return max(0, ((proposed ?? 0) - gaps) / CGFloat(columnCount))
        case (.tight, let width?) where width.isFinite:
            return max(0, (width - gaps) / CGFloat(columnCount))
        case (.tight, _):
            return subviews.reduce(0) { max($0, $1.sizeThatFits(.unspecified).width) }
        }
    }

    func arrange(_ subviews: Subviews, width proposed: CGFloat?) -> Arrangement {
        var arrangement = Arrangement(columnWidth: columnWidth(subviews, width: proposed))
        var columnHeights = [CGFloat](repeating: 0, count: columnCount)
        for subview in subviews {
            let height = subview.sizeThatFits(ProposedViewSize(width: arrangement.columnWidth, height: nil)).height
            let column = columnHeights.indices.min { columnHeights[$0] < columnHeights[$1] } ?? 0
            arrangement.items.append((column, columnHeights[column], height))
            arrangement.contentHeight = max(arrangement.contentHeight, columnHeights[column] + height)
            columnHeights[column] += height + spacing
        }
        arrangement.runningHeight = columnHeights.max() ?? 0
        return arrangement
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let arrangement = arrange(subviews, width: proposal.width)
        switch sizing {
        case .article:
            return CGSize(width: proposal.width ?? 0, height: arrangement.runningHeight)
        case .tight:
            let count = CGFloat(columnCount)
            return CGSize(width: arrangement.columnWidth * count + spacing * (count - 1), height: arrangement.contentHeight)
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(subviews, width: bounds.width)
        let width = arrangement.columnWidth
        for (subview, item) in zip(subviews, arrangement.items) {
            let x = bounds.minX + CGFloat(item.column) * (width + spacing)
            subview.place(at: CGPoint(x: x + width / 2, y: bounds.minY + item.y + item.height / 2), anchor: .center,
                          proposal: ProposedViewSize(width: width, height: item.height))
        }
    }
}
