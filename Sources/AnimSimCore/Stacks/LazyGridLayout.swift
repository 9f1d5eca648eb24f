import Foundation

/// The layout of SwiftUI's `LazyVGrid` (`vertical`: items are columns, cells fill rows left
/// to right) and `LazyHGrid` (items are rows, cells fill columns top to bottom). The tracks'
/// lengths come from the proposal along the items' axis (`GridTracks`); each line across is
/// as long as its longest cell, proposed its track's length and nothing across; lines are
/// `spacing` apart (nil: 8). A cell sits in its slot by its item's alignment (centred when
/// none), and the tracks sit in the grid's bounds by the grid's `alignment`.
public struct LazyGridLayout: Layout {
    public var items: [GridItem]
    public var vertical: Bool
    public var spacing: CGFloat?
    public var alignment: Alignment

    public init(items: [GridItem], vertical: Bool, spacing: CGFloat?, alignment: Alignment) {
        self.items = items
        self.vertical = vertical
        self.spacing = spacing
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let grid = measure(proposal, subviews)
        return oriented(grid.tracks.extent, grid.lines.reduce(0, +) + CGFloat(max(0, grid.lines.count - 1)) * gap)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = measure(proposal, subviews)
        let unit = alignment.unitPoint
        let slack = (vertical ? bounds.width : bounds.height) - grid.tracks.extent
        let start = (vertical ? bounds.minX : bounds.minY) + slack * (vertical ? unit.x : unit.y)
        var across = vertical ? bounds.minY : bounds.minX
        let count = grid.tracks.lengths.count
        for (line, length) in grid.lines.enumerated() {
            var along = start
            for track in 0..<count {
                let index = subviews.startIndex + line * count + track
                guard index < subviews.endIndex else { break }
                let width = grid.tracks.lengths[track]
                let cell = (grid.tracks.items[track].alignment ?? .center).unitPoint
                let origin = vertical ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
                let slot = oriented(width, length)
                let point = CGPoint(x: origin.x + slot.width * cell.x, y: origin.y + slot.height * cell.y)
                subviews[index].place(at: point, anchor: cell, proposal: cellProposal(width))
                along += width + grid.tracks.gaps[track]
            }
            across += length + gap
        }
    }

    private var gap: CGFloat { spacing ?? GridItem.defaultSpacing }

    private func cellProposal(_ length: CGFloat) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    private func oriented(_ along: CGFloat, _ across: CGFloat) -> CGSize {
        vertical ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// The tracks, and each line's length across: its longest cell's.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (tracks: GridTracks, lines: [CGFloat]) {
        let tracks = GridTracks(items, available: vertical ? proposal.width : proposal.height)
        let count = tracks.lengths.count
        guard count > 0 else { return (tracks, []) }
        var lines: [CGFloat] = []
        for (k, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(cellProposal(tracks.lengths[k % count]))
            let length = vertical ? size.height : size.width
            if k % count == 0 { lines.append(length) } else { lines[lines.count - 1] = max(lines[lines.count - 1], length) }
        }
        return (tracks, lines)
    }
}
