import Foundation

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (one row of a `LazyHGrid`). Its size is
/// fixed, flexible between bounds, or adaptive (as many tracks of at least `minimum` as fit
/// the share it gets); `spacing` is the gap after it (nil: 8, SwiftUI's default), `alignment`
/// places each cell inside its slot (nil: centred).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// SwiftUI's spacing between tracks and between lines when none is given.
    static let defaultSpacing: CGFloat = 8

    var gap: CGFloat { spacing ?? Self.defaultSpacing }
}

/// The resolved tracks of a grid's items along its sized axis: each track's length and the
/// item it came from (an adaptive item gives several).
struct GridTracks {
    var lengths: [CGFloat] = []
    var gaps: [CGFloat] = []
    var items: [GridItem] = []

    var extent: CGFloat { lengths.reduce(0, +) + gaps.dropLast().reduce(0, +) }

    /// Fixed items first take their length; the others share what is left after every
    /// item's spacing, evenly, each clamped to its bounds (a clamped item's surplus or debt
    /// goes to the rest). An adaptive item then fits as many tracks of its minimum (and its
    /// spacing between them) as its share holds, at least one, and spreads the share over
    /// them. With no length proposed, or an infinite one (a layout asking for the largest
    /// size), every item is its minimum: an unbounded share has no count of tracks.
    init(_ items: [GridItem], available proposed: CGFloat?) {
        let available = proposed.flatMap { $0.isFinite ? $0 : nil }
        let spacings = items.dropLast().reduce(0) { $0 + $1.gap }
        var shares = [CGFloat?](repeating: nil, count: items.count)
        var rest = (available ?? 0) - spacings
        for (k, item) in items.enumerated() {
            if case .fixed(let length) = item.size { shares[k] = length; rest -= length }
        }
        var open = items.indices.filter { shares[$0] == nil }
        while !open.isEmpty {
            let share = available == nil ? 0 : max(0, rest) / CGFloat(open.count)
            let bound = open.first { k in
                let (low, high) = Self.bounds(items[k].size)
                return share < low || share > high
            }
            guard let k = bound else { for k in open { shares[k] = share }; break }
            let (low, high) = Self.bounds(items[k].size)
            shares[k] = min(max(share, low), high)
            rest -= shares[k]!
            open.removeAll { $0 == k }
        }
        for (k, item) in items.enumerated() {
            let share = shares[k] ?? 0
            if case .adaptive(let minimum, let maximum) = item.size {
                let count = max(1, Int(((share + item.gap) / (minimum + item.gap)).rounded(.down)))
                let length = min((share - CGFloat(count - 1) * item.gap) / CGFloat(count), maximum)
                for _ in 0..<count { append(max(length, minimum), gap: item.gap, item) }
            } else {
                append(share, gap: item.gap, item)
            }
        }
    }

    private mutating func append(_ length: CGFloat, gap: CGFloat, _ item: GridItem) {
        lengths.append(length)
        gaps.append(gap)
        items.append(item)
    }

    private static func bounds(_ size: GridItem.Size) -> (CGFloat, CGFloat) {
        switch size {
        case .fixed(let length): return (length, length)
        case .flexible(let low, let high): return (low, high)
        case .adaptive(let low, _): return (low, .infinity)
        }
    }
}
