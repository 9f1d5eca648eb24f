import Foundation

/// The seed article's waterfall (003): `columns` equal columns, each view going to the
/// currently shortest one (the leftmost on a tie), at the column's width and its own height.
///
/// Differences from the article, each because its version misbehaves at the edges:
/// - its height counts a `spacing` below the last view of the tallest column; here it does not;
/// - with no proposed width it computes negative column widths; here an unspecified (or
///   infinite) width makes each column as wide as the widest view's ideal width;
/// - `columns` below one is treated as one instead of dividing by zero.
/// Placements are the article's exactly when a finite width is proposed.
public struct WaterfallLayout: Layout {
    public var columns: Int
    public var spacing: CGFloat

    public init(columns: Int = 2, spacing: CGFloat = 8) {
        self.columns = columns
        self.spacing = spacing
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
        var height: CGFloat = 0
    }

    func arrange(_ subviews: Subviews, width proposed: CGFloat?) -> Arrangement {
        let gaps = spacing * CGFloat(columnCount - 1)
        let columnWidth: CGFloat
        if let proposed, proposed.isFinite {
            columnWidth = max(0, (proposed - gaps) / CGFloat(columnCount))
        } else {
            columnWidth = subviews.reduce(0) { max($0, $1.sizeThatFits(.unspecified).width) }
        }
        var arrangement = Arrangement(columnWidth: columnWidth)
        var nextTop = [CGFloat](repeating: 0, count: columnCount)
        for subview in subviews {
            let height = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height
            let column = nextTop.indices.min { nextTop[$0] < nextTop[$1] } ?? 0
            arrangement.items.append((column, nextTop[column], height))
            arrangement.height = max(arrangement.height, nextTop[column] + height)
            nextTop[column] += height + spacing
        }
        return arrangement
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let arrangement = arrange(subviews, width: proposal.width)
        let count = CGFloat(columnCount)
        return CGSize(width: arrangement.columnWidth * count + spacing * (count - 1), height: arrangement.height)
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
