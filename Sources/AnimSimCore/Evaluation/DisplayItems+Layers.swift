import Foundation

/// The tree shape a painter needs to draw a view's subtree as one layer (`Compositing`):
/// items are in drawing order, parents first, so a view's subtree is the run of items after
/// it that are deeper than it is. Read from storage, without assembling items.
extension DisplayItems {
    /// The position just past the subtree of the item at `position`.
    public func subtreeEnd(of position: Int) -> Int {
        let depth = appearances[position].depth
        var end = position + 1
        while end < appearances.count, appearances[end].depth > depth { end += 1 }
        return end
    }

    /// The positions of the item's children, in drawing order.
    public func children(of position: Int) -> [Int] {
        let end = subtreeEnd(of: position)
        return (position + 1..<end).filter { appearances[$0].parent == position }
    }

    /// How many visual filters the item is drawn through (its own and its ancestors').
    public func filterCount(at position: Int) -> Int { geometry[position].filters.count }
}
