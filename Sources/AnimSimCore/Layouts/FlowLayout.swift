import Foundation

/// The flexible word layout of the seed article (001), as a real `Layout`: views keep their
/// ideal size (the article's `.fixedSize()`), fill a row left to right while they fit in the
/// width, and start a new row when the next one would not.
///
/// The article needed a hidden `Color.clear` and size preferences to learn the available
/// width and each view's size, plus a second layout pass; a `Layout` is simply proposed the
/// width and asks each view its size.
///
/// - `breaking` decides when a view still fits in a row:
///   - `.article` (the default) is the article's `computeRows` exactly: a view joins the row
///     while `remainingWidth - (width + spacing) >= 0`, so the spacing after the last view of
///     a row counts too; a view that does not fit opens a new row even when it is the first
///     (the first row is then empty, and takes no height but its spacing, as the article's
///     empty `HStack` does in its `VStack`).
///   - `.exact`: a row fits when its views and the gaps between them fit, and a first view
///     too wide for any row gets a row of its own.
/// - `spacing` separates neighbours in a row and rows from each other.
/// - `alignment` places each row at the leading or trailing edge, or centres it.
/// - A view wider than the width overflows its row; nothing is squeezed.
/// - Views in a row are centred vertically, as in the article's `HStack`.
public struct FlowLayout: Layout {
    public enum Breaking: String, Sendable, CaseIterable {
        case article, exact
    }

    public var spacing: CGFloat
    public var alignment: HorizontalAlignment
    public var breaking: Breaking

    public init(spacing: CGFloat = 8, alignment: HorizontalAlignment = .leading, breaking: Breaking = .article) {
        self.spacing = spacing
        self.alignment = alignment
        self.breaking = breaking
    }

    public var animatableData: CGFloat {
        get { spacing }
        set { spacing = newValue }
    }

    /// One row: which views (offsets into `subviews`), how wide and how tall.
    struct Row: Equatable {
        var items: Range<Int>
        var width: CGFloat
        var height: CGFloat
    }

    func rows(_ sizes: [CGSize], maxWidth: CGFloat) -> [Row] {
        switch breaking {
        case .article: articleRows(sizes, maxWidth: maxWidth)
        case .exact: exactRows(sizes, maxWidth: maxWidth)
        }
    }

    /// Article 001's `computeRows`, with its arithmetic unchanged.
    private func articleRows(_ sizes: [CGSize], maxWidth availableWidth: CGFloat) -> [Row] {
        var rows = [Row(items: 0..<0, width: 0, height: 0)]
        var remainingWidth = availableWidth
        for (offset, size) in sizes.enumerated() {
            if remainingWidth - (size.width + spacing) >= 0 {
                rows[rows.count - 1].append(offset, size, spacing: spacing)
            } else {
                rows.append(Row(items: offset..<offset + 1, width: size.width, height: size.height))
                remainingWidth = availableWidth
            }
            remainingWidth -= size.width + spacing
        }
        return rows
    }

    private func exactRows(_ sizes: [CGSize], maxWidth: CGFloat) -> [Row] {
        var rows: [Row] = []
        for (offset, size) in sizes.enumerated() {
            if let row = rows.last, row.width + spacing + size.width <= maxWidth {
                rows[rows.count - 1].append(offset, size, spacing: spacing)
            } else {
                rows.append(Row(items: offset..<offset + 1, width: size.width, height: size.height))
            }
        }
        return rows
    }

    private func idealSizes(_ subviews: Subviews) -> [CGSize] { subviews.map { $0.sizeThatFits(.unspecified) } }

    /// As wide as the proposal (so rows can be aligned in it), or as the widest row when no
    /// finite width is proposed or a single view is wider; as tall as the rows.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(idealSizes(subviews), maxWidth: proposal.width ?? .infinity)
        let widest = rows.reduce(0) { max($0, $1.width) }
        let height = rows.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(0, rows.count - 1))
        guard let width = proposal.width, width.isFinite else { return CGSize(width: widest, height: height) }
        return CGSize(width: max(width, widest), height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = idealSizes(subviews)
        var y = bounds.minY
        for row in rows(sizes, maxWidth: bounds.width) {
            var x = bounds.minX + (bounds.width - row.width) * alignment.unitValue
            for offset in row.items {
                let size = sizes[offset]
                subviews[subviews.startIndex + offset].place(
                    at: CGPoint(x: x, y: y + (row.height - size.height) / 2), anchor: .topLeading,
                    proposal: .unspecified)
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }
}

extension FlowLayout.Row {
    /// The view at `offset` joins the end of the row.
    mutating func append(_ offset: Int, _ size: CGSize, spacing: CGFloat) {
        width += (items.isEmpty ? 0 : spacing) + size.width
        height = max(height, size.height)
        items = (items.isEmpty ? offset : items.lowerBound)..<offset + 1
    }
}
