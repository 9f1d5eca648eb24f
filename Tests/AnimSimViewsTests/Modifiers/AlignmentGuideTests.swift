import Foundation
import Testing
import AnimSim

/// A custom guide: by default a view's bottom edge.
enum MidLine: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.bottom] }
}

extension VerticalAlignment {
    static let midLine = VerticalAlignment(MidLine.self)
}

/// `alignmentGuide(_:computeValue:)`: stacks, ZStacks, frames and overlays line up their
/// children's values of the guide they align on, and are as large as the children reach
/// around it; a custom guide (`AlignmentID`) passes up through containers, SwiftUI's own do not.
@MainActor @Suite struct AlignmentGuideTests {
    static func frames<V: View>(_ view: V) throws -> [String: CGRect] {
        let host = ViewHost(view)
        let items = try LayoutEngine().layout(host.currentTree, in: host.canvas).items
        return Dictionary(items.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    struct Leading: View {
        let shift: CGFloat
        var body: some View {
            let shift = self.shift
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20)
                Color.blue.frame(width: 60, height: 20).alignmentGuide(.leading) { _ in shift }
            }
        }
    }

    /// The blue view's leading guide is `shift` in from its left edge, so it sits `shift`
    /// left of the red one; the stack grows to hold both and stays centred in the canvas.
    @Test(arguments: [CGFloat(0), 30, -20, 60, 100])
    func aVStackLinesUpTheGuide(shift: CGFloat) throws {
        let frames = try Self.frames(Leading(shift: shift))
        let extent = max(0, shift) + max(100, 60 - shift)
        let line = (400 - extent) / 2 + max(0, shift)
        let red = try #require(frames["root/content/0"]), blue = try #require(frames["root/content/1"])
        #expect(abs(red.minX - line) < 0.001, "red \(red)")
        #expect(abs(blue.minX - (line - shift)) < 0.001, "blue \(blue)")
        #expect(abs((frames["root"]?.width ?? 0) - extent) < 0.001)
    }

    struct Tops: View {
        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 40, height: 80)
                Color.blue.frame(width: 40, height: 30).alignmentGuide(.top) { d in d.height / 2 }
                Color.green.frame(width: 40, height: 30).alignmentGuide(.top) { d in d[.bottom] }.padding(.top, 10)
            }
        }
    }

    /// An HStack aligns tops; the blue view's top guide is its middle, and the green one's
    /// is its bottom, passed up through the padding that adds 10 above it.
    @Test func anHStackLinesUpVerticalGuidesThroughPadding() throws {
        let frames = try Self.frames(Tops())
        let red = try #require(frames["root/content/0"])
        let blue = try #require(frames["root/content/1"]), green = try #require(frames["root/content/2~"])
        // Guides: red 0, blue 15, padded green 10 + 30 = 40: the line is 40 below the top.
        #expect(abs(blue.midY - red.minY) < 0.001)
        #expect(abs(green.maxY - red.minY) < 0.001)
        #expect(abs((frames["root"]?.height ?? 0) - (40 + 80)) < 0.001)
    }

    struct Nested: View {
        var body: some View {
            HStack(alignment: .midLine, spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 40)
                    Color.green.frame(width: 50, height: 40).alignmentGuide(.midLine) { d in d[VerticalAlignment.center] }
                }
                Color.blue.frame(width: 50, height: 30)
            }
        }
    }

    /// The custom guide set deep in the VStack passes up: the blue view's default (its
    /// bottom) meets the green view's centre, not the VStack's bottom.
    @Test func aCustomGuidePassesUpThroughAStack() throws {
        let frames = try Self.frames(Nested())
        let green = try #require(frames["root/content/0/content/1"]), blue = try #require(frames["root/content/1"])
        #expect(abs(blue.maxY - green.midY) < 0.001, "blue \(blue), green \(green)")
        #expect(abs((frames["root"]?.height ?? 0) - 80) < 0.001)
    }

    struct Badge: View {
        let alignment: Alignment
        var body: some View {
            Color.gray.frame(width: 100, height: 100)
                .overlay(alignment: alignment) {
                    Circle().frame(width: 20, height: 20)
                        .alignmentGuide(alignment.horizontal) { d in d[HorizontalAlignment.center] }
                        .alignmentGuide(alignment.vertical) { d in d[VerticalAlignment.center] }
                }
        }
    }

    /// The badge idiom: an overlay aligned at a corner, whose guides are the badge's centre,
    /// puts the badge's centre on that corner.
    @Test(arguments: [(Alignment.topTrailing, CGPoint(x: 250, y: 150)), (.bottomLeading, CGPoint(x: 150, y: 250)),
                      (.topLeading, CGPoint(x: 150, y: 150)), (.center, CGPoint(x: 200, y: 200))])
    func anOverlayHonoursTheBadgesGuides(alignment: Alignment, centre: CGPoint) throws {
        let host = ViewHost(Badge(alignment: alignment))
        let items = try LayoutEngine().layout(host.currentTree, in: host.canvas).items
        let circle = try #require(items.first { $0.shape == .circle })
        #expect(abs(circle.center.x - centre.x) < 0.001 && abs(circle.center.y - centre.y) < 0.001, "\(circle.frame)")
    }

    /// A ZStack lines up both guides and grows around its children; a frame's alignment
    /// honours its content's guide too.
    @Test func aZStackAndAFrameHonourGuides() throws {
        struct Layered: View {
            var body: some View {
                VStack(spacing: 0) {
                    ZStack(alignment: .topLeading) {
                        Color.red.frame(width: 60, height: 60)
                        Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 30 }.alignmentGuide(.top) { _ in -10 }
                    }
                    Color.green.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 10 }
                        .frame(width: 100, height: 20, alignment: .leading)
                }
            }
        }
        let frames = try Self.frames(Layered())
        let red = try #require(frames["root/content/0/content/0"]), blue = try #require(frames["root/content/0/content/1"])
        #expect(abs(blue.minX - (red.minX - 30)) < 0.001 && abs(blue.minY - (red.minY + 10)) < 0.001)
        #expect(frames["root/content/0"]?.size == CGSize(width: 90, height: 60))
        let box = try #require(frames["root/content/1"]), green = try #require(frames["root/content/1~"])
        #expect(abs(green.minX - (box.minX - 10)) < 0.001)
    }

    struct Sliding: View {
        @State var shift: CGFloat = 0
        var body: some View {
            let shift = self.shift
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20)
                Color.blue.frame(width: 60, height: 20).alignmentGuide(.leading) { _ in shift }
                Button("Slide") { withAnimation(.linear(duration: 1)) { self.shift = -40 } }
            }
        }
    }

    /// A new guide value animates as geometry: the blue view slides in a straight line, at
    /// the linear fraction, in both panes.
    @Test(arguments: [0.25, 0.5, 0.75])
    func aGuideChangeAnimatesInBothPanes(fraction: Double) throws {
        let host = ViewHost(Sliding())
        try host.use(control: "Slide", at: 1)
        let probe = try Probe(host)
        let start = try probe.centre("root/content/1", at: 0.5), end = try probe.centre("root/content/1", at: 3)
        // The stack keeps its width (the blue view now reaches as far right as the red one).
        #expect(abs((end.x - start.x) - 40) < 0.001)
        for strategy in Strategy.allCases {
            let centre = try probe.centre("root/content/1", at: 1 + fraction, strategy)
            let expected = Double(start.x) + (Double(end.x) - Double(start.x)) * fraction
            #expect(abs(Double(centre.x) - expected) < 0.01, "\(strategy) at \(fraction)")
        }
    }
}
