import Foundation
import Testing
import AnimSim

/// A shape's data animating in the animatable pane (docs/evaluation.md, "A shape's data
/// without a layout pass"): `path(in:)` runs at every frame with the interpolated data, as
/// SwiftUI's rule says; the shape is laid out again only when its `sizeThatFits` answers
/// differently for the presented data. A container that counts its own `sizeThatFits` calls
/// tells which happened: a polygon, whose size is the proposal whatever its sides, costs its
/// container no call after the first frame; a bar whose width is its data costs one a frame,
/// and the view after it moves with the interpolated width.
@MainActor @Suite struct ShapeRelayoutTests {
    /// Calls made by the evaluation on this test's thread (the probe evaluates on it).
    final class Calls: @unchecked Sendable { var count = 0 }

    /// Its subviews side by side at their ideal sizes, counting each `sizeThatFits`.
    nonisolated struct CountingRow: Layout {
        let calls: Calls
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            calls.count += 1
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }

    /// The articles' polygon: vertex k of ⌈sides⌉ at angle 2πk/sides on the circle inscribed
    /// in the rect; its size is the default one, the proposal (10 × 10 when unspecified).
    nonisolated struct Polygon: Shape {
        var sides: Double
        var animatableData: Double {
            get { sides }
            set { sides = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path { path in
                let r = min(rect.width, rect.height) / 2
                for k in 0..<Int(sides.rounded(.up)) {
                    let a = 2 * Double.pi * Double(k) / sides
                    let p = CGPoint(x: rect.midX + r * cos(a), y: rect.midY + r * sin(a))
                    if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
                }
                path.closeSubpath()
            }
        }
    }

    /// A bar as wide as its data, 10 tall, whatever it is proposed.
    nonisolated struct Bar: Shape {
        var width: Double
        var animatableData: Double {
            get { width }
            set { width = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: width, height: 10) }
    }

    struct Row: View {
        let calls: Calls
        let bar: Bool
        @State var value = 4.0
        var body: some View {
            CountingRow(calls: calls) {
                if bar { Bar(width: value * 10).fill(Color.blue).id("shape") } else { Polygon(sides: value).fill(Color.blue).id("shape") }
                Rectangle().fill(Color.red).frame(width: 10, height: 10).id("after")
            }
            .onAppear { withAnimation(.linear(duration: 1)) { value = 10 } }
        }
    }

    /// Evaluates the animatable pane at t = 0.2, 0.3, …, 0.9 after a first frame at 0.1,
    /// checking each with `check` (the shape's item, the outermost item of the view after
    /// it, t); returns the container's `sizeThatFits` calls in those 8.
    static func frames(bar: Bool, _ check: (DisplayItem, DisplayItem, Double) throws -> Void) throws -> Int {
        let calls = Calls()
        let probe = try Probe(ViewHost(Row(calls: calls, bar: bar)), duration: 1)
        _ = try probe.list(at: 0.1)
        let before = calls.count
        for k in 2...9 {
            let t = Double(k) / 10, items = try probe.list(at: t).items
            let shape = try #require(items.first { $0.id.contains("shape") && $0.outline != nil }, "t = \(t): \(items.map(\.id))")
            let after = try #require(items.first { $0.id.contains("after") }, "t = \(t): \(items.map(\.id))")
            try check(shape, after, t)
        }
        return calls.count - before
    }

    /// Linear over 1 s: the data is 4 + 6t. The polygon's outline at t is its path for
    /// 4 + 6t sides, point by point (10 × 10 rect: r = 5, centre (5, 5)); its container is
    /// laid out for the first frame only.
    @Test func aPolygonsOutlineFollowsItsDataWithoutALayoutPass() throws {
        let calls = try Self.frames(bar: false) { item, _, t in
            let sides = 4 + 6 * t
            let outline = try #require(item.outline)
            let points = outline.elements.compactMap { element -> CGPoint? in
                switch element {
                case .move(let p), .line(let p): return p
                default: return nil
                }
            }
            #expect(points.count == Int(sides.rounded(.up)), "t = \(t): \(outline)")
            for (j, p) in points.enumerated() {
                let a = 2 * Double.pi * Double(j) / sides
                #expect(abs(p.x - (5 + 5 * cos(a))) < 1e-9 && abs(p.y - (5 + 5 * sin(a))) < 1e-9, "t = \(t), vertex \(j): \(p)")
            }
            #expect(item.frame.size == CGSize(width: 10, height: 10))
        }
        #expect(calls == 0, "the container was laid out again \(calls) times")
    }

    /// The bar is 40 + 60t wide at t: its frame and the view after it follow, so its
    /// container is laid out again at every frame.
    @Test func aShapeWhoseSizeIsItsDataIsLaidOutAgain() throws {
        let calls = try Self.frames(bar: true) { shape, after, t in
            let width = 40 + 60 * t
            #expect(abs(shape.frame.width - width) < 1e-9, "t = \(t): \(shape.frame)")
            #expect(abs(after.frame.minX - shape.frame.minX - width) < 1e-9, "t = \(t): \(after.frame) after \(shape.frame)")
            let outline = try #require(shape.outline)
            #expect(outline.boundingRect.width == shape.frame.width, "t = \(t): \(outline)")
        }
        #expect(calls >= 8, "the container was laid out \(calls) times in 8 frames")
    }
}
