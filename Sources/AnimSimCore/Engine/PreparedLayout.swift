import Foundation

/// A view tree flattened once and laid out again and again, for measuring the engine:
/// `LayoutEngine.layout` builds a fresh graph for every call and resolves a display list, so
/// what one pass costs without the flattening and the resolving is otherwise invisible. `package` access keeps it out of the public API while
/// letting the AnimSimBench executable use it from a release build.
package final class PreparedLayout {
    let graph: LayoutGraph

    package init(_ root: ViewNode, engine: LayoutEngine = LayoutEngine()) {
        graph = LayoutGraph(root: root, measurer: engine.measurer, store: WriteBackStore(applied: [:]))
    }

    package var nodeCount: Int { graph.nodes.count }

    /// Errors of the last pass, if any: a benchmark of an insane layout measures nothing useful.
    package var errors: [LayoutError] { graph.errors }

    /// One whole pass, as `LayoutEngine.layout` runs it minus building the graph and the items:
    /// every memo, cache, placement and error of the previous pass is forgotten first.
    package func run(in canvas: CGSize) {
        graph.forgetPass()
        graph.run(in: canvas)
    }

    /// Only the root layout's own work, `sizeThatFits` and then `placeSubviews`, with its
    /// children's answers memoised by an earlier `run`: the cost of the layout algorithm and
    /// of the subview proxies, not of the subtrees below. Returns the root's size.
    @discardableResult
    package func runRootLayout(in canvas: CGSize) -> CGSize {
        graph.forgetPass(of: 0)
        let proposal = ProposedViewSize(canvas)
        let size = graph.sizeThatFits(0, proposal)
        graph.placeSubviews(of: 0, in: CGRect(origin: .zero, size: size), proposal: proposal)
        return size
    }

    /// Where the root placed child `index` of itself in the last pass (a check that the
    /// benchmark measured real work).
    package func placement(ofRootChild index: Int) -> CGPoint? {
        graph.records[graph.nodes[0].children[index]].placement?.position
    }
}

extension LayoutGraph {
    /// Forgets what one pass learnt: answers, caches, placements, frames, paths and errors.
    func forgetPass() {
        for node in nodes.indices { forgetPass(of: node) }
        forgetErrors()
    }

    func forgetPass(of node: Int) {
        nodes[node].memo.removeAll(keepingCapacity: true)
        nodes[node].cache = nil
        records[node] = Record()
        frames[node] = .zero
        nodes[node].paths.removeAll()
    }
}
