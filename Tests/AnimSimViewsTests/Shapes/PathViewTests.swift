import Testing
import AnimSim

/// `Path` as a view: its outline in its own coordinates, drawn at its frame's origin, filled
/// with the foreground colour unless stroked; and a path a layout writes back through a
/// `@Binding` (article 000's tree), drawn from the update after the pass that wrote it.
@MainActor @Suite struct PathViewTests {
    static let outline = Path { path in
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 90, y: 10))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 0, y: 60), control2: CGPoint(x: 0, y: 30))
    }

    struct Stroked: View {
        var body: some View {
            PathViewTests.outline
                .stroke(.red, style: LineStyle(lineWidth: 2, dash: [3, 3], dashPhase: 0))
                .frame(width: 100, height: 100)
        }
    }

    struct Filled: View {
        var body: some View {
            PathViewTests.outline.fill(.blue).frame(width: 100, height: 100)
        }
    }

    static func pathItem<V: View>(_ view: V) throws -> DisplayItem {
        let probe = try Probe(ViewHost(view), duration: 1)
        for strategy in Strategy.allCases {
            #expect(try probe.list(at: 0, strategy).items.filter { !$0.paths.isEmpty }.count == 1, "\(strategy)")
        }
        return try #require(try probe.list(at: 0).items.first { !$0.paths.isEmpty })
    }

    /// Centred in the 400×400 canvas, the 100-pt frame's origin is (150, 150).
    @Test func aStrokedPathIsItsOutlineAtTheViewsOrigin() throws {
        let item = try Self.pathItem(Stroked())
        #expect(item.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
        #expect(item.paths == [Self.outline.offsetBy(dx: 150, dy: 150)])
        #expect(item.fill == nil)
        #expect(item.stroke == AnimSimCore.StrokeStyle(color: .red, lineWidth: 2, dash: [3, 3]))
    }

    @Test func aFilledPathHasTheFillAndNoStroke() throws {
        let item = try Self.pathItem(Filled())
        #expect(item.paths == [Self.outline.offsetBy(dx: 150, dy: 150)])
        #expect(item.fill == .blue && item.stroke == nil)
    }

    struct Lines: Layout {
        @Binding var linesPath: Path

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 200, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var newPath = Path()
            for (index, subview) in subviews.enumerated() {
                let x = 50 + 100 * CGFloat(index)
                subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + 80), anchor: .center, proposal: .unspecified)
                newPath.move(to: CGPoint(x: 100, y: 0))
                newPath.addLine(to: CGPoint(x: x, y: 70))
            }
            if newPath.description != linesPath.description {
                let lines = newPath
                DispatchQueue.main.async { linesPath = lines }
            }
        }
    }

    struct Tree: View {
        @State var path = Path()

        var body: some View {
            Lines(linesPath: $path) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
            }
            .background { path.stroke(.gray, style: LineStyle(lineWidth: 2)) }
        }
    }

    /// The first pass writes the lines; they are drawn from that update on, in the layout's
    /// coordinates (the background's), at the layout's origin (100, 150) in the canvas.
    @Test func aPathWrittenBackByALayoutIsDrawnBehindIt() throws {
        let host = ViewHost(Tree())
        let scene = host.scene(duration: 1)
        #expect(scene.timeline.map(\.time) == [0] && scene.timeline.map(\.animation) == [nil])
        var expected = Path()
        for x in [150.0, 250.0] {
            expected.move(to: CGPoint(x: 200, y: 150))
            expected.addLine(to: CGPoint(x: x, y: 220))
        }
        let item = try Self.pathItem(Tree())
        #expect(item.paths == [expected], "\(item.paths)")
    }
}
