import Foundation

/// One stacking order for layers that each live over a stretch of frames, consistent with
/// every frame's paint order.
///
/// Each frame adds its stack (bottom first) as constraints between neighbours. When every
/// pair of layers drawn together keeps one order (the sampler splits layers to make it so),
/// the constraints have no cycle: layers live over intervals of frames, and layers that all
/// meet pairwise are drawn together in some frame (intervals that meet pairwise share a
/// point), where one stack orders them; a cycle would need such a triangle. A topological
/// sort then gives the order, taking the earliest-made layer first among those free to go.
struct LayerOrder {
    private var above: [Int: Set<Int>] = [:]

    mutating func add(_ stack: [Int]) {
        for (lower, upper) in zip(stack, stack.dropFirst()) { above[lower, default: []].insert(upper) }
    }

    /// Layers 0..<count, bottom first.
    func sorted(count: Int) -> [Int] {
        var below = [Int](repeating: 0, count: count)
        for uppers in above.values { for upper in uppers { below[upper] += 1 } }
        // A min-heap of free layers keeps the result stable: without changes, the first
        // frame's order.
        var free = Heap(below.indices.filter { below[$0] == 0 })
        var result: [Int] = []
        result.reserveCapacity(count)
        while let layer = free.pop() {
            result.append(layer)
            for upper in above[layer] ?? [] {
                below[upper] -= 1
                if below[upper] == 0 { free.push(upper) }
            }
        }
        precondition(result.count == count, "layer stacking constraints form a cycle")
        return result
    }

    /// Indices of a longest strictly increasing subsequence of `values` (patience sorting).
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var (low, high) = (0, tails.count)
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var result: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 {
            result.append(k)
            k = previous[k]
        }
        return result.reversed()
    }
}

/// A binary min-heap of integers.
private struct Heap {
    private var items: [Int] = []

    init(_ values: [Int]) { for v in values { push(v) } }

    mutating func push(_ value: Int) {
        items.append(value)
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2] > items[i] {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func pop() -> Int? {
        guard let top = items.first else { return nil }
        items.swapAt(0, items.count - 1)
        items.removeLast()
        var i = 0
        while true {
            let (l, r) = (2 * i + 1, 2 * i + 2)
            var smallest = i
            if l < items.count, items[l] < items[smallest] { smallest = l }
            if r < items.count, items[r] < items[smallest] { smallest = r }
            if smallest == i { break }
            items.swapAt(i, smallest)
            i = smallest
        }
        return top
    }
}
