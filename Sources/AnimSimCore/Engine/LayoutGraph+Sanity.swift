import Foundation

/// The guard against insane layouts (the seed article's CrashLayout). A bad size is
/// reported, then replaced by a sane one so the pass can finish and report everything
/// it finds; the evaluation as a whole then fails. Nothing here traps.
extension LayoutGraph {
    func checked(_ size: CGSize, node: Int, proposal: ProposedViewSize) -> CGSize {
        var problems: [String] = []
        func sanitize(_ value: CGFloat, _ proposed: CGFloat?, _ axis: String) -> CGFloat {
            if value.isNaN {
                problems.append("\(axis) is NaN")
                return 0
            }
            if value < 0 {
                problems.append("\(axis) \(value.formatted) is negative")
                return 0
            }
            if value.isInfinite, proposed != .infinity {
                problems.append("\(axis) is infinite for a finite proposal")
                return proposed ?? 0
            }
            return value
        }
        let sane = CGSize(width: sanitize(size.width, proposal.width, "width"),
                          height: sanitize(size.height, proposal.height, "height"))
        if !problems.isEmpty {
            report(.insaneSize, node: node,
                   "sizeThatFits returned \(size.width.formatted)×\(size.height.formatted) for proposal \(proposal): "
                   + problems.joined(separator: ", ") + "; a size must be finite and non-negative")
        }
        return sane
    }

    /// Once a node has answered both `.zero` (its minimum) and `.infinity` (its maximum),
    /// the minimum must not exceed the maximum on either axis.
    func checkMinimumAgainstMaximum(_ node: Int) {
        // Runs after every new answer, so the cheap test (was it the minimum or the maximum?)
        // comes first; looking at the node's kind copies its layout.
        let memo = nodes[node].memo
        guard let last = memo.last, last.proposal == .zero || last.proposal == .infinity,
              case .layout = nodes[node].kind,
              let minimum = memo.first(where: { $0.proposal == .zero })?.size,
              let maximum = memo.first(where: { $0.proposal == .infinity })?.size else { return }
        if minimum.width > maximum.width || minimum.height > maximum.height {
            report(.minimumExceedsMaximum, node: node,
                   "minimum size \(minimum.width.formatted)×\(minimum.height.formatted) (proposal 0×0) exceeds "
                   + "maximum size \(maximum.width.formatted)×\(maximum.height.formatted) (proposal inf×inf); "
                   + "a layout's size must not shrink as its proposal grows")
        }
    }

    @inline(__always)
    func checked(_ placement: Placement, node: Int) -> Placement {
        let p = placement.position
        return p.x.isFinite && p.y.isFinite ? placement : reportPlacement(placement, node: node)
    }

    private func reportPlacement(_ placement: Placement, node: Int) -> Placement {
        let p = placement.position
        report(.invalidPlacement, node: nodes[node].parent,
               "placed subview '\(nodes[node].id)' at (\(p.x.formatted), \(p.y.formatted)); a position must be finite")
        var copy = placement
        copy.position = .zero
        return copy
    }
}
