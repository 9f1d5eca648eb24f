import Foundation
import Testing
import AnimSim

/// `.scrollIndicators(_:axes:)` (iOS 16) on the horizontal carousels published files build:
/// at rest iOS shows no scroll indicator whatever the visibility, and AnimSim draws scroll
/// views at rest, so every visibility draws the scroll view exactly as without the modifier.
@MainActor @Suite struct ScrollIndicatorsTests {
    struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(0..<4) { index in
                        RoundedRectangle(cornerRadius: 8).fill(index % 2 == 0 ? Color.blue : .orange).frame(width: 120, height: 80)
                    }
                }
            }
        }
    }

    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutEngine().layout(ViewHost(view).currentTree, in: CGSize(width: 300, height: 200))
    }

    @Test(arguments: [ScrollIndicatorVisibility.automatic, .visible, .hidden, .never])
    func everyVisibilityDrawsTheScrollViewAsItIs(visibility: ScrollIndicatorVisibility) throws {
        let plain = try Self.list(Carousel())
        let modified = try Self.list(Carousel().scrollIndicators(visibility))
        let axes = try Self.list(Carousel().scrollIndicators(visibility, axes: .horizontal))
        #expect(plain.items.filter { $0.shape == .roundedRectangle(cornerRadius: 8) }.count == 4)
        #expect(modified.items.map(\.frame) == plain.items.map(\.frame))
        #expect(modified.items.map(\.fill) == plain.items.map(\.fill))
        #expect(axes.items.map(\.frame) == plain.items.map(\.frame))
    }
}
