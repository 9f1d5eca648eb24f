import SwiftUI

struct FixedSizeLayout: Layout {
    let horizontal: Bool
    let vertical: Bool

    // 代码来自 FixedSizeLayout
    // 根据建议尺寸返回需求尺寸
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 1, let content = subviews.first else {
            fatalError("Can't use MyFixedSizeLayout directly")
        }
        let width = horizontal ? nil : proposal.width
        let height = vertical ? nil : proposal.height
        // 获取子视图的需求尺寸
        let size = content.sizeThatFits(.init(width: width, height: height))
        return size
    }

    // 代码来自 FixedSizeLayout
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 1, let content = subviews.first else {
            fatalError("Can't use MyFixedSizeLayout directly")
        }

        // 设置布局位置及布局尺寸。
        content.place(at: .init(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
    }
}
