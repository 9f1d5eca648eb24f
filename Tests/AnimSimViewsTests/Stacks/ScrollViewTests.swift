import Foundation
import Testing
import AnimSim

/// `ScrollView` at rest: content proposed `nil` along the scrolled axis, starting at the
/// top (leading) edge and centred across it; the scroll view takes the whole proposal.
@MainActor @Suite struct ScrollViewTests {
    struct Tall: View {
        var body: some View {
            ScrollView {
                Rectangle().frame(width: 100, height: 30)
                Rectangle().frame(width: 60, height: 900)
            }
        }
    }

    struct Wide: View {
        var body: some View {
            ScrollView(.horizontal) { Rectangle().frame(width: 50, height: 40) }
        }
    }

    /// A flexible child is proposed nil vertically: a colour takes its ideal height (10).
    struct Flexible: View {
        var body: some View { ScrollView { Color.red } }
    }

    static func frames<V: View>(_ view: V, canvas: CGSize = CGSize(width: 400, height: 400)) throws -> [String: CGRect] {
        let list = try LayoutEngine().layout(ViewHost(view, canvas: canvas).currentTree, in: canvas)
        return Dictionary(list.items.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func verticalContentStartsAtTheTopCentredAcross() throws {
        let frames = try Self.frames(Tall())
        #expect(frames["root"] == CGRect(x: 0, y: 0, width: 400, height: 400))
        let stack = try #require(frames["root/content"])
        #expect(abs(stack.minY) < 0.01 && abs(stack.height - (30 + 8 + 900)) < 0.01, "\(stack)")
        #expect(abs(stack.midX - 200) < 0.01 && abs(stack.width - 100) < 0.01)
    }

    @Test func horizontalContentStartsAtTheLeadingEdgeCentredDown() throws {
        let frames = try Self.frames(Wide())
        let content = try #require(frames["root/content"])
        #expect(abs(content.minX) < 0.01 && abs(content.midY - 200) < 0.01 && abs(content.width - 50) < 0.01, "\(content)")
    }

    @Test func theScrolledAxisIsProposedNil() throws {
        let frames = try Self.frames(Flexible())
        let colour = try #require(frames.first { $0.key.hasPrefix("root/content/") }?.value)
        #expect(abs(colour.width - 400) < 0.01 && abs(colour.height - 10) < 0.01, "\(colour)")
    }
}
