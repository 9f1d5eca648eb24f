import Foundation

/// The size a leaf answers a proposal with: a circle the largest square that fits, other
/// shapes and colours what they are offered, a text what `TextLayout` gives with its style's
/// face, size and fit, a spacer its minimum along its stack's axis and what it is offered.
extension LayoutGraph {
    func leafSize(_ content: ViewNode.Content, node: Int, proposal: ProposedViewSize) -> CGSize {
        switch content {
        case .shape(.circle):
            let size = proposal.replacingUnspecifiedDimensions()
            let side = min(size.width, size.height)
            return CGSize(width: side, height: side)
        case .shape, .color:
            return proposal.replacingUnspecifiedDimensions()
        case .text(let string):
            return textLayout(node).size(of: string, proposal: proposal)
        case .spacer(let minLength):
            let minimum = minLength ?? ViewSpacing.defaultValue
            func along(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minimum, minimum) }
            switch nodes[node].parentAxis {
            case .horizontal: return CGSize(width: along(proposal.width), height: 0)
            case .vertical: return CGSize(width: 0, height: along(proposal.height))
            case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
            }
        case .layout:
            return .zero
        }
    }
}
