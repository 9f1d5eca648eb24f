import Foundation

/// Lays out a view tree in a canvas: the public entry to the layout engine. A pass here is
/// the evaluator's own pass with nothing animating: the tree is the body of a still scene,
/// laid out by a `PresentationGraph` with no animation plan, and resolved into the same
/// `DisplayList` a scene's instant gives. There is one layout pass and one result type.
public struct LayoutEngine: Sendable {
    public var measurer: any TextMeasurer
    /// How many passes two-way values get to settle before they count as a layout loop.
    public var maxWriteBackPasses: Int

    public init(measurer: any TextMeasurer = FixedAdvanceTextMeasurer(), maxWriteBackPasses: Int = 8) {
        self.measurer = measurer
        self.maxWriteBackPasses = maxWriteBackPasses
    }

    /// One pass with the two-way values of the previous frame applied: every view at time 0,
    /// each frame in pane coordinates with its ancestors' rotation and scale composed in.
    public func layout(_ root: ViewNode, in canvas: CGSize, applying writeBacks: WriteBacks = WriteBacks()) throws(LayoutErrors) -> DisplayList {
        try pass(root, in: canvas, applying: writeBacks).list
    }

    /// What two-way bindings hold after one pass: the values applied, overwritten by what
    /// the pass wrote (the values the next frame applies).
    public func writeBacks(_ root: ViewNode, in canvas: CGSize, applying writeBacks: WriteBacks = WriteBacks()) throws(LayoutErrors) -> WriteBacks {
        let graph = try pass(root, in: canvas, applying: writeBacks).graph
        return WriteBacks(writeBacks.values.merging(graph.written) { $1 })
    }

    /// Layout calls one fresh pass makes (sizes measured and placements), as `LayoutBudget`
    /// counts them.
    public func layoutCalls(_ root: ViewNode, in canvas: CGSize) throws(LayoutErrors) -> Int {
        try pass(root, in: canvas, applying: WriteBacks()).graph.graph.layoutCalls
    }

    /// The values two-way bindings settle on for `root`, by the evaluator's own fixpoint
    /// (`PresentationGraph.settledWrites`): a layout whose writes keep changing its own input
    /// is reported after `maxWriteBackPasses`, naming the views and layouts involved.
    public func settledWriteBacks(_ root: ViewNode, in canvas: CGSize, from start: WriteBacks = WriteBacks()) throws(LayoutErrors) -> WriteBacks {
        let scene = Self.still(root, in: canvas)
        var graph = PresentationGraph(scene: scene, state: SceneState(), measurer: measurer, writeBacks: start.values)
        let plan = AnimationPlan(still: scene, ids: graph.ids)
        return WriteBacks(try PresentationGraph.settledWrites(&graph, state: SceneState(), plan: plan, at: 0,
                                                              from: start.values, passes: maxWriteBackPasses))
    }

    /// A fresh graph of `root` laid out once, and what it shows.
    private func pass(_ root: ViewNode, in canvas: CGSize, applying writeBacks: WriteBacks) throws(LayoutErrors)
        -> (graph: PresentationGraph, list: DisplayList) {
        let scene = Self.still(root, in: canvas)
        let graph = PresentationGraph(scene: scene, state: SceneState(), measurer: measurer, writeBacks: writeBacks.values)
        let items = try graph.items(AnimationPlan(still: scene, ids: graph.ids), at: 0, in: canvas)
        let list = DisplayList(size: canvas, background: scene.background, time: 0, strategy: .animatable, state: [],
                               items: items)
        return (graph, list)
    }

    /// `root` as a scene with no parameters and nothing changing: both strategies show it
    /// the same, so the list names the animatable one.
    static func still(_ root: ViewNode, in canvas: CGSize) -> Scene {
        Scene(title: "layout", canvas: canvas, duration: 0, body: { _ in root })
    }
}

extension LayoutEngine {
    /// A layout loop: two-way values whose writes keep changing after `passes` passes,
    /// named with the views that offer them and the layouts that write them.
    static func loopError(written: [String: WriteBackValue], applied: [String: WriteBackValue], passes: Int,
                          ids: [String], parents: [Int], layoutName: (Int) -> String) -> LayoutErrors {
        let changing = written.keys.filter { written[$0] != applied[$0] }.sorted()
        let owners = changing.map { slot -> (view: String, layout: String) in
            let view = String(slot.prefix { $0 != "#" })
            guard let index = ids.firstIndex(of: view), parents[index] >= 0 else { return (view, "layout") }
            return (view, layoutName(parents[index]))
        }
        let layoutNames = Array(Set(owners.map(\.layout))).sorted().joined(separator: ", ")
        return LayoutErrors(errors: [LayoutError(
            kind: .twoWayLoop, layout: layoutNames, view: owners.first?.view ?? "root",
            message: "two-way layout values of \(owners.map { "'\($0.view)'" }.joined(separator: ", ")) still change "
                + "after \(passes) passes: the values written back keep changing the layout's input "
                + "(a layout loop); write back values that the layout does not read, or that settle")])
    }
}

extension LayoutGraph {
    /// The type name of node `index`'s layout, as errors name it.
    func layoutName(_ index: Int) -> String {
        if case .layout(let box) = nodes[index].kind { return box.name }
        return "view"
    }

    /// The paths a node's layout drew in its own coordinates, moved to the pane's.
    func panePaths(of index: Int, origin: CGPoint) -> [Path] {
        nodes[index].paths.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    /// Sizes for the showSizes overlay, asked after the pass so they cannot disturb it.
    func measureDebugSizes() -> [Int: [DisplayItem.MeasuredSize]] {
        var out: [Int: [DisplayItem.MeasuredSize]] = [:]
        for index in showSizesNodes {
            let current = records[index].placement?.proposal ?? ProposedViewSize(frames[index].size)
            out[index] = styles[index].showSizes.map {
                DisplayItem.MeasuredSize(request: $0, size: sizeThatFits(index, $0.proposal ?? current))
            }
        }
        return out
    }
}
