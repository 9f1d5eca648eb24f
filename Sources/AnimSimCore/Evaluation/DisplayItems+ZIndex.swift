import Foundation

/// SwiftUI's `zIndex`: among the children of one container, a higher index draws in front,
/// equal ones in tree order (index 0 for every view that sets none). Items are in drawing
/// order, parents before children, so each container's children are reordered as whole
/// subtrees, stably by their index; everything else about an item is kept. A view leaving
/// is one of its container's children here like the others (`CombinedTree`), with the index
/// it had when it was removed: a leaving view with a high index stays in front as it fades,
/// as it does in SwiftUI, and one with none stays beneath the views that remain.
extension DisplayItems {
    /// The same items with each container's children in zIndex order.
    func orderedByZIndex() -> DisplayItems {
        let count = ids.count
        // Each item's children in tree order, roots under -1 (index `count`).
        var children = [[Int]](repeating: [], count: count + 1)
        for position in 0..<count { children[appearances[position].parent ?? count].append(position) }
        for slot in children.indices where children[slot].count > 1 {
            children[slot] = children[slot].enumerated()
                .sorted { a, b in
                    let (za, zb) = (appearances[a.element].zIndex, appearances[b.element].zIndex)
                    return za != zb ? za < zb : a.offset < b.offset
                }
                .map(\.element)
        }
        var order: [Int] = []
        order.reserveCapacity(count)
        var stack = children[count].reversed() as [Int]
        while let position = stack.popLast() {
            order.append(position)
            stack.append(contentsOf: children[position].reversed())
        }
        guard order != Array(0..<count) else { return self }
        var newIndex = [Int](repeating: -1, count: count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        func renumbered<V>(_ entries: [Int: V]) -> [Int: V] {
            Dictionary(uniqueKeysWithValues: entries.map { (newIndex[$0.key], $0.value) })
        }
        let moved = order.map { old in
            var appearance = appearances[old]
            appearance.parent = appearance.parent.map { newIndex[$0] }
            return appearance
        }
        var reordered = DisplayItems(ids: order.map { ids[$0] }, appearances: moved, geometry: order.map { geometry[$0] },
                                     paths: renumbered(paths), measuredSizes: renumbered(measuredSizes), phases: renumbered(phases))
        // What the resolver set beside the arrays goes with its view.
        (reordered.effects, reordered.composites, reordered.fades) = (renumbered(effects), renumbered(composites), renumbered(fades))
        reordered.outlines = renumbered(outlines)
        return reordered
    }
}
