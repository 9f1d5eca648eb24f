// Replicas of SwiftUI's frame, fixedSize and ZStack written as layouts, after the seed
// article 004 (SwiftUI sizes). The article prints parts of them (the fixedSize replica and
// the ZStack's sizeThatFits); the parts it leaves to its repository are completed here in
// the same style. Only `import SwiftUI` became `import AnimSim`.
import AnimSimCore
import AnimSimNodeBuilder

enum Article004 {
    struct MyFixedSizeLayout: Layout {
        let horizontal: Bool
        let vertical: Bool

        // 代码来自 FixedSizeLayout
        // 根据建议尺寸返回需求尺寸
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            guard subviews.count == 1, let content = subviews.first else {
                return .zero  // the article: fatalError("Can't use MyFixedSizeLayout directly")
            }
            let width = horizontal ? nil : proposal.width
            let height = vertical ? nil : proposal.height
            // 获取子视图的需求尺寸
            let size = content.sizeThatFits(.init(width: width, height: height))
            return size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            guard subviews.count == 1, let content = subviews.first else {
                return  // the article: fatalError("Can't use MyFixedSizeLayout directly")
            }

            // 设置布局位置及布局尺寸。
            content.place(at: .init(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
        }
    }

    /// `frame(width:height:alignment:)`: fixed axes propose and report the given length,
    /// the others pass the proposal through and report the child's length.
    struct MyFrameLayout: Layout {
        let width: CGFloat?
        let height: CGFloat?
        let alignment: Alignment

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            guard subviews.count == 1, let content = subviews.first else { return .zero }
            let size = content.sizeThatFits(.init(width: width ?? proposal.width, height: height ?? proposal.height))
            return CGSize(width: width ?? size.width, height: height ?? size.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            guard subviews.count == 1, let content = subviews.first else { return }
            let childProposal = ProposedViewSize(width: width ?? bounds.width, height: height ?? bounds.height)
            let dimensions = content.dimensions(in: childProposal)
            // The child's alignment guide meets the frame's own guide.
            let x = bounds.minX + bounds.width * alignment.horizontalFraction - dimensions[alignment.horizontal]
            let y = bounds.minY + bounds.height * alignment.verticalFraction - dimensions[alignment.vertical]
            content.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: childProposal)
        }
    }

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
        func sizeThatFits(
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout CacheInfo
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

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) {
            // The cache holds the last sizeThatFits, which may have been for another proposal.
            _ = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            for (subview, info) in zip(subviews, cache.subviewInfo) {
                let origin = CGPoint(x: bounds.minX + info.bounds.minX - cache.cropBounds.minX,
                                     y: bounds.minY + info.bounds.minY - cache.cropBounds.minY)
                subview.place(at: origin, anchor: .topLeading, proposal: proposal)
            }
        }
    }
}

extension Array where Element == CGRect {
    /// The smallest rectangle containing all of them (the article's helper).
    func cropBounds() -> CGRect {
        guard let first else { return .zero }
        return dropFirst().reduce(first) { $0.union($1) }
    }
}

extension Alignment {
    /// Where the frame's own guide sits, as a fraction of its size, for the standard guides.
    var horizontalFraction: CGFloat { horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5 }
    var verticalFraction: CGFloat { vertical == .top ? 0 : vertical == .bottom ? 1 : 0.5 }
}
