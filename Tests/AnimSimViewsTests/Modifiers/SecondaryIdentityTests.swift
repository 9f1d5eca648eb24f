import Foundation
import Testing
import AnimSim

/// Every overlay and background in one chain of modifiers is its own identity (issue #31):
/// a later modifier renames the chain's nodes inward (`id~`), so the secondary views need
/// steps of their own, `overlay`, `overlay2`, … counted outward from the view, fixed when
/// they are resolved, since their state is kept under that path.
@MainActor @Suite struct SecondaryIdentityTests {
    /// Article 004's bordered text, the chain where two borders first shared `root/overlay`.
    struct Bordered: View {
        var body: some View {
            Text("Hello world").border(.red).frame(width: 100, height: 100, alignment: .bottomLeading).border(.blue)
        }
    }

    struct Nested: View {
        var body: some View {
            Rectangle().overlay { Text("a").overlay { Text("b") } }.overlay(Text("c"))
        }
    }

    struct Mixed: View {
        var body: some View {
            Rectangle().background(Color.red).overlay(Text("o")).background { Color.blue }
        }
    }

    struct Aligned: View {
        var body: some View {
            Rectangle().overlay(alignment: .top) { Text("a"); Text("b") }.overlay(alignment: .bottom) { Text("c"); Text("d") }
        }
    }

    /// Each overlay's view sits below its step (`overlay/@x`), not at it.
    struct Identified: View {
        var body: some View {
            Rectangle().overlay(Text("a").id("x")).padding().overlay(Text("b").id("x"))
        }
    }

    static let cases: [(String, [String])] = [
        ("border, frame, border", ["root", "root~", "root~~", "root~~~", "root/overlay", "root/overlay~",
                                   "root/overlay2", "root/overlay2~"]),
        ("nested overlays", ["root", "root~", "root~~", "root/overlay", "root/overlay~", "root/overlay/overlay",
                             "root/overlay2"]),
        ("backgrounds around an overlay", ["root", "root/background2", "root~", "root~~", "root/background", "root~~~",
                                           "root/overlay"]),
        ("overlay(alignment:) with two views each", ["root", "root~", "root~~", "root/overlay/stack", "root/overlay/0",
                                                     "root/overlay/1", "root/overlay2/stack", "root/overlay2/0",
                                                     "root/overlay2/1"]),
        ("overlays with an .id each", ["root", "root~", "root~~", "root~~~", "root/overlay/@x", "root/overlay2/@x"]),
    ]

    @Test(arguments: 0..<5)
    func eachSecondaryHasItsOwnPath(index: Int) {
        let tree: ViewNode
        switch index {
        case 0: tree = ViewHost(Bordered()).currentTree
        case 1: tree = ViewHost(Nested()).currentTree
        case 2: tree = ViewHost(Mixed()).currentTree
        case 3: tree = ViewHost(Aligned()).currentTree
        default: tree = ViewHost(Identified()).currentTree
        }
        let (name, expected) = Self.cases[index]
        #expect(tree.ids == expected, "\(name)")
        #expect(Set(tree.ids).count == tree.ids.count, "\(name): duplicate ids")
    }

    struct Counter: View {
        let name: String
        @State var taps = 0
        var body: some View { Button("\(name) \(taps)") { taps += 1 } }
    }

    struct TwoCounters: View {
        var body: some View {
            Rectangle().overlay { Counter(name: "inner") }.padding(8).overlay { Counter(name: "outer") }
        }
    }

    /// Two overlays sharing a path shared their `@State` too: a tap on one counted on both.
    @Test func eachOverlayKeepsItsOwnState() throws {
        let host = ViewHost(TwoCounters())
        let before = host.currentTree.ids
        try host.use(control: "inner 0", at: 1)
        #expect(host.controlNames == ["inner 1", "outer 0"])
        try host.use(control: "outer 0", at: 2)
        #expect(host.controlNames == ["inner 1", "outer 1"])
        #expect(host.currentTree.ids == before, "the body re-ran: the same paths")
        #expect(before.contains("root/overlay") && before.contains("root/overlay2"))
    }
}
