import Foundation
import Testing
import AnimSim

/// Node ids are structural paths (`IdentityPath`), unique in every tree, and stable across
/// updates; `ForEach` elements keep theirs (and their state) when the data reorders.
@MainActor @Suite struct IdentityPathTests {
    struct Chains: View {
        var body: some View {
            VStack {
                Text("a").padding().frame(width: 80).overlay { Text("o") }.offset(x: 4).background(Color.red)
                HStack { VStack { Circle(); Divider() } }
                Group { Rectangle(); Capsule() }.padding(4)
                AnyView(Ellipse().id("e"))
                Text("b").border(.red).frame(width: 100, height: 100, alignment: .bottomLeading).border(.blue)
                Circle().overlay { Text("o") }.padding().overlay(alignment: .top) { Text("p") }
                    .background(Color.red).frame(width: 9).background { Color.blue }
            }
        }
    }

    @Test func documentedExample() {
        struct Example: View {
            var body: some View { VStack { Text("a").padding(); Circle() } }
        }
        #expect(ViewHost(Example()).currentTree.ids == ["root", "root/content/0", "root/content/0~", "root/content/1"])
    }

    @Test(arguments: [0, 1])
    func idsAreUnique(which: Int) {
        let tree = which == 0 ? ViewHost(Chains()).currentTree : ViewHost(WheelHostTests.RotatingWheel()).currentTree
        let ids = tree.ids
        #expect(Set(ids).count == ids.count, "duplicates: \(Dictionary(grouping: ids) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
    }

    @Test func stepsForBranchesElementsAndIDs() {
        let ids = ViewHost(Chains()).currentTree.ids
        #expect(ids.contains("root/content/2/0~"), "Group's children, each padded")
        #expect(ids.contains { $0.hasPrefix("root/content/3/<ModifiedContent#") && $0.hasSuffix("/@e") })
        #expect(ids.contains("root/content/0/background"))
    }

    struct Reordering: View {
        struct Item: Identifiable { let id: String }
        struct Row: View {
            let name: String
            @State var taps = 0
            var body: some View { Button("\(name) \(taps)") { taps += 1 } }
        }
        @State var items = [Item(id: "x"), Item(id: "y")]
        var body: some View {
            VStack {
                ForEach(items) { Row(name: $0.id) }
                Button("Reverse") { items.reverse() }
            }
        }
    }

    @Test func forEachStateFollowsTheElement() throws {
        let host = ViewHost(Reordering())
        try host.use(control: "x 0", at: 1)
        try host.use(control: "Reverse", at: 2)
        #expect(host.controlNames == ["y 0", "x 1", "Reverse"])
    }

    /// A view tagged with `.id(id)`, alone at the root.
    struct Tagged<ID: Hashable>: View {
        let id: ID
        var body: some View { Text("a").id(id) }
    }

    /// `.id(x)` writes `x` as string interpolation does, whatever its type: a String or an
    /// Int is written directly (no generic interpolation at every use), anything else,
    /// an Optional among them, is interpolated.
    nonisolated static let idTexts: [(id: any Hashable & Sendable, text: String)] = [
        ("v1", "v1"), (7, "7"), (-12, "-12"), (2.5, "2.5"), (Optional("x"), "Optional(\"x\")"),
        (Substring("sub"), "sub"), (UInt8(3), "3"), (Optional(4), "Optional(4)"),
    ]

    @Test(arguments: idTexts.indices)
    func idsAreWrittenAsInterpolationWritesThem(index: Int) {
        func id<ID: Hashable>(_ id: ID) -> String? { ViewHost(Tagged(id: id)).currentTree.id }
        #expect(id(Self.idTexts[index].id) == "root/@" + Self.idTexts[index].text)
    }

    /// A ForEach over a range (which walks the range itself) steps as one over the same
    /// numbers in an array, by their ids.
    @Test func aRangeStepsAsAnArrayOfItsOffsets() {
        struct OverRange: View {
            var body: some View { VStack { ForEach(0..<12) { Text("\($0)") } } }
        }
        struct OverArray: View {
            var body: some View { VStack { ForEach(Array(0..<12), id: \.self) { Text("\($0)") } } }
        }
        let ids = ViewHost(OverRange()).currentTree.ids
        #expect(ids.contains("root/content/[11]"))
        #expect(ids == ViewHost(OverArray()).currentTree.ids)
    }

    @Test func traceNames() throws {
        struct Named: View {
            var body: some View {
                VStack {
                    Circle().frame(width: 10).accessibilityIdentifier("dot")
                    Circle().frame(width: 10).accessibilityIdentifier("dot")
                    Rectangle().id(7)
                    Capsule()
                }
            }
        }
        let names = ViewHost(Named()).traceNames
        #expect(names["root/content/0"] == "dot")
        #expect(names["root/content/0~"] == "dot~")
        #expect(names["root/content/1"] == "dot#2")
        #expect(names["root/content/2/@7"] == "7")
        #expect(names["root/content/3"] == "root/content/3")
    }
}
