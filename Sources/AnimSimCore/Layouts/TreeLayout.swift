import Foundation

/// A node's name in a `TreeLayout`. Empty (the default) means the view's own id, so a scene
/// can name a node once (`id: a`) and only add its parent.
public struct TreeNodeID: LayoutValueKey {
    public static let defaultValue = ""
}

/// The name of a node's parent in a `TreeLayout`; nil for the root.
public struct TreeParentID: LayoutValueKey {
    public static let defaultValue: String? = nil
}

extension ViewNode {
    /// The article's `.node(id, parentId:)`: makes the view node `id` of the enclosing
    /// `TreeLayout`, a child of `parent` (nil for the root).
    public func treeNode(id: String, parent: String?) -> ViewNode {
        layoutValue(key: TreeNodeID.self, value: id).layoutValue(key: TreeParentID.self, value: parent)
    }
}

/// The seed article's tree: nodes name themselves and their parent through layout values
/// (`treeNode(id:parent:)`); the layout places them level by level, each level below the
/// last, each parent centred over its children, subtrees side by side, and draws the
/// connecting lines (parent's bottom centre to child's top centre).
///
/// The article hands the lines back through a `@Binding var linesPath` and must compare paths
/// to avoid a layout loop; here the layout gives the path to its own view with
/// `subviews.draw(_:)`, which belongs to the pass and cannot loop.
///
/// A tree with no root, several roots, a cycle, a parent id that names no node or two nodes
/// with one id is reported with `subviews.report(_:)`, naming the nodes. Nothing traps:
/// several roots are laid out side by side, and nodes no root reaches go in a row below.
public struct TreeLayout: Layout {
    public var horizontalSpacing: CGFloat
    public var verticalSpacing: CGFloat

    public init(horizontalSpacing: CGFloat = 20, verticalSpacing: CGFloat = 40) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(horizontalSpacing, verticalSpacing) }
        set {
            horizontalSpacing = newValue.first
            verticalSpacing = newValue.second
        }
    }

    /// The parent links do not change during a pass, so they are worked out once.
    public struct Cache {
        let structure: TreeStructure
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(structure: TreeStructure(
            ids: subviews.map { subview in
                let id = subview[TreeNodeID.self]
                return id.isEmpty ? subview.id : id
            },
            parents: subviews.map { $0[TreeParentID.self] }))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        geometry(cache.structure, sizes: subviews.map { $0.sizeThatFits(.unspecified) }).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let structure = cache.structure
        for problem in structure.problems { subviews.report(problem) }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let geometry = geometry(structure, sizes: sizes)
        // The tree is centred in bounds larger than it asked for.
        let dx = bounds.minX + (bounds.width - geometry.size.width) / 2
        let dy = bounds.minY + (bounds.height - geometry.size.height) / 2
        let centers = geometry.centers.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        for (offset, subview) in subviews.enumerated() {
            subview.place(at: centers[offset], anchor: .center, proposal: .unspecified)
        }
        var lines = Path()
        for node in structure.breadthFirst {
            for child in structure.children[node] where structure.depth[child] == structure.depth[node] + 1 {
                lines.move(to: CGPoint(x: centers[node].x, y: centers[node].y + sizes[node].height / 2))
                lines.addLine(to: CGPoint(x: centers[child].x, y: centers[child].y - sizes[child].height / 2))
            }
        }
        if !lines.isEmpty { subviews.draw(lines) }
    }

    /// Node centres relative to the tree's top-left corner, and the tree's size.
    func geometry(_ structure: TreeStructure, sizes: [CGSize]) -> (centers: [CGPoint], size: CGSize) {
        var centers = [CGPoint](repeating: .zero, count: sizes.count)
        // Level heights and tops: a level is as tall as its tallest node.
        let levels = (structure.breadthFirst.last.map { structure.depth[$0] } ?? -1) + 1
        var levelHeight = [CGFloat](repeating: 0, count: levels)
        for node in structure.breadthFirst {
            levelHeight[structure.depth[node]] = max(levelHeight[structure.depth[node]], sizes[node].height)
        }
        var levelTop = [CGFloat](repeating: 0, count: levels)
        for level in levelHeight.indices.dropFirst() {
            levelTop[level] = levelTop[level - 1] + levelHeight[level - 1] + verticalSpacing
        }
        // Subtree spans, children before parents: a node or its children side by side, whichever is wider.
        func children(_ node: Int) -> [Int] {
            structure.children[node].filter { structure.depth[$0] == structure.depth[node] + 1 }
        }
        func row(_ spans: [CGFloat]) -> CGFloat {
            spans.reduce(0, +) + horizontalSpacing * CGFloat(max(0, spans.count - 1))
        }
        var span = sizes.map(\.width)
        for node in structure.breadthFirst.reversed() {
            span[node] = max(sizes[node].width, row(children(node).map { span[$0] }))
        }
        // Left edges, parents before children: children share their parent's span, centred.
        var left = [CGFloat](repeating: 0, count: sizes.count)
        var cursor: CGFloat = 0
        for root in structure.roots where structure.depth[root] == 0 {
            left[root] = cursor
            cursor += span[root] + horizontalSpacing
        }
        for node in structure.breadthFirst {
            let kids = children(node)
            var x = left[node] + (span[node] - row(kids.map { span[$0] })) / 2
            for kid in kids {
                left[kid] = x
                x += span[kid] + horizontalSpacing
            }
            let level = structure.depth[node]
            centers[node] = CGPoint(x: left[node] + span[node] / 2, y: levelTop[level] + levelHeight[level] / 2)
        }
        let treeWidth = row(structure.roots.filter { structure.depth[$0] == 0 }.map { span[$0] })
        let treeHeight = levels > 0 ? levelTop[levels - 1] + levelHeight[levels - 1] : 0
        // Stray nodes (only in a reported, broken tree): one row below.
        let strays = structure.stray
        guard !strays.isEmpty else { return (centers, CGSize(width: treeWidth, height: treeHeight)) }
        let top = treeHeight > 0 ? treeHeight + verticalSpacing : 0
        let height = strays.reduce(0) { max($0, sizes[$1].height) }
        var x: CGFloat = 0
        for node in strays {
            centers[node] = CGPoint(x: x + sizes[node].width / 2, y: top + height / 2)
            x += sizes[node].width + horizontalSpacing
        }
        let strayWidth = row(strays.map { sizes[$0].width })
        return (centers, CGSize(width: max(treeWidth, strayWidth), height: top + height))
    }
}
