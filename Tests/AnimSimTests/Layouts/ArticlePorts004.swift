// Article 004's fixedSize replica (SwiftUI sizes), as the article prints it, for the
// in-process checks of LayoutsArticlePortTests. Only `import SwiftUI` became `import
// AnimSim`, and its `fatalError`s became returns. Its frame and ZStack replicas run as the
// program Tests/AnimSimCommandsTests/Articles/004-sizes, traced by Article004ProgramsTests.
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
}
