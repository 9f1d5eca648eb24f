import Foundation

/// One pane's layout graph, kept across instants: the scene's tree at a model state, with
/// every animating attribute set to its presentation value, laid out again only where
/// something changed. Evaluation, planning and every strategy go through this one type.
///
/// - `update(to:)` brings the tree to a model state: scene files refresh only the views that
///   read the state (`LiveView`); a body written in Swift is refreshed whole.
/// - `present(_:at:)` sets each animated layout's presentation (its `animatableData`
///   interpolated by its animator) and forgets only what depended on it.
/// - `items(_:at:in:)` lays out, adds the geometry and effect animations of `plan` on top
///   of the layout's own frames (relative to their parents, as SwiftUI animates a view's
///   frame in its container), and resolves the display items.
///
/// The result is the same, bit for bit, as a fresh graph's at that instant, whatever
/// instants came before: a node's answers depend only on its own subtree and on values set
/// here, and frames are kept relative to the parent.
final class PresentationGraph {
    /// Replaced whole only when a time body's content changes its structure (`rebuild(at:)`).
    private(set) var graph: LayoutGraph
    let scene: Scene
    private(set) var state: SceneState
    private(set) var ids: [String]
    private(set) var appearances: [DisplayItems.Appearance]
    /// Each node's own effects at the model state (animations are added when resolving).
    private var effects: [DisplayItems.OwnEffect]
    private var transformCount: Int
    /// How many nodes set a `zIndex`: with none, items stay in tree order at no cost.
    private var zIndexCount: Int
    /// Each id's node, for matching a plan's slots when views come and go.
    private(set) lazy var nodeIndex: [String: Int] = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    /// Each node's slot in the plan last asked for (`slots(in:)`), kept with that plan's ids.
    var slotCache: (ids: [String], slots: [Int])?
    /// The combined tree of the last instant whose views come and go, with what it was made for.
    var combinedCache: (ids: [String], ghosts: [Int], insertions: [Int], tree: CombinedTree)?
    /// Each layout node's layout at the model state, as the last refresh left it: the
    /// animators present these.
    private var modelLayouts: [(any ErasedLayout)?] = []
    /// Which shapes hold one value, at the model state and as presented (`ShapeRows`).
    var rows = ShapeRows()
    /// The nodes that draw through a matrix of their own (geometry effects, offsets).
    private(set) var effectNodes = Set<Int>()
    /// The nodes that draw a shape's outline (`OutlineDrawing`).
    private(set) var outlineNodes: Set<Int> = [] { didSet { outlineOrder = nil } }
    /// `outlineNodes` in tree order, made again only when a node starts or stops being a shape.
    private var outlineOrder: [Int]?
    var orderedOutlineNodes: [Int] {
        if let outlineOrder { return outlineOrder }
        let order = outlineNodes.sorted()
        outlineOrder = order
        return order
    }
    /// The nodes with a `matchedGeometryEffect` (`withMatchedFollowers`).
    private(set) var matchedNodes: Set<Int> = []
    /// The nodes whose children follow the scene's time (`_TimeBodyLayout`), and the key of
    /// the instant each one's children were made for (`presentTimeBodies`).
    var timeNodes: Set<Int> = []
    var timeShown: [Int: Double] = [:]
    /// Counts the changes of `timeNodes`, so `presentTimeBodies` sees one without comparing sets.
    private(set) var timeNodesVersion = 0

    /// `writeBacks`: two-way values to apply while the tree is flattened (last frame's).
    /// `time`: every time body's content made for that instant instead of the model's.
    init(scene: Scene, state: SceneState, measurer: any TextMeasurer, writeBacks: [String: WriteBackValue] = [:],
         ids shared: [String] = [], time: Double? = nil) {
        self.scene = scene
        let root = time.map { scene.body(state).presentingTimeBodies(at: $0) } ?? scene.body(state)
        graph = LayoutGraph(root: root, measurer: measurer, store: WriteBackStore(applied: writeBacks))
        self.state = state
        let ids = graph.nodes.map { $0.id }
        self.ids = ids == shared ? shared : ids
        appearances = graph.nodes.indices.map(graph.appearance)
        effects = graph.styles.map(DisplayItems.OwnEffect.init)
        transformCount = effects.count(where: \.transforms)
        zIndexCount = appearances.count(where: { $0.zIndex != 0 })
        for index in graph.nodes.indices { recordModelLayout(index) }
        if let time { for node in timeNodes { timeShown[node] = timeSource(node)?.key(at: time) } }
    }

