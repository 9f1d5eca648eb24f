import Foundation

/// The views that draw a shape and where their centres are, read straight from storage:
/// guides and trails sample them at hundreds of instants, and assembling every `DisplayItem`
/// (its label, paths and sizes looked up) to read one point cost more than the layout of a
/// scene of thousands of views in a debug build, which is what the binary fuzz runs.
extension DisplayItems {
    /// The positions of the items that draw a shape, in drawing order.
    public var drawnPositions: [Int] {
        var positions: [Int] = []
        for position in 0..<appearances.count where appearances[position].shape != nil { positions.append(position) }
        return positions
    }

    public func id(at position: Int) -> String { ids[position] }

    /// The centre of the item's frame (`DisplayItem.center`).
    public func centre(at position: Int) -> CGPoint {
        let frame = geometry[position].frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Whether `other` has the same views in the same order, drawing a shape at the same
    /// positions, so its `drawnPositions` are these. Instants of one scene between changes
    /// share their ids' storage, so this is usually two pointer comparisons.
    public func drawsSameViews(as other: DisplayItems) -> Bool {
        guard ids.count == other.ids.count, appearances.count == other.appearances.count else { return false }
        guard Self.sharesStorage(ids, other.ids) || ids == other.ids else { return false }
        if Self.sharesStorage(appearances, other.appearances) { return true }
        for position in 0..<appearances.count
        where (appearances[position].shape == nil) != (other.appearances[position].shape == nil) { return false }
        return true
    }

    /// Whether two arrays of equal length are one buffer (then they are equal).
    private static func sharesStorage<T>(_ a: [T], _ b: [T]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }
}
