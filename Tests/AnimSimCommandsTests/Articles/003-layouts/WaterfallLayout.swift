import SwiftUI

struct WaterfallLayout: Layout {
    var columns: Int
    var spacing: CGFloat
    
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 0
        let columnWidth = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        var columnHeights = Array(repeating: CGFloat(0), count: columns)
        
        for subview in subviews {
            let size = subview.sizeThatFits(
                ProposedViewSize(width: columnWidth, height: nil)
            )
            let shortestColumn = columnHeights.enumerated()
                .min(by: { $0.element < $1.element })!
                .offset
            columnHeights[shortestColumn] += size.height + spacing
        }
        
        let height = columnHeights.max() ?? 0
        return CGSize(width: width, height: height)
    }
    
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = bounds.width
        let columnWidth = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        var columnHeights = Array(repeating: bounds.minY, count: columns)
        
        for subview in subviews {
            let size = subview.sizeThatFits(
                ProposedViewSize(width: columnWidth, height: nil)
            )
            let shortestColumn = columnHeights.enumerated()
                .min(by: { $0.element < $1.element })!
                .offset
            let x = bounds.minX + CGFloat(shortestColumn) * (columnWidth + spacing)
            let y = columnHeights[shortestColumn]
            
            subview.place(
                at: CGPoint(x: x + columnWidth / 2, y: y + size.height / 2),
                anchor: .center,
                proposal: ProposedViewSize(width: columnWidth, height: size.height)
            )
            
            columnHeights[shortestColumn] += size.height + spacing
        }
    }
}
