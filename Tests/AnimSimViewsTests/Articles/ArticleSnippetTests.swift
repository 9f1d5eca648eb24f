import Foundation
import Testing
import AnimSim

/// The articles' snippets (ArticleSnippets.swift) compile unchanged, and the layout toggle
/// of article 003 runs: flipping its Toggle swaps the `if`/`else` branches, two identities.
@MainActor @Suite struct ArticleSnippetTests {
    @Test func layoutToggleSwapsBranches() throws {
        let host = ViewHost(LayoutToggleView())
        #expect(host.controlNames == ["垂直布局"])
        func has(_ step: String) -> Bool { host.currentTree.ids.contains { $0.hasSuffix("/content/1/" + step) } }
        #expect(has("else") && !has("then"))
        try host.use(control: "垂直布局", at: 1)
        #expect(has("then") && !has("else"))
        let probe = try Probe(host)
        let items = try probe.list(at: 2).items.filter { if case .text(let s, _)? = $0.shape { s.hasPrefix("项目") } else { false } }
        #expect(items.count == 5, "the five items once, the unanimated toggle removed the circular ones at once")
    }

    /// `@Environment(\.horizontalSizeClass)` follows the canvas: compact below 700 pt.
    @Test(arguments: [(400.0, 2), (800.0, 4)])
    func environmentSizeClass(width: Double, columns: Int) throws {
        let host = ViewHost(MyView(), canvas: CGSize(width: width, height: 800))
        let list = try LayoutEngine().layout(host.currentTree, in: host.canvas)
        let xs = Set(list.items.filter { $0.id.hasSuffix("]~") }.map { Int($0.frame.minX.rounded()) })
        #expect(xs.count == columns)
    }

    @Test func snippetsResolve() throws {
        #expect(ViewHost(CustomLayoutUsage()).currentTree.labelTexts == ["单独的项目"])
        #expect(ViewHost(HelloZStackView()).currentTree.labelTexts == ["Hello world"])
        #expect(ViewHost(WheelContentView()).controlNames == ["Rotate"])
    }
}

extension ViewNode {
    /// Every id in the tree, parents first.
    var ids: [String] { (id.map { [$0] } ?? []) + children.flatMap(\.ids) }
}
