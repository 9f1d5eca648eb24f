import Foundation

/// The graph's side of the Layout protocol's questions (sizes, dimensions, spacing,
/// placement), kept apart from how the graph is built so each file reads as one concern:
/// these answer from the memo first, spending the pass's layout-call budget only on a miss.
extension LayoutGraph {
    func sizeThatFits(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        for entry in nodes[node].memo where entry.proposal == proposal { return entry.size }
        guard spendLayoutCall(node) else { return .zero }
        let size: CGSize
        switch nodes[node].kind {
        case .leaf(let content):
            size = leafSize(content, node: node, proposal: proposal)
        case .layout(let box):
            var cache = takeCache(node, box)
            let raw = box.sizeThatFits(proposal, subviews(of: node), &cache)
            nodes[node].cache = cache
            size = checked(raw, node: node, proposal: proposal)
        }
        nodes[node].memo.append((proposal, size))
        checkMinimumAgainstMaximum(node)
        return size
    }

    func takeCache(_ node: Int, _ box: any ErasedLayout) -> Any {
        if var cache = nodes[node].cache {
            nodes[node].cache = nil  // keep the cache uniquely referenced while the layout mutates it
            if nodes[node].cacheIsStale {
                nodes[node].cacheIsStale = false
                box.updateCache(&cache, subviews(of: node))
            }
            return cache
        }
        nodes[node].cacheIsStale = false
        return box.makeCache(subviews(of: node))
    }

    func dimensions(_ node: Int, _ proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(node, proposal)
        guard case .layout(let box) = nodes[node].kind else {
            if case .leaf(.text(let string)) = nodes[node].kind { return textDimensions(node, string, proposal, size: size) }
            return ViewDimensions(size: size)
        }
        let bounds = CGRect(origin: .zero, size: size)
        return ViewDimensions(
            size: size,
            horizontal: { [unowned self] guide in
                var cache = self.takeCache(node, box)
                defer { self.nodes[node].cache = cache }
                return box.explicitAlignment(guide, bounds, proposal, self.subviews(of: node), &cache)
            },
            vertical: { [unowned self] guide in
                var cache = self.takeCache(node, box)
                defer { self.nodes[node].cache = cache }
                return box.explicitAlignment(guide, bounds, proposal, self.subviews(of: node), &cache)
            })
    }

    func spacing(_ node: Int) -> ViewSpacing {
        guard case .layout(let box) = nodes[node].kind else { return ViewSpacing() }
        var cache = takeCache(node, box)
        defer { nodes[node].cache = cache }
        return box.spacing(subviews(of: node), &cache)
    }

    func place(_ node: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        records[node].placement = Placement(position: position, anchor: anchor, proposal: proposal)
    }
}