    /// The layout of node `index` at the model state (nil for a leaf).
    func modelLayout(_ index: Int) -> (any ErasedLayout)? { index < modelLayouts.count ? modelLayouts[index] : nil }

    var layoutNodes: [Int] { modelLayouts.indices.filter { modelLayouts[$0] != nil } }

    /// What two-way bindings wrote in the last pass.
    var written: [String: WriteBackValue] { graph.store.written }

    /// Brings the tree to `state`. False when it no longer fits the graph (another shape, or
    /// two-way values to apply): the caller builds a new graph. A body of another shape is
    /// found before anything changes, so this graph stays whole, the graph of its own state
    /// (`isBroken` false), for a pool to lend again when the scene comes back to it.
    func update(to state: SceneState) -> Bool {
        guard state != self.state else { return true }
        if scene.hasLiveBody {
            self.state = state
            for (index, live) in graph.liveNodes {
                guard graph.refresh(index, with: live.refresh(state)) else { isBroken = true; return false }
            }
        } else {
            let body = scene.body(state)
            guard graph.fits(0, body) else { return false }
            self.state = state
            guard graph.refresh(0, with: body) else { isBroken = true; return false }
        }
        absorbRefreshed()
        return true
    }

    /// Set when a refresh failed halfway: the graph describes no state and must not be used.
    private(set) var isBroken = false

    /// Applies what two-way bindings hold this frame. False when an applied value changes a
    /// view's shape: the caller builds a new graph.
    func apply(writes: [String: WriteBackValue]) -> Bool {
        guard graph.applyWrites(writes) else { return false }
        absorbRefreshed()
        return true
    }

    /// Brings `graph` to `state` with `writes` applied and `plan` presented at `time`,
    /// building a new graph when the kept one cannot follow.
    static func prepare(_ graph: inout PresentationGraph, state: SceneState, writes: [String: WriteBackValue],
                        plan: AnimationPlan, at time: Double) {
        if !graph.update(to: state) || !graph.apply(writes: writes) {
            graph = PresentationGraph(scene: graph.scene, state: state, measurer: graph.graph.measurer, writeBacks: writes,
                                      ids: graph.ids)
        }
        graph.present(plan, at: time)
    }

    /// Becomes a graph of the same state built afresh with every time body's content made
    /// for `time`: a time body whose content at `time` has another structure than the one
    /// this graph holds (a view that comes or goes with the date) cannot be refreshed in place.
    func rebuild(at time: Double) {
        let fresh = PresentationGraph(scene: scene, state: state, measurer: graph.measurer, writeBacks: appliedWrites,
                                      ids: ids, time: time)
        (graph, ids, appearances, effects) = (fresh.graph, fresh.ids, fresh.appearances, fresh.effects)
        (transformCount, zIndexCount, nodeIndex) = (fresh.transformCount, fresh.zIndexCount, fresh.nodeIndex)
        (slotCache, combinedCache, modelLayouts, rows) = (nil, nil, fresh.modelLayouts, fresh.rows)
        (effectNodes, outlineNodes, matchedNodes) = (fresh.effectNodes, fresh.outlineNodes, fresh.matchedNodes)
        (timeNodes, timeShown) = (fresh.timeNodes, fresh.timeShown)
        isBroken = false
    }

    /// What the refreshed nodes look like now, for the items.
    func absorbRefreshed() {
        if !graph.refreshed.isEmpty { combinedCache = nil }
        for index in graph.refreshed {
            timeShown[index] = nil
            let appearance = graph.appearance(index)
            zIndexCount += (appearance.zIndex != 0 ? 1 : 0) - (appearances[index].zIndex != 0 ? 1 : 0)
            if appearances[index] != appearance { appearances[index] = appearance }
            let effect = DisplayItems.OwnEffect(graph.styles[index])
            transformCount += (effect.transforms ? 1 : 0) - (effects[index].transforms ? 1 : 0)
            effects[index] = effect
            recordModelLayout(index)
        }
        graph.refreshed.removeAll(keepingCapacity: true)
    }

    /// What two-way bindings hold now.
    var appliedWrites: [String: WriteBackValue] { graph.store.applied }

