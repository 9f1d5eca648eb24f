import SwiftUI

struct ContentView: View {
    let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]

    var body: some View {
        RecursiveWheel(radius: 150, scale: 0.7) {
            ForEach(0..<44) { idx in
                RingComponent {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(colors[idx%colors.count].opacity(0.7))
                        .frame(width: 50, height: 50)
                        .overlay { Text("\(idx+1)") }
                }
            }
        }
    }
}

struct RingRotation: LayoutValueKey {
    static let defaultValue: Binding<Angle>? = nil
}

struct RingScale: LayoutValueKey {
    static let defaultValue: Binding<CGFloat>? = nil
}

/// The views turn to the centre and shrink with their ring, both written back by the layout.
struct RingComponent<V: View>: View {
    @ViewBuilder let content: () -> V
    @State private var rotation: Angle = .zero
    @State private var scale: CGFloat = 1

    var body: some View {
        content()
            .scaleEffect(scale)
            .rotationEffect(rotation)
            .layoutValue(key: RingRotation.self, value: $rotation)
            .layoutValue(key: RingScale.self, value: $scale)
    }
}

/// Twelve views on a ring, the next twelve on a ring `scale` times smaller, and so on.
/// The cache carries the ring being placed down the recursion.
struct RecursiveWheel: Layout {
    var radius: CGFloat
    var scale: CGFloat

    struct CacheData {
        var ring = 0
    }

    func makeCache(subviews: Subviews) -> CacheData { CacheData() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (maxSize.width / 2 + radius) * 2, height: (maxSize.height / 2 + radius) * 2)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let ringScale = pow(scale, CGFloat(cache.ring))
        let ring = subviews.prefix(12)
        let angleStep = Angle.degrees(360).radians / Double(ring.count)

        for (index, subview) in ring.enumerated() {
            let angle = angleStep * CGFloat(index)
            var point = CGPoint(x: 0, y: -radius * ringScale).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)

            DispatchQueue.main.async {
                subview[RingRotation.self]?.wrappedValue = .radians(angle)
                subview[RingScale.self]?.wrappedValue = ringScale
            }
        }

        guard subviews.count > 12 else { return }
        cache.ring += 1
        placeSubviews(in: bounds,
                      proposal: proposal,
                      subviews: subviews.dropFirst(12),
                      cache: &cache)
        cache.ring -= 1
    }
}
