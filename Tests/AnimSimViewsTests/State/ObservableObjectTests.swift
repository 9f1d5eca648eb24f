import Foundation
import Testing
import AnimSim

/// `ObservableObject` without Combine (notes B1, S2, S7, S8): a `@Published` change updates
/// the views holding the object, animated inside `withAnimation`, snapped outside; a
/// `@StateObject` is created once per identity and anew for a new one; an
/// `@ObservedObject` is not owned, and the view follows whichever instance it holds.
@MainActor @Suite struct ObservableObjectTests {
    final class Model: ObservableObject {
        nonisolated(unsafe) static var made = 0
        @Published var wide = false
        @Published var count = 0
        init() { Model.made += 1 }
    }

    struct Bar: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack {
                Rectangle().frame(width: model.wide ? 200 : 100, height: 40)
                Button("Animate") { withAnimation(.linear(duration: 1)) { model.wide.toggle() } }
                Button("Snap") { model.wide.toggle() }
                Button("Count \(model.count)") { model.count += 1 }
            }
        }
    }

    struct Owner: View {
        @StateObject var model = Model()
        @State var generation = 0
        var body: some View {
            VStack {
                Bar(model: model).id(generation)
                Button("New") { generation += 1 }
            }
        }
    }

    struct Reset: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Owner().id(generation)
                Button("Reset") { generation += 1 }
            }
        }
    }

    static let rect = "root/content/0/@0/content/0"

    func width(_ probe: Probe, at time: Double, _ strategy: Strategy) throws -> Double {
        Double(try #require(try probe.item(Self.rect, at: time, strategy)).frame.width)
    }

    @Test(arguments: [("Animate", 150.0), ("Snap", 200.0)])
    func publishedChangeAnimatesOnlyInsideWithAnimation(button: String, halfway: Double) throws {
        let host = ViewHost(Owner())
        try host.use(control: button, at: 1)
        let probe = try Probe(host, duration: 3)
        for strategy in Strategy.allCases {
            #expect(abs(try width(probe, at: 0.9, strategy) - 100) < 0.01)
            #expect(abs(try width(probe, at: 1.5, strategy) - halfway) < 0.01, "\(button), \(strategy)")
            #expect(abs(try width(probe, at: 2.5, strategy) - 200) < 0.01)
        }
    }

    @Test func aStateObjectIsMadeOncePerIdentity() throws {
        let before = Model.made
        let host = ViewHost(Reset())
        try host.use(control: "Count 0", at: 1)
        try host.use(control: "New", at: 2)
        try host.use(control: "Count 1", at: 3)
        #expect(host.controlNames.contains("Count 2"), "the object outlives its observer's new identity and body runs")
        #expect(Model.made - before == 1, "the autoclosure ran once, however often Owner's struct was rebuilt")
        try host.use(control: "Reset", at: 4)
        #expect(host.controlNames.contains("Count 0"), "a new identity of the owner makes a new object")
        #expect(Model.made - before == 2)
    }

    /// An object the host is not holding changes without an update; one a view holds
    /// queues exactly one update per change.
    @Test func onlyHeldObjectsUpdateTheHost() throws {
        struct Holder: View {
            let model: Model
            @ObservedObject var observed: Model
            var body: some View { Text("\(observed.count)") }
        }
        let held = Model(), other = Model()
        let host = ViewHost(Holder(model: other, observed: held))
        try host.run(at: 1) { other.count = 5 }
        #expect(host.scene().timeline.count == 0)
        try host.run(at: 2) { held.count = 7 }
        #expect(host.currentTree.labelTexts == ["7"])
        #expect(host.scene().timeline.map(\.time) == [2])
    }

    /// An `@ObservedObject` follows the instance its parent hands it now (S8): once the
    /// parent switches, the old object's changes update nothing.
    @Test func theSubscriptionMovesWithTheInstance() throws {
        struct Child: View {
            @ObservedObject var model: Model
            var body: some View { Text("\(model.count)") }
        }
        struct Parent: View {
            let first: Model, second: Model
            @State var useSecond = false
            var body: some View {
                VStack {
                    Child(model: useSecond ? second : first)
                    Button("Switch") { useSecond = true }
                }
            }
        }
        let first = Model(), second = Model()
        let host = ViewHost(Parent(first: first, second: second))
        try host.use(control: "Switch", at: 1)
        try host.run(at: 2) { first.count = 3 }
        #expect(host.scene().timeline.map(\.time) == [1], "the object no view holds any more")
        try host.run(at: 3) { second.count = 4 }
        #expect(host.currentTree.labelTexts.first == "4")
        #expect(host.scene().timeline.map(\.time) == [1, 3])
    }

    @Test func anEnvironmentObjectReachesDescendants() throws {
        struct Leaf: View {
            @EnvironmentObject var model: Model
            var body: some View { Button("Leaf \(model.count)") { model.count += 1 } }
        }
        struct Root: View {
            @StateObject var model = Model()
            var body: some View { VStack { Leaf() }.environmentObject(model) }
        }
        let host = ViewHost(Root())
        try host.use(control: "Leaf 0", at: 1)
        #expect(host.controlNames == ["Leaf 1"])
    }
}
