import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

@Suite struct LayoutsTreeTests {
    static func node(_ id: String, _ parent: String?) -> ViewNode {
        Rectangle().frame(width: 40, height: 20).id(id).treeNode(id: id, parent: parent)
    }

    /// a has children b and c; b has children d and e.
    static let tree: [ViewNode] = [node("a", nil), node("b", "a"), node("c", "a"), node("d", "b"), node("e", "b")]

    // Spacing 20 across, 40 down; nodes 40 × 20. Spans: d = e = c = 40, b = 40 + 20 + 40 = 100,
    // a = 100 + 20 + 40 = 160. Levels at y = 0, 60, 120: the tree is 160 × 140, centred in
    // 200 × 200 at (20, 30). b's span starts at 0, c's at 120; d's at 0, e's at 60. Each node is
    // centred on its span: a at x 80, b 50, c 140, d 20, e 80 (tree coordinates).
    static let frames: [String: [CGFloat]] = [
        "a": [80, 30, 40, 20], "b": [50, 90, 40, 20], "c": [140, 90, 40, 20],
        "d": [20, 150, 40, 20], "e": [80, 150, 40, 20],
    ]

    @Test func levelsAndSpans() throws {
        let result = try LayoutCheck.run(TreeLayout()(children: Self.tree), in: CGSize(width: 200, height: 200))
        #expect(result.frame("root") == CGRect(x: 20, y: 30, width: 160, height: 140))
        for (id, frame) in Self.frames { #expect(result.frame(id) == LayoutCheck.rect(frame), "\(id)") }
    }

    @Test func connectingLines() throws {
        // Parent's bottom centre to child's top centre, breadth first: a→b, a→c, b→d, b→e.
        let result = try LayoutCheck.run(TreeLayout()(children: Self.tree), in: CGSize(width: 200, height: 200))
        let paths = try #require(result.item("root")?.paths)
        #expect(paths.count == 1)
        #expect(paths.first?.description == "M 100 50 L 70 90 M 100 50 L 160 90 M 70 110 L 40 150 M 70 110 L 100 150")
    }

    @Test func nodeOrderDoesNotMatter() throws {
        let shuffled = [Self.tree[3], Self.tree[1], Self.tree[4], Self.tree[0], Self.tree[2]]
        let result = try LayoutCheck.run(TreeLayout()(children: shuffled), in: CGSize(width: 200, height: 200))
        for (id, frame) in Self.frames { #expect(result.frame(id) == LayoutCheck.rect(frame), "\(id)") }
    }

    @Test func wideParentCentresNarrowChildren() throws {
        // A 120-wide root over two 40-wide children (40 + 20 + 40 = 100): the children are
        // centred under it, starting at (120 − 100)/2 = 10.
        let root = TreeLayout()(children: [
            Rectangle().frame(width: 120, height: 20).id("r").treeNode(id: "r", parent: nil),
            Self.node("x", "r"), Self.node("y", "r"),
        ])
        let result = try LayoutCheck.run(root, in: CGSize(width: 120, height: 80))
        #expect(result.frame("x") == CGRect(x: 10, y: 60, width: 40, height: 20))
        #expect(result.frame("y") == CGRect(x: 70, y: 60, width: 40, height: 20))
    }

    @Test func viewIDsNameNodesWithoutTreeNodeID() throws {
        // TreeNodeID defaults to the view's own id; only the parent has to be given.
        let root = TreeLayout()(children: [
            Rectangle().frame(width: 40, height: 20).id("p"),
            Rectangle().frame(width: 40, height: 20).id("q").layoutValue(key: TreeParentID.self, value: "p"),
        ])
        let result = try LayoutCheck.run(root, in: CGSize(width: 40, height: 80))
        #expect(result.frame("p") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame("q") == CGRect(x: 0, y: 60, width: 40, height: 20))
    }

    @Test func animatableSpacings() {
        var tree = TreeLayout(horizontalSpacing: 10, verticalSpacing: 20)
        tree.animatableData = .interpolate(from: tree.animatableData,
                                           to: TreeLayout(horizontalSpacing: 30, verticalSpacing: 60).animatableData, progress: 0.5)
        #expect(tree.horizontalSpacing == 20 && tree.verticalSpacing == 40)
    }

    // Broken trees are reported, naming the nodes, and never trap.
    @Test(arguments: [
        ("cycle", [node("a", nil), node("b", "c"), node("c", "b")],
         ["tree has a cycle: b → c → b"]),
        ("longer cycle", [node("r", nil), node("x", "z"), node("y", "x"), node("z", "y")],
         ["tree has a cycle: x → z → y → x"]),
        ("no root", [node("a", "b"), node("b", "a")],
         ["tree has no root: every node ('a', 'b') names a parent", "tree has a cycle: a → b → a"]),
        ("two roots", [node("a", nil), node("b", nil), node("c", "a")],
         ["tree has 2 roots ('a', 'b')"]),
        ("unknown parent", [node("a", nil), node("c", "zz")],
         ["node 'c' names parent 'zz', which is no node of the tree"]),
        ("duplicate id", [node("a", nil), node("b", "a"), node("b", "a")],
         ["two nodes have the id 'b'"]),
        ("self parent", [node("a", nil), node("s", "s")],
         ["tree has a cycle: s → s"]),
    ] as [(String, [ViewNode], [String])])
    func brokenTreesAreReported(name: String, nodes: [ViewNode], messages: [String]) {
        let errors = LayoutCheck.errors(TreeLayout()(children: nodes), in: CGSize(width: 300, height: 300))
        #expect(errors.count == messages.count, "\(errors)")
        for message in messages {
            #expect(errors.contains { $0.kind == .layoutReported && $0.layout == "TreeLayout" && $0.view == "root"
                                      && $0.message.contains(message) }, "\(message) not in \(errors)")
        }
    }

    @Test func strayNodesGoInARowBelow() throws {
        // Only a is reachable; the cycle b ⇄ c is laid out in a row below (60 down), so the
        // pass finishes; the structure still lists what is wrong.
        let structure = TreeStructure(ids: ["a", "b", "c"], parents: [nil, "c", "b"])
        #expect(structure.stray == [1, 2])
        let geometry = TreeLayout().geometry(structure, sizes: Array(repeating: CGSize(width: 40, height: 20), count: 3))
        #expect(geometry.centers == [CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 70), CGPoint(x: 80, y: 70)])
        #expect(geometry.size == CGSize(width: 100, height: 80))
    }

    @Test func emptyTree() throws {
        let result = try LayoutCheck.run(TreeLayout() {})
        #expect(result.frame("root")?.size == .zero)
        #expect(result.item("root")?.paths.isEmpty == true)
    }
}
