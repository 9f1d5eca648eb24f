import Foundation

/// Everything that animates in one strategy's pane, worked out once per scene: SwiftUI's
/// animators, made by replaying the scene's transactions in order.
///
/// For each transaction, on a `PresentationGraph`:
/// 1. the layout at the old model state with every presentation as it is at that instant;
/// 2. each animatable attribute whose value changed gets an animator from its presentation
///    value to the new one: a layout's `animatableData` (only geometry effects such as
///    `offset` under the position strategy, which treats every layout's as empty), and each
///    view's opacity, rotation and scale;
/// 3. the layout at the new model state with the same presentations. What moved between
///    1 and 3 is geometry: each view's frame in its container animates in a straight line,
///    except the children of a layout whose `animatableData` animates in this transaction,
///    which that layout alone places at every instant (article 000: SwiftUI "不会为我们插入
///    位置。相反，它会插入角度值", it interpolates the angle, not the positions).
struct AnimationPlan: Sendable {
    /// One layout node's animators: a new one starts when the node's layout changes type.
    struct LayoutEntry: Sendable {
        let node: Int
        var runs: [(start: Double, animator: any LayoutAnimator)]
        var settleTime: Double
        /// Component names, when the scene named them.
        let names: [String]?
        /// Whether any transaction animated the selected data.
        var animated = false

        func run(at time: Double) -> (any LayoutAnimator)? {
            (runs.last { $0.start <= time } ?? runs.first)?.animator
        }
    }

    let strategy: Strategy
    let transactions: TransactionList
    /// The graph's node ids when planned: a graph of another shape cannot use this plan.
    let ids: [String]
    private(set) var layouts: [LayoutEntry] = []
    private(set) var geometry = OffsetChannel.empty(stride: 4)
    private(set) var effects = OffsetChannel.empty(stride: 3)

    var settleTime: Double {
        max(geometry.settleTime, effects.settleTime, layouts.map(\.settleTime).max() ?? 0)
    }

    /// Whether anything's `animatableData` animates in this pane at all: a transaction
    /// animated some layout's data, or a keyframe track feeds the body continuously.
    var animatesLayoutData: Bool {
        layouts.contains(where: \.animated) || (strategy == .animatable && !transactions.continuous.isEmpty)
    }

