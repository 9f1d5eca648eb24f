import SwiftUI

struct TreeLayout: Layout {

    @Binding var linesPath: Path

    /// Gaps between sibling subtrees and between levels.
    var spacing = CGSize(width: 20, height: 40)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        TreeGeometry(subviews: subviews, spacing: spacing).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let geometry = TreeGeometry(subviews: subviews, spacing: spacing)

        for (index, subview) in subviews.enumerated() {
            let center = geometry.centers[index]
            subview.place(at: CGPoint(x: bounds.minX + center.x, y: bounds.minY + center.y),
                          anchor: .center, proposal: .unspecified)
        }

        // Each parent's bottom centre to each child's top centre, in the layout's own
        // coordinates, which are those of the view the path is drawn in (its background).
        var newPath = Path()
        for (child, parent) in geometry.parents.enumerated() {
            guard let parent else { continue }
            newPath.move(to: CGPoint(x: geometry.centers[parent].x, y: geometry.centers[parent].y + geometry.sizes[parent].height / 2))
            newPath.addLine(to: CGPoint(x: geometry.centers[child].x, y: geometry.centers[child].y - geometry.sizes[child].height / 2))
        }

        if newPath.description != linesPath.description {

            DispatchQueue.main.async {
                linesPath = newPath
            }

        }
    }
}

/// Where the tree puts each node: levels top to bottom, each as tall as its tallest node;
/// a node above the middle of its children's row, each subtree as wide as the wider of the
/// node and its children's row.
struct TreeGeometry {
    let sizes: [CGSize]
    let parents: [Int?]
    private(set) var centers: [CGPoint]
    private(set) var size = CGSize.zero

    init(subviews: LayoutSubviews, spacing: CGSize) {
        sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let ids = subviews.map { $0[NodeId.self] }
        parents = subviews.map { subview in subview[ParentNodeId.self].flatMap { ids.firstIndex(of: $0) } }
        centers = Array(repeating: .zero, count: sizes.count)
        let parents = parents, sizes = sizes
        func children(_ node: Int) -> [Int] { parents.indices.filter { parents[$0] == node } }
        func depth(_ node: Int) -> Int { parents[node].map { depth($0) + 1 } ?? 0 }
        let depths = sizes.indices.map(depth)
        var levelHeights = [CGFloat](repeating: 0, count: (depths.max() ?? -1) + 1)
        for node in sizes.indices { levelHeights[depths[node]] = max(levelHeights[depths[node]], sizes[node].height) }
        func width(_ node: Int) -> CGFloat {
            let row = children(node).map(width)
            return max(sizes[node].width, row.reduce(0, +) + spacing.width * CGFloat(max(0, row.count - 1)))
        }
        func place(_ node: Int, left: CGFloat) {
            let span = width(node), level = depths[node]
            let top = levelHeights[..<level].reduce(0, +) + spacing.height * CGFloat(level)
            centers[node] = CGPoint(x: left + span / 2, y: top + levelHeights[level] / 2)
            let row = children(node).map(width)
            var x = left + (span - row.reduce(0, +) - spacing.width * CGFloat(max(0, row.count - 1))) / 2
            for (child, childWidth) in zip(children(node), row) {
                place(child, left: x)
                x += childWidth + spacing.width
            }
        }
        var left: CGFloat = 0
        for root in sizes.indices where parents[root] == nil {
            place(root, left: left)
            left += width(root) + spacing.width
        }
        size = CGSize(width: max(0, left - spacing.width),
                      height: levelHeights.reduce(0, +) + spacing.height * CGFloat(max(0, levelHeights.count - 1)))
    }
}
