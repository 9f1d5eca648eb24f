import Testing
import AnimSim

/// An `accessibilityIdentifier` names the view it is applied to (issue #31, "Commands"):
/// modifiers applied outside it (`frame`, `padding`, `overlay`) wrap that view and take its
/// structural path, and the name stays on the view inside; modifiers applied before it are
/// inside the named view, which they share the name of with `~`.
@MainActor @Suite struct TraceNamesTests {
    /// One `Circle` in a `VStack`, at `root/content/0`, under one of several modifier orders.
    struct Dot: View {
        let order: Int
        var body: some View {
            VStack {
                switch order {
                case 0: Circle().accessibilityIdentifier("dot").frame(width: 10, height: 10)
                case 1: Circle().frame(width: 10, height: 10).accessibilityIdentifier("dot")
                case 2: Circle().accessibilityIdentifier("dot").frame(width: 10, height: 10).padding(4)
                case 3: Circle().padding(4).accessibilityIdentifier("dot").frame(width: 20, height: 20)
                default: Circle().accessibilityIdentifier("dot").overlay { Text("o") }
                }
                Rectangle()
            }
        }
    }

    /// The trace name expected for each node id, per modifier order (the `switch` adds a
    /// branch step to the circle's path: `then`/`else` nesting for five cases).
    @Test(arguments: [
        (0, ["": "", "~": "dot"]),
        (1, ["": "dot", "~": "dot~"]),
        (2, ["": "", "~": "", "~~": "dot"]),
        (3, ["": "", "~": "dot", "~~": "dot~"]),
        (4, ["": "", "~": "dot"]),
    ])
    func theIdentifierNamesTheViewItIsAppliedTo(order: Int, expected: [String: String]) throws {
        let host = ViewHost(Dot(order: order))
        let names = host.traceNames
        // The circle's outermost node: the first child of the stack's content.
        let stack = host.currentTree
        let outer = try #require(stack.children.first?.id, "\(stack.ids)")
        for (suffix, name) in expected {
            let id = outer + suffix
            #expect(names[id] == (name.isEmpty ? id : name), "order \(order): \(id) is \(names[id] ?? "unnamed") in \(names)")
        }
        #expect(!names.values.contains("dot#2"), "one identifier, one view: \(names)")
        #expect(host.sceneTraceNames == names, "the run's names are the snapshot's")
    }

    /// The frame `trace` prints under the name is the named view's: the text's own size,
    /// centred in the 200×40 frame around it, not the frame's.
    @Test func theNamedFrameIsTheViewsOwn() throws {
        struct Framed: View {
            var body: some View { Text("hi").accessibilityIdentifier("label").frame(width: 200, height: 40) }
        }
        let host = ViewHost(Framed())
        let names = host.traceNames
        let list = try LayoutEngine().layout(host.currentTree, in: CGSize(width: 400, height: 400))
        let framed = Dictionary(list.items.map { (names[$0.id] ?? $0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let label = try #require(framed["label"], "\(framed.keys.sorted())")
        let frame = try #require(framed["root"], "\(framed.keys.sorted())")
        #expect(abs(frame.width - 200) < 0.01 && abs(frame.height - 40) < 0.01)
        #expect(label.width < 100 && abs(label.midX - frame.midX) < 0.01, "\(label) in \(frame)")
    }
}