    init(scene: Scene, strategy: Strategy, measurer: any TextMeasurer) throws(LayoutErrors) {
        self.strategy = strategy
        let list = TransactionList(scene: scene, strategy: strategy)
        transactions = list
        var graph = PresentationGraph(scene: scene, state: list.state(after: -1, at: 0), measurer: measurer)
        let ids = graph.ids
        self.ids = ids
        let parents = graph.graph.parents
        let initialEffects = graph.ownEffects
        /// Brings the graph to `state`; a graph that cannot follow (two-way values to apply, a
        /// refresh of another shape) is built anew, and must have the same views.
        func move(to state: SceneState) throws(LayoutErrors) {
            guard !graph.update(to: state) else { return }
            graph = PresentationGraph(scene: scene, state: state, measurer: measurer, ids: ids)
            guard graph.ids == ids else { throw Self.reshaped(scene) }
        }
        var entries: [Int: LayoutEntry] = [:]
        for node in graph.layoutNodes {
            guard let model = graph.modelLayout(node), let animator = Self.animator(model, strategy) else { continue }
            entries[node] = LayoutEntry(node: node, runs: [(-.infinity, animator)], settleTime: 0, names: model.selection?.animatingNames)
        }
        var frames: [[Double]] = [], effectTargets: [[Double]] = []
        var cumulative = [Double](repeating: 0, count: parents.count * 4)
        for (k, transaction) in list.transactions.enumerated() {
            let time = transaction.time
            layouts = entries.keys.sorted().map { entries[$0]! }
            try move(to: list.state(after: k - 1, at: time))
            graph.present(self, at: time)
            let before = try graph.relativeFrames(in: scene.canvas)
            try move(to: list.state(after: k, at: time))
            var animating = [Bool](repeating: false, count: parents.count)
            for node in graph.layoutNodes {
                guard let model = graph.modelLayout(node) else { continue }
                if let entry = entries[node], let last = entry.runs.last,
                   let (next, animates) = last.animator.adding(model, at: time, animation: transaction.animation) {
                    entries[node]!.runs[entry.runs.count - 1].animator = next
                    if animates {
                        animating[node] = true
                        entries[node]!.animated = true
                    }
                    entries[node]!.settleTime = max(entry.settleTime, next.settleTime)
                } else if let animator = Self.animator(model, strategy) {
                    // A layout of another type (an AnyLayout switch) takes over at once.
                    if entries[node] == nil {
                        entries[node] = LayoutEntry(node: node, runs: [], settleTime: time, names: model.selection?.animatingNames)
                    }
                    entries[node]!.runs.append((time, animator))
                    entries[node]!.settleTime = max(entries[node]!.settleTime, time)
                }
            }
            layouts = entries.keys.sorted().map { entries[$0]! }
            graph.present(self, at: time)
            let after = try graph.relativeFrames(in: scene.canvas)
            // Each view's jump in pane coordinates, `moved`: its container's plus its own.
            // A child of a layout animating its data in this transaction is placed by that
            // layout alone, so it owes nothing, not even its container's move; its own
            // children then move with it as usual. Jumps are stored relative to the parent,
            // the way frames are kept, so they compose down the tree.
            var moved = [CGPoint](repeating: .zero, count: after.count)
            for node in after.indices {
                let parent = parents[node]
                let inherited = parent >= 0 ? moved[parent] : .zero
                let (a, b) = (before[node], after[node])
                if parent >= 0 && animating[parent] { continue }  // moved[node] stays zero
                moved[node] = CGPoint(x: inherited.x + b.minX - a.minX, y: inherited.y + b.minY - a.minY)
                cumulative[4 * node + 2] += b.width - a.width
                cumulative[4 * node + 3] += b.height - a.height
            }
            for node in after.indices {
                let parent = parents[node]
                let inherited = parent >= 0 ? moved[parent] : .zero
                cumulative[4 * node] += moved[node].x - inherited.x
                cumulative[4 * node + 1] += moved[node].y - inherited.y
            }
            frames.append(cumulative)
            effectTargets.append(graph.ownEffects.flatMap { [$0.opacity, $0.rotation.degrees, Double($0.scale)] })
        }
        layouts = entries.keys.sorted().map { entries[$0]! }
        geometry = OffsetChannel(transactions: list.transactions, cumulative: frames, stride: 4)
        effects = Self.effectChannel(list.transactions, targets: effectTargets, initial: initialEffects)
    }

    /// The animator a layout gets in this pane, if any of its data animates here.
    static func animator(_ layout: any ErasedLayout, _ strategy: Strategy) -> (any LayoutAnimator)? {
        guard strategy == .animatable || layout.isGeometryEffect else { return nil }
        return layout.makeAnimator()
    }

    /// Effects animate as offsets from their model values, like frames; the targets are the
    /// values themselves, so the jumps are their differences.
    private static func effectChannel(_ transactions: [TransactionList.Transaction], targets: [[Double]],
                                      initial: [DisplayItems.OwnEffect]) -> OffsetChannel {
        let start = initial.flatMap { [$0.opacity, $0.rotation.degrees, Double($0.scale)] }
        let cumulative = targets.map { target in zip(target, start).map { $0 - $1 } }
        return OffsetChannel(transactions: transactions, cumulative: cumulative, stride: 3)
    }

    static func reshaped(_ scene: Scene) -> LayoutErrors {
        LayoutErrors(errors: [LayoutError(kind: .layoutReported, layout: "body", view: "root",
            message: "the view tree of '\(scene.title)' changes shape between states: views must keep their identity "
                + "(the same children in the same order) for their frames to animate")])
    }
}
