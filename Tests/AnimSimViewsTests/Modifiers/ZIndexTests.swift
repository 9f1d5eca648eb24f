import Foundation
import Testing
import AnimSim

/// `zIndex`: among one container's views, a higher index draws in front, equal ones in the
/// order written; layout is unchanged, and a view leaving keeps its index while it fades.
@MainActor @Suite struct ZIndexTests {
    struct Three: View {
        let z: [Double]
        var body: some View {
            ZStack {
                Color.red.frame(width: 90, height: 90).zIndex(z[0])
                Color.green.frame(width: 60, height: 60).zIndex(z[1])
                Color.blue.frame(width: 30, height: 30).zIndex(z[2])
            }
        }
    }

    /// Which of the three children draws first, second and third: the order of their views
    /// (each with its colour right after it) in the display list.
    static func drawingOrder<V: View>(_ view: V) throws -> [Int] {
        let host = ViewHost(view)
        let ids = try LayoutEngine().layout(host.currentTree, in: host.canvas).items.map(\.id)
        #expect(ids.count == 7)
        return (0..<3).sorted { a, b in ids.firstIndex(of: "root/content/\(a)")! < ids.firstIndex(of: "root/content/\(b)")! }
    }

    @Test(arguments: [
        ([0.0, 0, 0], [0, 1, 2]), ([1, 0, 0], [1, 2, 0]), ([0, -1, 0], [1, 0, 2]),
        ([2, 1, 0], [2, 1, 0]), ([1, 1, 0], [2, 0, 1]), ([0.5, 0.25, 0.75], [1, 0, 2]),
    ])
    func siblingsDrawInZIndexOrder(z: [Double], order: [Int]) throws {
        #expect(try Self.drawingOrder(Three(z: z)) == order)
    }

    /// Each view's subtree moves whole: a child's colour is drawn right after its frame.
    @Test func subtreesMoveWhole() throws {
        let host = ViewHost(Three(z: [1, 0, 0]))
        let items = try LayoutEngine().layout(host.currentTree, in: host.canvas).items
        #expect(items.map(\.id) == ["root", "root/content/1", "root/content/1~", "root/content/2", "root/content/2~",
                                   "root/content/0", "root/content/0~"])
        for (position, item) in items.enumerated() where item.id.hasSuffix("~") {
            #expect(item.parent == position - 1, "\(item.id)")
        }
    }

    /// Layout is untouched: the same frames as without indexes, whatever the order.
    @Test(arguments: [[1.0, 0, 0], [0, 3, -2]])
    func layoutIsUnchanged(z: [Double]) throws {
        func frames(_ z: [Double]) throws -> [String: CGRect] {
            let host = ViewHost(Three(z: z))
            let items = try LayoutEngine().layout(host.currentTree, in: host.canvas).items
            return Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.frame) })
        }
        #expect(try frames(z) == frames([0, 0, 0]))
    }

    /// Like a transition, the index belongs to the whole view: modifiers after it keep it.
    @Test func theIndexBelongsToTheWholeView() throws {
        struct Padded: View {
            var body: some View {
                ZStack {
                    Color.red.frame(width: 90, height: 90).zIndex(1).padding(5)
                    Color.blue.frame(width: 30, height: 30)
                }
            }
        }
        let host = ViewHost(Padded())
        let ids = try LayoutEngine().layout(host.currentTree, in: host.canvas).items.map(\.id)
        #expect(ids.firstIndex(of: "root/content/0")! > ids.firstIndex(of: "root/content/1")!)
    }

    struct Leaving: View {
        let z: Double
        @State var shown = true
        var body: some View {
            VStack {
                ZStack {
                    if shown { Color.red.frame(width: 90, height: 90).zIndex(z) }
                    Color.blue.frame(width: 60, height: 60)
                }
                Button("Hide") { withAnimation(.linear(duration: 1)) { shown = false } }
            }
        }
    }

    /// Removed at t = 1 under a 1-s fade: midway the red view is still drawn, fading, and
    /// with index 1 in front of the blue one, with none beneath it (SwiftUI draws a leaving
    /// view below those that remain unless its index says otherwise), in both panes.
    @Test(arguments: [(1.0, true), (0.0, false), (-1.0, false)])
    func aLeavingViewKeepsItsIndex(z: Double, inFront: Bool) throws {
        let host = ViewHost(Leaving(z: z))
        try host.use(control: "Hide", at: 1)
        let probe = try Probe(host)
        for strategy in Strategy.allCases {
            let items = try probe.list(at: 1.5, strategy).items
            let ids = items.map(\.id)
            let red = try #require(ids.firstIndex(of: "root/content/0/content/0"))
            let blue = try #require(ids.firstIndex(of: "root/content/0/content/1"))
            #expect(items[red].phase == .removal && abs(items[red].opacity - 0.5) < 0.001)
            #expect((red > blue) == inFront, "\(strategy): \(ids)")
            #expect(items[red].zIndex == z)
        }
        #expect(try probe.item("root/content/0/content/0", at: 2.5) == nil)
    }
}
