import Foundation
import Testing
import AnimSim

/// A user's shape (no built-in kind), for `clipShape`.
nonisolated private struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            p.closeSubpath()
        }
    }
}

/// `border`, `clipShape` and `UIColor`, as article 001's settings panel and article 003's
/// circular layout use them.
@MainActor @Suite struct ClipAndBorderTests {
    static func items<V: View>(_ view: V) throws -> [DisplayItem] {
        let host = ViewHost(view)
        return Array(try LayoutEngine().layout(host.currentTree, in: host.canvas).items)
    }

    /// The outline's line is inside the bordered view: its centre line is `width / 2` in,
    /// and the bordered view's own frame does not change.
    @Test(arguments: [CGFloat(1), 4])
    func borderStrokesInsideTheBounds(width: CGFloat) throws {
        struct Bordered: View {
            let width: CGFloat
            var body: some View { Color.yellow.frame(width: 100, height: 60).border(Color.gray, width: width) }
        }
        let items = try Self.items(Bordered(width: width))
        let outline = try #require(items.first { $0.stroke != nil })
        #expect(outline.shape == .rectangle && outline.fill == nil)
        #expect(outline.stroke?.lineWidth == width && outline.stroke?.color == Color.gray)
        #expect(outline.frame == CGRect(x: 150 + width / 2, y: 170 + width / 2, width: 100 - width, height: 60 - width))
        let colour = try #require(items.first { $0.fill == Color.yellow })
        #expect(colour.frame == CGRect(x: 150, y: 170, width: 100, height: 60))
    }

    /// A clipped colour is the shape filled with it; layout is unchanged.
    @Test func clipShapeGivesAColourTheShape() throws {
        struct Clipped: View {
            var body: some View {
                Color(UIColor.systemBackground).frame(width: 80, height: 40).clipShape(RoundedRectangle(cornerRadius: 20))
            }
        }
        let items = try Self.items(Clipped())
        let shape = try #require(items.first { $0.fill != nil })
        #expect(shape.shape == .roundedRectangle(cornerRadius: 20))
        #expect(shape.fill == Color(red: 1, green: 1, blue: 1))
        #expect(shape.frame == CGRect(x: 160, y: 180, width: 80, height: 40))
    }

    /// Any other content, or a user's shape, is masked: the clipped view carries a mask
    /// layer whose last child is the shape, filled black, sized to the content.
    @Test func clipShapeMasksOtherContentAndUserShapes() throws {
        struct Clipped: View {
            var body: some View {
                VStack {
                    HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 80, height: 40).clipShape(Circle())
                    Color.green.frame(width: 60, height: 60).clipShape(Diamond())
                }
            }
        }
        let items = try Self.items(Clipped())
        let masked = items.filter { $0.compositing == Compositing(.mask) }
        #expect(masked.count == 2)
        // The mask views come last under each masked view: the circle, a square of the
        // content's height centred in it (the circle SwiftUI's `Circle.path(in:)` draws in
        // an 80 × 40 rect), and the diamond, the content's size.
        let masks = items.filter { $0.id.hasSuffix("/mask") }
        try #require(masks.count == 2)
        #expect(masks.allSatisfy { $0.fill == Color(red: 0, green: 0, blue: 0) && $0.outline != nil })
        #expect(masks[0].frame == CGRect(x: 180, y: 146, width: 40, height: 40), "\(masks[0].frame)")
        #expect(masks[1].frame.size == CGSize(width: 60, height: 60))
        #expect(items.contains { $0.fill == Color.green && $0.shape == .rectangle }, "the colour keeps its rectangle")
    }

    @Test func uiColorsAreIOSLightValues() {
        #expect(Color(UIColor.systemBackground) == Color(red: 1, green: 1, blue: 1))
        #expect(Color(uiColor: .label) == Color(red: 0, green: 0, blue: 0))
        #expect(Color(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)) == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
    }
}
