import SwiftUI

struct ContentView: View {
    let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]

    var body: some View {
        ComposedLayout {
            ForEach(0..<9) { idx in
                RoundedRectangle(cornerRadius: 8)
                    .fill(colors[idx%colors.count].opacity(0.7))
                    .frame(width: 50, height: 50)
                    .overlay { Text("\(idx+1)") }
            }
        }
    }
}

struct ComposedLayout: Layout {
    private let hStack = AnyLayout(HStackLayout(spacing: 0))
    private let vStack = AnyLayout(VStackLayout(spacing: 0))

    struct Caches {
        var topCache: AnyLayout.Cache
        var centerCache: AnyLayout.Cache
        var bottomCache: AnyLayout.Cache
    }

    func makeCache(subviews: Subviews) -> Caches {
        Caches(topCache: hStack.makeCache(subviews: topViews(subviews: subviews)),
               centerCache: vStack.makeCache(subviews: centerViews(subviews: subviews)),
               bottomCache: hStack.makeCache(subviews: bottomViews(subviews: subviews)))
    }

    // What the article leaves out ("// ..."), the smallest that works: each group at its
    // ideal size, the three centred and stacked top to bottom.

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Caches) -> CGSize {
        let sizes = groupSizes(subviews: subviews, cache: &cache)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Caches) {
        let sizes = groupSizes(subviews: subviews, cache: &cache)
        var y = bounds.minY
        func frame(_ size: CGSize) -> CGRect {
            defer { y += size.height }
            return CGRect(x: bounds.midX - size.width / 2, y: y, width: size.width, height: size.height)
        }
        hStack.placeSubviews(in: frame(sizes[0]), proposal: .unspecified,
                             subviews: topViews(subviews: subviews), cache: &cache.topCache)
        vStack.placeSubviews(in: frame(sizes[1]), proposal: .unspecified,
                             subviews: centerViews(subviews: subviews), cache: &cache.centerCache)
        hStack.placeSubviews(in: frame(sizes[2]), proposal: .unspecified,
                             subviews: bottomViews(subviews: subviews), cache: &cache.bottomCache)
    }

    func groupSizes(subviews: Subviews, cache: inout Caches) -> [CGSize] {
        [hStack.sizeThatFits(proposal: .unspecified, subviews: topViews(subviews: subviews), cache: &cache.topCache),
         vStack.sizeThatFits(proposal: .unspecified, subviews: centerViews(subviews: subviews), cache: &cache.centerCache),
         hStack.sizeThatFits(proposal: .unspecified, subviews: bottomViews(subviews: subviews), cache: &cache.bottomCache)]
    }

    func topViews(subviews: Subviews) -> Subviews {
        subviews.prefix(3)
    }

    func bottomViews(subviews: Subviews) -> Subviews {
        subviews.dropFirst(3).suffix(3)
    }

    func centerViews(subviews: Subviews) -> Subviews {
        subviews.dropFirst(3).dropLast(3)
    }
}
