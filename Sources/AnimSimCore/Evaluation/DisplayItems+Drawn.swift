import Foundation

/// The views that draw a shape and where they are, read straight from storage: guides,
/// trails and compare sample them at hundreds of instants, and assembling every `DisplayItem`
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

    /// The item's frame at this instant.
    public func frame(at position: Int) -> CGRect { geometry[position].frame }

    /// Whether the item draws a shape of its own.
    public func hasShape(at position: Int) -> Bool { appearances[position].shape != nil }

    /// The position of the item's parent, if any.
    public func parent(at position: Int) -> Int? { appearances[position].parent }

    /// The view a layout places for the item at `position`: up from it past modifier layouts
    /// (`.frame`, `.padding`: one-child layouts of their own) to the child of the first real
    /// layout, which carries the scene's id. Compare measures views, not their modifiers, at
    /// every item of thousands of instants: reading two fields, not assembling items.
    public func placedSubview(of position: Int) -> Int {
        var subview = position
        while let parent = appearances[subview].parent, appearances[parent].isModifier { subview = parent }
        return subview
    }

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
