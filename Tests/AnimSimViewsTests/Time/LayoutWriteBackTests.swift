import Testing
import AnimSim

/// A layout that writes a two-way value back with `DispatchQueue.main.async` from
/// `placeSubviews` (article 000's `WheelComponent`): the write lands after the host's layout
/// pass, as an update of its own without animation (notes T1, T3, O3); an unchanged value
/// queues nothing (S4), so nothing loops; a pane's evaluation writes nothing back.
@MainActor @Suite struct LayoutWriteBackTests {
    struct Turn: LayoutValueKey {
        static let defaultValue: Binding<Angle>? = nil
    }

    /// Four views 90° apart on a circle of radius 80, each told its angle.
    struct Spokes: Layout {
        var rotation: Angle

        var animatableData: Double {
            get { rotation.radians }
            set { rotation = .radians(newValue) }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 200, height: 200)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let angle = Double(index) * .pi / 2 + rotation.radians
                subview.place(at: CGPoint(x: bounds.midX + 80 * sin(angle), y: bounds.midY - 80 * cos(angle)),
                              anchor: .center, proposal: .unspecified)
                // The binding, not the subview: Swift 6 mode sends the closure to the main
                // actor, and a `LayoutSubview` is not `Sendable` (the article is Swift 5 code).
                let turn = subview[Turn.self]
                DispatchQueue.main.async { turn?.wrappedValue = .radians(angle) }
            }
        }
    }

    struct Spoke: View {
        @State var turn: Angle = .zero

        var body: some View {
            Rectangle()
                .frame(width: 20, height: 20)
                .rotationEffect(turn)
                .layoutValue(key: Turn.self, value: $turn)
        }
    }

    struct Wheel: View {
        @State var angle: Angle = .zero

        var body: some View {
            VStack {
                Spokes(rotation: angle) {
                    ForEach(0..<4) { _ in Spoke() }
                }
                Button("Turn") { withAnimation(.linear(duration: 1)) { angle = .degrees(90) } }
            }
        }
    }

    static func spoke(_ index: Int) -> String { "root/content/0/content/[\(index)]" }

    static func rotations(_ list: DisplayList) throws -> [Double] {
        try (0..<4).map { index in try #require(list.items.first { $0.id == spoke(index) }).rotation.degrees }
    }

    @Test func theFirstPassWritesBackAsAnUnanimatedUpdateAtTheSameInstant() throws {
        let host = ViewHost(Wheel())
        let scene = host.scene(duration: 1)
        // The layout pass on the first tree wrote 90°, 180°, 270° (0° was already stored):
        // one update, at t = 0, with no animation; the pass on its tree wrote equal values.
        #expect(scene.timeline.map(\.time) == [0])
        #expect(scene.timeline.map(\.animation) == [nil])
        let probe = try Probe(host, duration: 1)
        for strategy in Strategy.allCases {
            let found = try Self.rotations(probe.list(at: 0, strategy))
            #expect(zip(found, [0.0, 90, 180, 270]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(strategy): \(found)")
        }
    }

    /// After an animated change the write-back is a transaction of its own at the same
    /// instant, without animation: the views' turns snap while the wheel animates.
    @Test func aWriteBackAfterAnAnimatedChangeSnaps() throws {
        let host = ViewHost(Wheel())
        try host.use(control: "Turn", at: 1)
        let scene = host.scene(duration: 3)
        #expect(scene.timeline.map(\.time) == [0, 1, 1])
        #expect(scene.timeline.map(\.animation) == [nil, .linear(duration: 1), nil])
        let probe = try Probe(host, duration: 3)
        for strategy in Strategy.allCases {
            for time in [1.0, 1.5, 2.5] {
                let found = try Self.rotations(probe.list(at: time, strategy))
                #expect(zip(found, [90.0, 180, 270, 360]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(strategy) at \(time): \(found)")
            }
        }
    }

    /// The evaluator runs the layout at every frame of both panes, off the host's clock:
    /// the work it queues is dropped without a warning, and the state stays as the host left it.
    @Test func evaluationWritesNothingBack() throws {
        let host = ViewHost(Wheel())
        try host.use(control: "Turn", at: 1)
        let before = ViewDiagnostics.messages.filter { $0.contains("DispatchQueue") }.count
        let probe = try Probe(host, duration: 3)
        for strategy in Strategy.allCases {
            for frame in 0...30 { _ = try probe.list(at: Double(frame) / 10, strategy) }
        }
        #expect(ViewDiagnostics.messages.filter { $0.contains("DispatchQueue") }.count == before)
        #expect(host.scene(duration: 3).timeline.count == 3)
    }
}
