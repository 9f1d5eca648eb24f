import SwiftUI

// What article 003 leaves out, as small as will compile (listed in docs/swift.md):
// `CachedLayout`'s "其余实现..." (the rest of it: a vertical stack of the cached ideal
// sizes), and `Color.random()`, which `MyView` calls and SwiftUI does not have.

extension CachedLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        var y = bounds.minY
        for (subview, size) in zip(subviews, cache.sizes) {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

struct CachedLayoutUsage: View {
    var body: some View {
        CachedLayout {
            ForEach(1...3, id: \.self) { index in
                Text("缓存 \(index)")
            }
        }
    }
}

extension Color {
    static func random() -> Color {
        Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1))
    }
}
