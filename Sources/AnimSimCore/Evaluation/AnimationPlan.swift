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
        /// Whether its runs are the very runs of the entry before it (`SharedLayoutAnimators`).
        var sharesPrevious = false

        /// The run started last at or before `time`, else the first. Found by index: a
        /// search by closure copied (retained) each run's animator it looked at.
        func run(at time: Double) -> (any LayoutAnimator)? {
            guard var index = runs.indices.last else { return nil }
            while index > 0, runs[index].start > time { index -= 1 }
            return runs[index].animator
        }
    }

    let strategy: Strategy
    let transactions: TransactionList
    /// Every id any state's tree holds, first seen first: a view's slot in the channels and
    /// layout entries. A scene whose tree keeps its shape has its graph's ids here.
    private(set) var ids: [String] = []
    /// When views are inserted and removed.
    private(set) var membership = Membership()
    /// Each id's slot.
    private(set) var slotIndex: [String: Int] = [:]
    private(set) var layouts: [LayoutEntry] = []
    private(set) var geometry = OffsetChannel.empty(stride: 4)
    private(set) var effects = OffsetChannel.empty(stride: Self.effectStride)
    /// Fill, stroke and label colours and corner radii (`PaintData`): empty unless a
    /// transaction changes one.
    private(set) var paint = OffsetChannel.empty(stride: PaintData.stride)
    /// The position pane's naive morph of each view's own drawn matrix (its geometry
    /// effects and rotation), element by element (`MatrixMorph`): empty in the animatable pane.
    private(set) var matrices = OffsetChannel.empty(stride: 9)
    /// Whether this pane morphs drawn matrices instead of animating effects' data.
    var morphsMatrices: Bool { strategy == .position }
    /// The position pane's naive outline morphs (`OutlineMorphs`); empty in the other pane.
    private(set) var outlineMorphs = OutlineMorphs()
    /// Each view's gradient animations (`GradientChannel`): empty unless a gradient changes.
    private(set) var gradients = GradientChannels(naive: false)

    /// The position pane's cross-fades of texts and images (`ContentFades`); empty in the other pane.
    private(set) var contentFades = ContentFades()
    /// Texts whose string changes under a content transition (animatable pane only).
    private(set) var textTransitions = TextTransitions()

    var settleTime: Double {
        max(geometry.settleTime, effects.settleTime, paint.settleTime, matrices.settleTime, layouts.map(\.settleTime).max() ?? 0,
            outlineMorphs.settleTime, contentFades.settleTime, gradients.settleTime)
    }

    /// The instant from which nothing in this pane changes: every animation settled (their
    /// values are then exactly their targets), the last transaction made, every keyframe
    /// track at its end (tracks are read clamped to it) and every insertion and removal
    /// over. `SceneEvaluator.quietTime` builds on it.
    var quietTime: Double {
        max(settleTime, transactions.transactions.last?.time ?? 0, membership.lastEnd, textTransitions.lastEnd,
            transactions.continuous.map(\.track.duration).max() ?? 0)
    }

    /// Whether anything's `animatableData` animates in this pane at all: a transaction
    /// animated some layout's data, or a keyframe track feeds the body continuously.
    var animatesLayoutData: Bool {
        layouts.contains(where: \.animated) || (strategy == .animatable && !transactions.continuous.isEmpty)
    }

    /// No animation at all: the plan of a still scene's pass (`LayoutEngine`), which shows
    /// every view at its model state.
    init(still scene: Scene, ids: [String]) {
        strategy = .animatable
        transactions = TransactionList(scene: scene, strategy: .animatable)
        self.ids = ids
        slotIndex = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    init(scene: Scene, strategy: Strategy, measurer: any TextMeasurer) throws(LayoutErrors) {
        self.strategy = strategy
        let list = TransactionList(scene: scene, strategy: strategy)
        transactions = list
        var graph = PresentationGraph(scene: scene, state: list.state(after: -1, at: 0), measurer: measurer)
        var slots = SlotTable(ids: graph.ids)
        /// Brings the graph to `state`; a graph that cannot follow (two-way values to apply, a
        /// tree of another shape) is built anew.
        func move(to state: SceneState) {
            guard !graph.update(to: state) else { return }
            graph = PresentationGraph(scene: scene, state: state, measurer: measurer, ids: slots.ids)
        }
        var entries: [Int: LayoutEntry] = [:]
        for node in graph.layoutNodes {
            guard let model = graph.modelLayout(node), let animator = Self.animator(model, strategy) else { continue }
            entries[node] = LayoutEntry(node: node, runs: [(-.infinity, animator)], settleTime: 0, names: model.selection?.animatingNames)
        }
        var frames: [[Double]] = [], effectTargets: [[Double]] = []
        var paintJumps = PaintJumps()
        gradients = GradientChannels(naive: strategy == .position)
        var morph = MatrixMorph(enabled: strategy == .position)
        var cumulative = [Double](repeating: 0, count: graph.ids.count * 4)
        var targets = Self.effectValues(graph.ownEffects)
        var start = targets
        // What the unanimated part of each re-insertion has moved the targets by (see
        // `Transitions.apply`): subtracted from every later target, so it is never owed.
        var shift = [Double](repeating: 0, count: targets.count)
        for (k, transaction) in list.transactions.enumerated() {
            let time = transaction.time
            layouts = entries.keys.sorted().map { entries[$0]! }
            self.ids = slots.ids
            move(to: list.state(after: k - 1, at: time))
            graph.present(self, at: time)
            let before = try graph.relativeFrames(in: scene.canvas)
            let old = TreeSnapshot(graph, slots: &slots)
            let oldMatrices = morph.matrices(graph, frames: before, slots: old.slots)
            let oldOutlines = strategy == .position ? Self.outlines(graph, frames: before, slots: old.slots) : [:]
            move(to: list.state(after: k, at: time))
            let new = TreeSnapshot(graph, slots: &slots)
            let changed = old.slots != new.slots
            if strategy == .position { contentFades.record(old: old, new: new, at: time, animation: transaction.animation) }
            cumulative += [Double](repeating: 0, count: slots.ids.count * 4 - cumulative.count)
            var animating = [Bool](repeating: false, count: new.slots.count), shared = SharedLayoutAnimators()
            for node in graph.layoutNodes {
                guard let model = graph.modelLayout(node) else { continue }
                let slot = new.slots[node]
                if let entry = entries[slot], let last = entry.runs.last, old.node(of: slot) != nil,
                   let (next, animates) = shared.adding(last.animator, model, at: time, animation: transaction.animation) {
                    entries[slot]!.runs[entry.runs.count - 1].animator = next
                    if animates {
                        animating[node] = true
                        entries[slot]!.animated = true
                    }
                    entries[slot]!.settleTime = max(entry.settleTime, next.settleTime)
                } else if let animator = Self.animator(model, strategy) {
                    // A layout of another type (an AnyLayout switch), or a new view's, takes over at once.
                    if entries[slot] == nil {
                        entries[slot] = LayoutEntry(node: slot, runs: [], settleTime: time, names: model.selection?.animatingNames)
                    }
                    entries[slot]!.runs.append((time, animator))
                    entries[slot]!.settleTime = max(entries[slot]!.settleTime, time)
                }
            }
            layouts = entries.keys.sorted().map { entries[$0]! }
            self.ids = slots.ids
            graph.present(self, at: time)
            let after = try graph.relativeFrames(in: scene.canvas)
            if strategy == .position {
                outlineMorphs.record(before: oldOutlines, after: Self.outlines(graph, frames: after, slots: new.slots),
                                     at: time, animation: transaction.animation)
            }
            // Each view's jump in pane coordinates, `moved`: its container's plus its own.
            // A child of a layout animating its data in this transaction is placed by that
            // layout alone, so it owes nothing, not even its container's move; its own
            // children then move with it as usual. Jumps are stored relative to the parent,
            // the way frames are kept, so they compose down the tree. An inserted view does
            // not move: it takes its place at once.
            let parents = graph.graph.parents
            // A matched geometry group whose source changed: the inserted view starts at the
            // removed one's frame, which then leaves towards the inserted one's (`MatchedFrames`).
            let matched = changed ? MatchedFrames(old: old, new: new, before: before, after: after) : nil
            var moved = [CGPoint](repeating: .zero, count: after.count)
            for node in after.indices {
                let parent = parents[node], slot = new.slots[node]
                let inherited = parent >= 0 ? moved[parent] : .zero
                let b = after[node]
                let a = old.node(of: slot).map { before[$0] } ?? matched?.start(node, inherited: inherited) ?? b
                if parent >= 0 && animating[parent] { continue }  // moved[node] stays zero
                moved[node] = CGPoint(x: inherited.x + b.minX - a.minX, y: inherited.y + b.minY - a.minY)
                cumulative[4 * slot + 2] += b.width - a.width
                cumulative[4 * slot + 3] += b.height - a.height
            }
            for node in after.indices {
                let parent = parents[node], slot = new.slots[node]
                let inherited = parent >= 0 ? moved[parent] : .zero
                cumulative[4 * slot] += moved[node].x - inherited.x
                cumulative[4 * slot + 1] += moved[node].y - inherited.y
            }
            targets += [Double](repeating: 0, count: slots.ids.count * Self.effectStride - targets.count)
            start += [Double](repeating: 0, count: slots.ids.count * Self.effectStride - start.count)
            shift += [Double](repeating: 0, count: slots.ids.count * Self.effectStride - shift.count)
            let previous = targets
            var fresh = Set<Int>()
            for (node, effect) in graph.ownEffects.enumerated() {
                let slot = new.slots[node]
                if old.node(of: slot) == nil, !slots.seen(slot) {
                    // Never drawn before: its effects start where its insertion puts them.
                    fresh.insert(slot)
                    start.replaceSubrange(Self.effectStride * slot..<Self.effectStride * (slot + 1), with: Self.effectValues([effect]))
                }
                targets.replaceSubrange(Self.effectStride * slot..<Self.effectStride * (slot + 1), with: Self.effectValues([effect]))
            }
            let newMatrices = morph.matrices(graph, frames: after, slots: new.slots)
            if changed {
                Transitions.apply(old: old, new: new, before: before, after: after, transaction: transaction, fresh: fresh,
                                  settled: previous, cumulative: &cumulative, targets: &targets, start: &start, shift: &shift,
                                  membership: &membership, matched: matched, morph: &morph, matrices: (oldMatrices, newMatrices))
            }
            paintJumps.record(old: old, new: new, slotCount: slots.ids.count)
            gradients.record(old: old, new: new, at: time, animation: transaction.animation)
            if strategy == .animatable { textTransitions.record(old: old, new: new, transaction: transaction) }
            morph.record(old: oldMatrices, new: newMatrices,
                         in: morph.enabled ? Set(old.slots).intersection(new.slots) : [], slotCount: slots.ids.count)
            slots.markSeen(new.slots)
            frames.append(cumulative)
            effectTargets.append(zip(targets, shift).map { $0 - $1 })
        }
        layouts = SharedLayoutAnimators.marking(entries.keys.sorted().map { entries[$0]! })
        ids = slots.ids
        let count = slots.ids.count
        frames = frames.map { $0 + [Double](repeating: 0, count: count * 4 - $0.count) }
        geometry = OffsetChannel(transactions: list.transactions, cumulative: frames, stride: 4)
        start += [Double](repeating: 0, count: count * Self.effectStride - start.count)
        // A slot not yet in any tree at a transaction owes nothing there: its target is its start.
        let jumps = effectTargets.map { target in (0..<count * Self.effectStride).map { (($0 < target.count ? target[$0] : start[$0]) - start[$0]) } }
        slotIndex = slots.index
        effects = OffsetChannel(transactions: list.transactions, cumulative: jumps, stride: Self.effectStride)
        paint = paintJumps.channel(transactions: list.transactions, slotCount: count)
        matrices = morph.channel(transactions: list.transactions, slotCount: count)
    }

    /// Opacity, rotation (degrees), scale and a transition's blur: `effectStride` numbers a view.
    static func effectValues(_ effects: [DisplayItems.OwnEffect]) -> [Double] {
        effects.flatMap { [$0.opacity, $0.rotation.degrees, Double($0.scale), $0.blur] }
    }
    static let effectStride = 4

    /// The animator a layout gets in this pane, if any of its data animates here.
    static func animator(_ layout: any ErasedLayout, _ strategy: Strategy) -> (any LayoutAnimator)? {
        guard strategy == .animatable || layout.isGeometryEffect else { return nil }
        return layout.makeAnimator()
    }
}
