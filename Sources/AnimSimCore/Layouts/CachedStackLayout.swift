import Foundation

/// Article 003's `CachedLayout`: the cache holds every view's ideal size, measured in
/// `makeCache` and again in `updateCache`, and the layout answers from it without asking the
/// views again. The article leaves the rest to the reader ("其余实现..."); here it stacks
/// the cached sizes like `CustomVStackLayout` stacks its views, centred, each view proposed
/// its cached size. So the cache shows: whatever the layout is proposed, its views keep the
/// sizes measured when the cache was made (a shape its 10 × 10, a text its single line),
/// where `CustomVStackLayout` hands every view the whole proposal.
public struct CachedStackLayout: Layout {
    public struct CacheData: Sendable {
        public var sizes: [CGSize]
    }

    public init() {}

    /// The article's name, under which `LayoutCallCounter` counts this layout's calls.
    static let name = "CachedLayout"

    public func makeCache(subviews: Subviews) -> CacheData {
        LayoutCallCounter.record(Self.name, "makeCache", viewsMeasured: subviews.count)
        return CacheData(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    public func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        LayoutCallCounter.record(Self.name, "updateCache", viewsMeasured: subviews.count)
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        LayoutCallCounter.record(Self.name, "sizeThatFits", viewsMeasured: 0)
        return CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        LayoutCallCounter.record(Self.name, "placeSubviews", viewsMeasured: 0)
        var y = bounds.minY
        for (subview, size) in zip(subviews, cache.sizes) {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}
