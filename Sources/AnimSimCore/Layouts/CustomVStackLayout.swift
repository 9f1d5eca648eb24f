import Foundation

/// Article 003's first custom layout (`MyCustomLayout`), its arithmetic unchanged: every view
/// is offered the whole proposal, the layout is as wide as the widest answer and as tall as
/// all of them together, and views go one below the other, centred horizontally. Unlike a
/// VStack it neither shares the height out nor leaves spacing, so views that fill their
/// proposal (shapes) overflow: that contrast is the demo.
public struct CustomVStackLayout: Layout {
    public init() {}

    /// The article's name, under which `LayoutCallCounter` counts this layout's calls.
    static let name = "MyCustomLayout"

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        LayoutCallCounter.record(Self.name, "sizeThatFits", viewsMeasured: subviews.count)
        // 计算并返回布局的尺寸
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let maxWidth = sizes.map { $0.width }.max() ?? 0
        let totalHeight = sizes.map { $0.height }.reduce(0, +)
        return CGSize(width: maxWidth, height: totalHeight)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        LayoutCallCounter.record(Self.name, "placeSubviews", viewsMeasured: subviews.count)
        // 放置子视图
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: proposal)
            y += size.height
        }
    }
}
