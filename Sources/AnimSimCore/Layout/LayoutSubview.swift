import Foundation

/// A proxy for one child, as a layout sees it. It only refers to the engine's node: asking
/// it for a size lays out that child's own subtree (memoised per proposal), and `place`
/// records a placement that the engine applies after `placeSubviews` returns (the last
/// call wins, as in SwiftUI).
///
/// A proxy is valid during the layout call that received it, as in SwiftUI. It refers to the
/// graph `unowned(unsafe)` and borrows it for each call (`withGraph`): a wheel of 10,000 views
/// makes, copies and calls proxies by the tens of thousands per pass, and counting references
/// to the graph cost as much as the layout's own arithmetic.
public struct LayoutSubview: Equatable {
    unowned(unsafe) let graph: LayoutGraph
    let node: Int

    /// The graph, lent to `body` without retaining it: the pass that made this proxy owns it.
    private func withGraph<R>(_ body: (LayoutGraph) -> R) -> R {
        Unmanaged.passUnretained(graph)._withUnsafeGuaranteedRef(body)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withGraph { $0.sizeThatFits(node, proposal) }
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        withGraph { $0.dimensions(node, proposal) }
    }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        withGraph { $0.place(node, at: position, anchor: anchor, proposal: proposal) }
    }

    public var priority: Double { withGraph { $0.nodes[node].priority } }

    public var spacing: ViewSpacing { withGraph { $0.spacing(node) } }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { withGraph { $0.nodes[node].values[key] } }

    /// AnimSim's name for this view in traces: its `id`, or a stable path.
    public var id: String { withGraph { $0.nodes[node].id } }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.graph === rhs.graph && lhs.node == rhs.node
    }
}
