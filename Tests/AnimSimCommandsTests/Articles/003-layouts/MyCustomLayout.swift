import SwiftUI

struct MyCustomLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        // 计算并返回布局的尺寸
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let maxWidth = sizes.map { $0.width }.max() ?? 0
        let totalHeight = sizes.map { $0.height }.reduce(0, +)
        return CGSize(width: maxWidth, height: totalHeight)
    }
    
    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) {
        // 放置子视图
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(
                at: CGPoint(x: bounds.midX, y: y),
                anchor: .top,
                proposal: proposal
            )
            y += size.height
        }
    }
}
