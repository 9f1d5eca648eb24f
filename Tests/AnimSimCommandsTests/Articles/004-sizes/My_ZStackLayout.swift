import SwiftUI

// The article prints `My_ZStackLayout`'s `sizeThatFits` alone (kept as printed, below);
// the rest is left out (listed in README.md) and is the smallest that places what that
// method measured: the alignment, the cache types, and `placeSubviews`.
struct My_ZStackLayout: Layout {
    var alignment: Alignment = .center

    struct CacheInfo {
        var subviewInfo: [SubviewInfo] = []
        var cropBounds: CGRect = .zero
    }

    struct SubviewInfo {
        let viewDimension: ViewDimensions
        let bounds: CGRect
    }

    func makeCache(subviews: Subviews) -> CacheInfo { .init() }

    // 代码来自 My_ZStackLayout

    // 容器的父视图(父容器)将通过调用容器的 sizeThatFits 获取容器的需求尺寸,本方法通常会被多次调用,并提供不同的建议尺寸
    func sizeThatFits(
        proposal: ProposedViewSize, // 容器的父视图(父容器)提供的建议尺寸
        subviews: Subviews, // 当前容器内的所有子视图的代理
        cache: inout CacheInfo // 缓存数据,本例中用于保存子视图的返回的需求尺寸,减少调用次数
    ) -> CGSize {
        cache = .init() // 清除缓存
        for subview in subviews {
            // 为子视图提供建议尺寸,获取子视图的需求尺寸 (ViewDimensions)
            let viewDimension = subview.dimensions(in: proposal)
            // 根据 MyZStack 的 alignment 的设置获取子视图的 alignmentGuide
            let alignmentGuide: CGPoint = .init(
                x: viewDimension[alignment.horizontal],
                y: viewDimension[alignment.vertical]
            )
            // 以子视图的 alignmentGuide 为 (0,0) , 在虚拟的画布中,为子视图创建 CGRect
            let bounds: CGRect = .init(
                origin: .init(x: -alignmentGuide.x, y: -alignmentGuide.y),
                size: .init(width: viewDimension.width, height: viewDimension.height)
            )
            // 保存子视图在虚拟画布中的数据
            cache.subviewInfo.append(.init(viewDimension: viewDimension, bounds: bounds))
        }

        // 根据所有子视图在虚拟画布中的数据,生成 MyZtack 的 CGRect
        cache.cropBounds = cache.subviewInfo.map(\.bounds).cropBounds()
        // 返回当前容器的理想尺寸,当前容器的父视图将使用该尺寸在它的内部进行摆放
        return cache.cropBounds.size
    }

    /// Each child where the measuring put it, relative to the union of all: the cache holds
    /// the last `sizeThatFits`, which may have been for another proposal, so it measures again.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) {
        _ = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        for (subview, info) in zip(subviews, cache.subviewInfo) {
            subview.place(at: CGPoint(x: bounds.minX + info.bounds.minX - cache.cropBounds.minX,
                                      y: bounds.minY + info.bounds.minY - cache.cropBounds.minY),
                          anchor: .topLeading, proposal: proposal)
        }
    }
}

extension Array where Element == CGRect {
    /// The smallest rectangle holding them all (the article calls it, and leaves it out).
    func cropBounds() -> CGRect {
        guard let first else { return .zero }
        return dropFirst().reduce(first) { $0.union($1) }
    }
}
