import Foundation

/// The placement pass: the root is proposed the canvas and centred in it (as a hosting view
/// does), then every layout places its children, depth first.
///
/// Each layout places its children in its own coordinates (bounds at the origin), and a
/// node keeps its frame in its parent's coordinates: SwiftUI's model, where a view's
/// geometry is relative to its container. Pane coordinates are composed afterwards
/// (`absoluteFrames`). This is what lets a graph that lives across instants skip a clean
/// subtree that merely moved: its frames relative to its parent are exactly what a fresh
/// pass would compute, so the result does not depend on which instants came before.
extension LayoutGraph {
    func run(in canvas: CGSize) {
        guard !nodes.isEmpty else { return }
        LayoutPass.$isRunning.withValue(true) { runPass(in: canvas) }
    }

    private func runPass(in canvas: CGSize) {
        layoutCalls = 0
        layoutCallBudget = LayoutBudget.callsPerPass
        let proposal = ProposedViewSize(canvas)
        let size = sizeThatFits(0, proposal)
        let origin = CGPoint(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        layoutNode(0, frame: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// `frame` is in the parent's coordinates. A node that is clean (nothing in its subtree
    /// changed since the last pass) and gets the same size and proposal as last time has
    /// children placed exactly as before, so its subtree is left as it is.
    private func layoutNode(_ node: Int, frame: CGRect, proposal: ProposedViewSize) {
        let record = records[node]
        let unchanged = record.isPlaced && !record.isDirty && frames[node].size == frame.size && record.proposal == proposal
        frames[node] = frame
        records[node] = Record(placement: record.placement, proposal: proposal, isPlaced: true, isDirty: false)
        if unchanged { return }
        nodes[node].paths.removeAll()
        let bounds = CGRect(origin: .zero, size: frame.size)
        guard placeSubviews(of: node, in: bounds, proposal: proposal) else { return }
        for child in nodes[node].children {
            let record = records[child]
            // An unplaced subview sits in the centre of its parent, as SwiftUI documents.
            let placement = checked(
                record.placement ?? Placement(position: CGPoint(x: bounds.midX, y: bounds.midY),
                                              anchor: .center, proposal: .unspecified),
                node: child)
            // A clean child proposed what it was last time has the size it had, and its own
            // children stay where they were: only its origin can change. In a live wheel
            // that is every child at every instant.
            let clean = record.isPlaced && !record.isDirty && record.proposal == placement.proposal
            let size = clean ? frames[child].size : sizeThatFits(child, placement.proposal)
            let origin = CGPoint(x: placement.position.x - placement.anchor.x * size.width,
                                 y: placement.position.y - placement.anchor.y * size.height)
            if clean {
                frames[child].origin = origin
            } else {
                layoutNode(child, frame: CGRect(origin: origin, size: size), proposal: placement.proposal)
            }
        }
    }

    /// Runs the node's own `placeSubviews`, recording where its children go without laying
    /// them out. False for a leaf, which has nothing to place.
    @discardableResult
    func placeSubviews(of node: Int, in bounds: CGRect, proposal: ProposedViewSize) -> Bool {
        guard case .layout(let box) = nodes[node].kind, spendLayoutCall(node) else { return false }
        for child in nodes[node].children { records[child].placement = nil }
        var cache = takeCache(node, box)
        box.placeSubviews(bounds, proposal, subviews(of: node), &cache)
        nodes[node].cache = cache
        return true
    }

    /// Every node's frame in pane coordinates.
    func absoluteFrames() -> [CGRect] { Self.absolute(frames, parents: parents) }

    /// One node's origin in pane coordinates, summed from the root down as `absolute` does.
    func absoluteOrigin(of node: Int) -> CGPoint {
        let parent = parents[node]
        guard parent >= 0 else { return frames[node].origin }
        let base = absoluteOrigin(of: parent)
        return CGPoint(x: frames[node].origin.x + base.x, y: frames[node].origin.y + base.y)
    }

    /// Frames in their parents' coordinates to pane coordinates. Nodes are stored parents
    /// first, so one forward sweep composes each origin from its parent's.
    static func absolute(_ frames: [CGRect], parents: [Int]) -> [CGRect] {
        var absolute = frames
        for index in absolute.indices {
            let parent = parents[index]
            if parent >= 0 {
                absolute[index].origin.x += absolute[parent].minX
                absolute[index].origin.y += absolute[parent].minY
            }
        }
        return absolute
    }
}
