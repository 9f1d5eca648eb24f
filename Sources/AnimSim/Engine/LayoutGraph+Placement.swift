import Foundation

/// The placement pass: the root is proposed the canvas and centred in it (as a hosting view
/// does), then every layout places its children, depth first.
extension LayoutGraph {
    func run(in canvas: CGSize) {
        guard !nodes.isEmpty else { return }
        let proposal = ProposedViewSize(canvas)
        let size = sizeThatFits(0, proposal)
        let origin = CGPoint(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        layoutNode(0, frame: CGRect(origin: origin, size: size), proposal: proposal)
    }

    private func layoutNode(_ node: Int, frame: CGRect, proposal: ProposedViewSize) {
        nodes[node].frame = frame
        guard placeSubviews(of: node, in: frame, proposal: proposal) else { return }
        for child in nodes[node].children {
            // An unplaced subview sits in the centre of its parent, as SwiftUI documents.
            let placement = checked(
                nodes[child].placement ?? Placement(position: CGPoint(x: frame.midX, y: frame.midY),
                                                    anchor: .center, proposal: .unspecified),
                node: child)
            let size = sizeThatFits(child, placement.proposal)
            let origin = CGPoint(x: placement.position.x - placement.anchor.x * size.width,
                                 y: placement.position.y - placement.anchor.y * size.height)
            layoutNode(child, frame: CGRect(origin: origin, size: size), proposal: placement.proposal)
        }
    }

    /// Runs the node's own `placeSubviews`, recording where its children go without laying
    /// them out. False for a leaf, which has nothing to place.
    @discardableResult
    func placeSubviews(of node: Int, in frame: CGRect, proposal: ProposedViewSize) -> Bool {
        guard case .layout(let box) = nodes[node].kind else { return false }
        for child in nodes[node].children { nodes[child].placement = nil }
        var cache = takeCache(node, box)
        box.placeSubviews(frame, proposal, subviews(of: node), &cache)
        nodes[node].cache = cache
        return true
    }
}