    /// Lays out what changed and resolves the items with `plan`'s animations at `time`.
    /// Throws the pass's errors; a graph that threw must not be used again, since answers it
    /// kept may have been the bad ones.
    func items(_ plan: AnimationPlan, at time: Double, in canvas: CGSize) throws(LayoutErrors) -> DisplayItems {
        let frames = try relativeFrames(in: canvas)
        let measured = graph.measureDebugSizes()
        if !graph.errors.isEmpty { throw LayoutErrors(errors: graph.errors) }
        var paths: [Int: [Path]] = [:]
        for index in graph.pathOwners where !graph.nodes[index].paths.isEmpty {
            paths[index] = graph.panePaths(of: index, origin: graph.absoluteOrigin(of: index))
        }
        if !sharesSlots(with: plan) {
            let changing = withOutlines(changingItems(plan, at: time, frames: frames, paths: paths, measured: measured), plan, at: time)
            return withMatchedFollowers(withTextTransitions(withFades(changing, plan, at: time), plan, at: time))
        }
        var moved = frames
        plan.geometry.add(at: time, to: &moved) { frame, owed in frame = frame.adding(owed) }
        var effects = self.effects
        let morphs = plan.morphsMatrices
        let animatesEffects = plan.effects.add(at: time, to: &effects) { effect, owed in effect = effect.adding(owed, turning: !morphs) }
        let own = drawnEffects(sizes: moved, plan: plan, at: time)
        let geometry = DisplayItems.resolve(parents: graph.parents, frames: .relative(moved), effects: effects,
                                            transforms: animatesEffects ? nil : transformCount > 0, own: own,
                                            rotationMorphed: plan.morphsMatrices)
        // Copied only while a colour or corner radius animates.
        var appearances = self.appearances
        plan.paint.add(at: time, to: &appearances) { appearance, owed in PaintData.apply(owed, to: &appearance) }
        plan.gradients.apply(at: time, to: &appearances)
        var items = DisplayItems(ids: ids, appearances: appearances, geometry: geometry, paths: paths, measuredSizes: measured)
        for (node, value) in own where !value.effects.isEmpty { items.effects[node] = value.effects }
        for (node, value) in own { items.composites[node] = value.composite }
        let outlined = withOutlines(zIndexCount > 0 ? items.orderedByZIndex() : items, plan, at: time)
        return withMatchedFollowers(withTextTransitions(withFades(outlined, plan, at: time), plan, at: time))
    }

    /// Runs the pass and answers each node's frame in its parent's coordinates.
    func relativeFrames(in canvas: CGSize) throws(LayoutErrors) -> [CGRect] {
        graph.forgetErrors()
        graph.run(in: canvas)
        if !graph.errors.isEmpty { throw LayoutErrors(errors: graph.errors) }
        return graph.frames
    }

    /// Each node's own opacity, rotation (degrees) and scale at the model state.
    var ownEffects: [DisplayItems.OwnEffect] { effects }

    private func recordModelLayout(_ index: Int) {
        rows.modelChanged(index)
        if case .layout(let box) = graph.nodes[index].kind {
            if index >= modelLayouts.count { modelLayouts += [(any ErasedLayout)?](repeating: nil, count: index + 1 - modelLayouts.count) }
            modelLayouts[index] = box
            if box is any DrawnEffectCarrier || box is any FrameReadingCarrier { effectNodes.insert(index) } else { effectNodes.remove(index) }
        } else {
            effectNodes.remove(index)
        }
        let isTimeNode = timeSource(index) != nil
        if isTimeNode != timeNodes.contains(index) {
            if isTimeNode { timeNodes.insert(index) } else { timeNodes.remove(index) }
            timeNodesVersion &+= 1
        }
        // Only a change touches the set (and drops its order).
        if graph.isOutlineNode(index) != outlineNodes.contains(index) {
            if outlineNodes.contains(index) { outlineNodes.remove(index) } else { outlineNodes.insert(index) }
        }
        if graph.styles[index].matchedGeometry != nil { matchedNodes.insert(index) } else { matchedNodes.remove(index) }
    }
}

extension LayoutGraph {
    func appearance(_ index: Int) -> DisplayItems.Appearance {
        DisplayItems.Appearance(parent: nodes[index].parent >= 0 ? nodes[index].parent : nil, depth: nodes[index].depth,
                                kind: nodes[index].kind,
                                isModifier: nodes[index].isModifier, style: styles[index])
    }
}
