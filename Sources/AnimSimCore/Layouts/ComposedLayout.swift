import Foundation

/// The seed article's composed layout: the first three views in a row at the top, the last
/// three in a row at the bottom, and every view between them in a column in the middle.
/// With fewer than six views the top row fills first, then the bottom one.
///
/// It writes no stacking code of its own: it drives SwiftUI's `HStackLayout` and
/// `VStackLayout` through `AnyLayout`, whose methods are public (the stacks' own are not, in
/// SwiftUI). Driving other layouts makes this layout responsible for their caches, so it
/// keeps one `AnyLayout.Cache` per group inside its own cache, as the article does.
///
/// Each group is proposed `.unspecified` and so takes its ideal size; the three groups are
/// centred horizontally and stacked without gaps.
public struct ComposedLayout: Layout {
    private let hStack = AnyLayout(HStackLayout(spacing: 0))
    private let vStack = AnyLayout(VStackLayout(spacing: 0))

    public init() {}

    public struct Caches {
        var topCache: AnyLayout.Cache
        var centerCache: AnyLayout.Cache
        var bottomCache: AnyLayout.Cache
    }

    public func makeCache(subviews: Subviews) -> Caches {
        Caches(topCache: hStack.makeCache(subviews: topViews(subviews: subviews)),
               centerCache: vStack.makeCache(subviews: centerViews(subviews: subviews)),
               bottomCache: hStack.makeCache(subviews: bottomViews(subviews: subviews)))
    }

    public func updateCache(_ cache: inout Caches, subviews: Subviews) {
        hStack.updateCache(&cache.topCache, subviews: topViews(subviews: subviews))
        vStack.updateCache(&cache.centerCache, subviews: centerViews(subviews: subviews))
        hStack.updateCache(&cache.bottomCache, subviews: bottomViews(subviews: subviews))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Caches) -> CGSize {
        let sizes = groupSizes(subviews, &cache)
        return CGSize(width: max(sizes.top.width, sizes.center.width, sizes.bottom.width),
                      height: sizes.top.height + sizes.center.height + sizes.bottom.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Caches) {
        let sizes = groupSizes(subviews, &cache)
        var y = bounds.midY - (sizes.top.height + sizes.center.height + sizes.bottom.height) / 2
        func frame(_ size: CGSize) -> CGRect {
            defer { y += size.height }
            return CGRect(x: bounds.midX - size.width / 2, y: y, width: size.width, height: size.height)
        }
        hStack.placeSubviews(in: frame(sizes.top), proposal: .unspecified,
                             subviews: topViews(subviews: subviews), cache: &cache.topCache)
        vStack.placeSubviews(in: frame(sizes.center), proposal: .unspecified,
                             subviews: centerViews(subviews: subviews), cache: &cache.centerCache)
        hStack.placeSubviews(in: frame(sizes.bottom), proposal: .unspecified,
                             subviews: bottomViews(subviews: subviews), cache: &cache.bottomCache)
    }

    private func groupSizes(_ subviews: Subviews, _ cache: inout Caches) -> (top: CGSize, center: CGSize, bottom: CGSize) {
        (hStack.sizeThatFits(proposal: .unspecified, subviews: topViews(subviews: subviews), cache: &cache.topCache),
         vStack.sizeThatFits(proposal: .unspecified, subviews: centerViews(subviews: subviews), cache: &cache.centerCache),
         hStack.sizeThatFits(proposal: .unspecified, subviews: bottomViews(subviews: subviews), cache: &cache.bottomCache))
    }

    // Slices keep the original indices, so each group is a range of `subviews`' own indices.
    func topViews(subviews: Subviews) -> Subviews {
        subviews[subviews.startIndex..<min(subviews.startIndex + 3, subviews.endIndex)]
    }

    func bottomViews(subviews: Subviews) -> Subviews {
        let top = topViews(subviews: subviews)
        return subviews[max(top.endIndex, subviews.endIndex - 3)..<subviews.endIndex]
    }

    func centerViews(subviews: Subviews) -> Subviews {
        subviews[topViews(subviews: subviews).endIndex..<bottomViews(subviews: subviews).startIndex]
    }
}
