import Foundation
import Testing
import AnimSim

/// The host lays each update's tree out once, for what layouts do besides placing views
/// (article 000's write-back), and skips that pass when no layout in the tree can do any: a
/// tree of AnimSim's own layouts with no binding among its layout values. What a user's
/// layout, an `alignmentGuide`'s closure or a binding handed to a built-in layout does in the
/// pass must still happen at every use, without any frame being evaluated.
@MainActor @Suite struct HostLayoutPassTests {
    /// What the user's code saw of the host's passes.
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    /// A user's layout with a side effect in `placeSubviews`.
    struct CountingLayout: Layout {
        let counter: Counter

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            counter.count += 1
        }
    }

    struct UserLayoutApp: View {
        let counter: Counter
        @State var taps = 0

        var body: some View {
            VStack {
                CountingLayout(counter: counter) { Text("\(taps)") }
                Button("Add") { taps += 1 }
            }
        }
    }

    struct GuideApp: View {
        let counter: Counter
        @State var taps = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("\(taps)").alignmentGuide(.leading, computeValue: Self.guide(counting: counter))
                Button("Add") { taps += 1 }
            }
        }

        static func guide(counting counter: Counter) -> @Sendable (ViewDimensions) -> CGFloat {
            { dimensions in
                counter.count += 1
                return dimensions.width / 2
            }
        }
    }

    /// AnimSim's own `WheelLayout` writes the angle it placed a view at through the binding
    /// the view hands it (`WheelRotationKey`): here a `@State` the view shows.
    struct BoundWheel: View {
        @State var turn: Angle = .zero
        @State var placed: Angle = .zero

        var body: some View {
            VStack {
                WheelLayout(radius: 40, rotation: turn) {
                    Rectangle().frame(width: 8, height: 8).layoutValue(key: WheelRotationKey.self, value: $placed)
                }
                Text("placed \(Int(placed.degrees.rounded()))")
                Button("Turn") { turn += .degrees(30) }
            }
        }
    }

    @Test func aUsersLayoutIsLaidOutAtEveryUse() throws {
        let counter = Counter()
        try expectPassAtEveryUse(ViewHost(UserLayoutApp(counter: counter)), counter)
    }

    @Test func anAlignmentGuidesClosureRunsAtEveryUse() throws {
        let counter = Counter()
        try expectPassAtEveryUse(ViewHost(GuideApp(counter: counter)), counter)
    }

    /// Three uses of Add, each counted by the user's code in the host's pass.
    func expectPassAtEveryUse<Root: View>(_ host: ViewHost<Root>, _ counter: Counter) throws {
        for k in 1...3 {
            let before = counter.count
            try host.use(control: "Add", at: Double(k))
            #expect(counter.count > before, "use \(k)")
        }
    }

    @Test func aBuiltInLayoutWritesTheBindingItIsHanded() throws {
        let host = ViewHost(BoundWheel())
        #expect(texts(host.currentTree).contains("placed 0"))
        try host.use(control: "Turn", at: 1)
        try host.use(control: "Turn", at: 2)
        #expect(texts(host.currentTree).contains("placed 60"), "\(texts(host.currentTree))")
    }

    func texts(_ node: ViewNode) -> [String] {
        var found: [String] = []
        if case .text(let text) = node.content { found.append(text) }
        for child in node.children { found += texts(child) }
        return found
    }
}
