import Foundation

/// Lays out a view tree in a canvas: the public entry to the layout engine.
public struct LayoutEngine: Sendable {
    public var measurer: any TextMeasurer
    /// How many passes two-way values get to settle before they count as a layout loop.
    public var maxWriteBackPasses: Int

    public init(measurer: any TextMeasurer = FixedAdvanceTextMeasurer(), maxWriteBackPasses: Int = 8) {
        self.measurer = measurer
        self.maxWriteBackPasses = maxWriteBackPasses
    }

    /// One pass with the two-way values of the previous frame applied.
    public func layout(_ root: ViewNode, in canvas: CGSize, applying writeBacks: WriteBacks = WriteBacks()) throws(LayoutErrors) -> LayoutResult {
        let store = WriteBackStore(applied: writeBacks.values)
        let graph = LayoutGraph(root: root, measurer: measurer, store: store)
        graph.run(in: canvas)
        var result = graph.result { WriteBacks(writeBacks.values.merging(store.written) { $1 }) }
        result.layoutCalls = graph.layoutCalls
        if !graph.errors.isEmpty { throw LayoutErrors(errors: graph.errors) }
        return result
    }

    /// The values two-way bindings settle on for `root`: passes repeat, each applying the
    /// previous pass's writes, until the writes stop changing. A layout whose writes keep
    /// changing its own input is a layout loop; it is reported after `maxWriteBackPasses`,
    /// naming the views and layouts involved, instead of hanging.
    public func settledWriteBacks(_ root: ViewNode, in canvas: CGSize, from start: WriteBacks = WriteBacks()) throws(LayoutErrors) -> WriteBacks {
        var applied = start
        for _ in 0..<maxWriteBackPasses {
            let result = try layout(root, in: canvas, applying: applied)
            if result.writeBacks == applied { return applied }
            applied = result.writeBacks
        }
        let store = WriteBackStore(applied: applied.values)
        let graph = LayoutGraph(root: root, measurer: measurer, store: store)
        graph.run(in: canvas)
        throw Self.loopError(written: applied.values.merging(store.written) { $1 }, applied: applied.values,
                             passes: maxWriteBackPasses, ids: graph.nodes.map(\.id), parents: graph.parents,
                             layoutName: graph.layoutName)
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
        if case .layout(let box) = nodes[index].kind { return LayoutName(type: box.type).description }
        return "view"
    }

    /// The views after a pass, in pane coordinates. Asking the showSizes questions may
    /// report errors too, so check `errors` after this; they may write two-way values too,
    /// so those are collected last.
    func result(writeBacks: () -> WriteBacks) -> LayoutResult {
        let measured = measureDebugSizes()
        let frames = absoluteFrames()
        let views = nodes.indices.map { placedView($0, frame: frames[$0], measured: measured[$0] ?? []) }
        return LayoutResult(views: views, writeBacks: writeBacks())
    }

    /// `frame` in pane coordinates; the node's paths are moved there from its own.
    func placedView(_ index: Int, frame: CGRect, measured: [PlacedView.MeasuredSize]) -> PlacedView {
        let node = nodes[index]
        return PlacedView(id: node.id, parent: node.parent >= 0 ? node.parent : nil, depth: node.depth,
                          frame: frame, content: placedContent(index), style: styles[index],
                          paths: panePaths(of: index, origin: frame.origin), measuredSizes: measured)
    }

    /// The paths a node's layout drew in its own coordinates, moved to the pane's.
    func panePaths(of index: Int, origin: CGPoint) -> [Path] {
        nodes[index].paths.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    func placedContent(_ index: Int) -> PlacedView.Content {
        switch nodes[index].kind {
        case .layout(let box): .container(layout: LayoutName(type: box.type))
        case .leaf(.shape(let shape)): .shape(shape)
        case .leaf(.color(let color)): .color(color)
        case .leaf(.text(let text)): .text(text)
        case .leaf: .spacer
        }
    }

    /// Sizes for the showSizes overlay, asked after the pass so they cannot disturb it.
    func measureDebugSizes() -> [Int: [PlacedView.MeasuredSize]] {
        var out: [Int: [PlacedView.MeasuredSize]] = [:]
        for index in showSizesNodes {
            let current = records[index].placement?.proposal ?? ProposedViewSize(frames[index].size)
            out[index] = styles[index].showSizes.map {
                PlacedView.MeasuredSize(request: $0, size: sizeThatFits(index, $0.proposal ?? current))
            }
        }
        return out
    }
}
