import Foundation
import Testing
import AnimSim

/// `matchedGeometryEffect` (swiftui-animatable.md K3): a group's source swapped in an animated
/// transaction moves both views along the shared frame, from the removed view's frame to the
/// inserted one's, while their opacity transitions cross-fade them; a non-source member takes
/// the source's frame. Frames are in the pane's points; the animation is linear over 1 s
/// from t = 1, so at 1 + u every matched frame is the straight-line mix at u.
@MainActor @Suite struct MatchedGeometryTests {
    struct Hero: View {
        let properties: MatchedGeometryProperties
        @Namespace var space
        @State var expanded = false

        var body: some View {
            VStack(spacing: 0) {
                ZStack(alignment: .topLeading) {
                    if expanded {
                        Color.orange.matchedGeometryEffect(id: "card", in: space, properties: properties).frame(width: 200, height: 120)
                    } else {
                        Color.orange.matchedGeometryEffect(id: "card", in: space, properties: properties).frame(width: 40, height: 40)
                            .padding(30)
                    }
                }
                .frame(width: 300, height: 300, alignment: .topLeading)
                Button("Go") { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
            }
        }
    }

    /// The orange views drawn at `time`, with their phases.
    static func oranges(_ probe: Probe, at time: Double, _ strategy: Strategy) throws -> [DisplayItem] {
        try probe.list(at: time, strategy).items.filter { $0.fill == Color.orange && $0.shape != nil }
    }

    static func mix(_ a: CGRect, _ b: CGRect, _ u: Double) -> CGRect {
        let u = CGFloat(u)
        return CGRect(x: a.minX + (b.minX - a.minX) * u, y: a.minY + (b.minY - a.minY) * u,
                      width: a.width + (b.width - a.width) * u, height: a.height + (b.height - a.height) * u)
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    /// Both views follow the shared frame: at 1 + u the inserted big card and the leaving small
    /// one both have the frame u of the way from the small card's to the big one's, the
    /// inserted one at opacity u, the leaving one at 1 − u; the panes agree.
    @Test(arguments: [0.25, 0.5, 0.8])
    func theHeroMovesAlongTheSharedFrame(u: Double) throws {
        let host = ViewHost(Hero(properties: .frame))
        try host.use(control: "Go", at: 1)
        let probe = try Probe(host)
        for strategy in Strategy.allCases {
            let small = try #require(try Self.oranges(probe, at: 0.5, strategy).first).frame
            let big = try #require(try Self.oranges(probe, at: 3, strategy).first).frame
            #expect(small.size == CGSize(width: 40, height: 40) && big.size == CGSize(width: 200, height: 120))
            let during = try Self.oranges(probe, at: 1 + u, strategy)
            let inserted = try #require(during.first { $0.phase == .insertion }), removed = try #require(during.first { $0.phase == .removal })
            let expected = Self.mix(small, big, u)
            #expect(Self.close(inserted.frame, expected), "\(strategy) inserted \(inserted.frame) ≠ \(expected)")
            #expect(Self.close(removed.frame, expected), "\(strategy) removed \(removed.frame) ≠ \(expected)")
            #expect(abs(inserted.opacity - u) < 1e-9 && abs(removed.opacity - (1 - u)) < 1e-9)
        }
    }

    /// `.position` alone: each view keeps its own size, and the anchor point (the centre)
    /// travels from the small card's centre to the big one's.
    @Test func positionAloneKeepsEachViewsSize() throws {
        let host = ViewHost(Hero(properties: .position))
        try host.use(control: "Go", at: 1)
        let probe = try Probe(host)
        let small = try #require(try Self.oranges(probe, at: 0.5, .animatable).first).frame
        let big = try #require(try Self.oranges(probe, at: 3, .animatable).first).frame
        let during = try Self.oranges(probe, at: 1.25, .animatable)
        let inserted = try #require(during.first { $0.phase == .insertion }), removed = try #require(during.first { $0.phase == .removal })
        let centre = CGPoint(x: small.midX + (big.midX - small.midX) * 0.25, y: small.midY + (big.midY - small.midY) * 0.25)
        #expect(inserted.frame.size == big.size && removed.frame.size == small.size)
        #expect(abs(inserted.frame.midX - centre.x) < 1e-6 && abs(inserted.frame.midY - centre.y) < 1e-6)
        #expect(abs(removed.frame.midX - centre.x) < 1e-6 && abs(removed.frame.midY - centre.y) < 1e-6)
    }

    struct Follower: View {
        @Namespace var space
        @State var wide = false

        var body: some View {
            VStack(spacing: 10) {
                Color.blue.frame(width: wide ? 200 : 100, height: 50).matchedGeometryEffect(id: 1, in: space)
                Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: 1, in: space, isSource: false)
                Button("Widen") { withAnimation(.linear(duration: 1)) { wide = true } }
            }
        }
    }

    /// A member with `isSource: false` takes the source's frame, and follows it while the
    /// source's own frame animates.
    @Test(arguments: [0.5, 1.5, 3])
    func aFollowerTakesTheSourcesFrame(time: Double) throws {
        let host = ViewHost(Follower())
        try host.use(control: "Widen", at: 1)
        let probe = try Probe(host)
        for strategy in Strategy.allCases {
            let items = try probe.list(at: time, strategy).items
            let blue = try #require(items.first { $0.fill == Color.blue && $0.shape != nil })
            let red = try #require(items.first { $0.fill == Color.red && $0.shape != nil })
            #expect(Self.close(red.frame, blue.frame), "\(strategy) at \(time): \(red.frame) ≠ \(blue.frame)")
            let width: CGFloat = time < 1 ? 100 : time < 2 ? 150 : 200
            #expect(abs(blue.frame.width - width) < 1e-6)
        }
    }

    /// Two instances of one view have namespaces of their own: each hero pairs only with its own.
    @Test func namespacesAreOnePerView() throws {
        struct Two: View {
            var body: some View { HStack { Hero(properties: .frame); Hero(properties: .frame) } }
        }
        struct Reader: View {
            @Namespace var first
            @Namespace var second
            var body: some View { Text(first == second ? "same" : "different") }
        }
        let host = ViewHost(Reader())
        let items = try LayoutEngine().layout(host.currentTree, in: host.canvas).items
        #expect(items.contains { $0.shape == .text("different", fontSize: 17) })
        _ = Two()
    }
}
