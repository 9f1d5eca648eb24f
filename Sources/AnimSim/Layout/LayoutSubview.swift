import Foundation

/// A proxy for one child, as a layout sees it. It only refers to the engine's node: asking
/// it for a size lays out that child's own subtree (memoised per proposal), and `place`
/// records a placement that the engine applies after `placeSubviews` returns (the last
/// call wins, as in SwiftUI).
public struct LayoutSubview: Equatable {
    unowned let graph: LayoutGraph
    let node: Int

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        graph.sizeThatFits(node, proposal)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        graph.dimensions(node, proposal)
    }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        graph.place(node, at: position, anchor: anchor, proposal: proposal)
    }

    public var priority: Double { graph.nodes[node].priority }

    public var spacing: ViewSpacing { graph.spacing(node) }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { graph.nodes[node].values[key] }

    /// AnimSim's name for this view in traces: its `id`, or a stable path.
    public var id: String { graph.nodes[node].id }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.graph === rhs.graph && lhs.node == rhs.node
    }
}
