// Layouts copied from the seed articles with `import SwiftUI` replaced by `import AnimSim`
// and nothing else changed, except where a comment says so. Each sits in a namespace named
// after its article so it cannot clash with AnimSim's own layout of the same name.
import AnimSimCore
import AnimSimNodeBuilder

/// 000: The SwiftUI Layout Protocol, part 2.
enum Article000 {
    struct WheelLayout: Layout {
        var radius: CGFloat
        var rotation: Angle

        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(rotation.radians, radius) }
            set {
                rotation = Angle.radians(newValue.first)
                radius = newValue.second
            }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {

            let maxSize = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {

                return CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))

            }

            return CGSize(width: (maxSize.width / 2 + radius) * 2,
                          height: (maxSize.height / 2 + radius) * 2)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            let angleStep = (Angle.degrees(360).radians / Double(subviews.count))

            for (index, subview) in subviews.enumerated() {
                let angle = angleStep * CGFloat(index) + rotation.radians

                // Find a vector with an appropriate size and rotation.
                var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))

                // Shift the vector to the middle of the region.
                point.x += bounds.midX
                point.y += bounds.midY

                // Place the subview.
                subview.place(at: point, anchor: .center, proposal: .unspecified)
            }
        }
    }

    struct CrashLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            if proposal.width == 0 {
                return CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
            } else if proposal.width == .infinity {
                return CGSize(width: 0, height: 0)
            }

            return CGSize(width: 0, height: 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
        }
    }
}

/// 003: A complete guide to custom layout containers.
enum Article003 {
    /// Counts calls by name; layouts are `Sendable` values, so the counter is a locked class.
    final class CallCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func count(_ name: String) {
            lock.lock()
            defer { lock.unlock() }
            counts[name, default: 0] += 1
        }

        subscript(name: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return counts[name, default: 0]
        }
    }

    struct MyCustomLayout: Layout {
        func sizeThatFits(
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout ()
        ) -> CGSize {
            // 计算并返回布局的尺寸
            let sizes = subviews.map { $0.sizeThatFits(proposal) }
            let maxWidth = sizes.map { $0.width }.max() ?? 0
            let totalHeight = sizes.map { $0.height }.reduce(0, +)
            return CGSize(width: maxWidth, height: totalHeight)
        }

        func placeSubviews(
            in bounds: CGRect,
            proposal: ProposedViewSize,
            subviews: Subviews,
            cache: inout ()
        ) {
            // 放置子视图
            var y = bounds.minY
            for subview in subviews {
                let size = subview.sizeThatFits(proposal)
                subview.place(
                    at: CGPoint(x: bounds.midX, y: y),
                    anchor: .top,
                    proposal: proposal
                )
                y += size.height
            }
        }
    }

    /// The article shows only the cache; the rest ("其余实现...") stacks the cached ideal
    /// sizes vertically, and `calls` (not in the article) counts how often the engine
    /// makes and updates the cache.
    struct CachedLayout: Layout {
        struct CacheData {
            var sizes: [CGSize]
        }

        let calls: CallCounter

        func makeCache(subviews: Subviews) -> CacheData {
            calls.count("makeCache")
            return CacheData(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
        }

        func updateCache(_ cache: inout CacheData, subviews: Subviews) {
            calls.count("updateCache")
            cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
            calls.count("sizeThatFits")
            return CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
            calls.count("placeSubviews")
            var y = bounds.minY
            for (subview, size) in zip(subviews, cache.sizes) {
                subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                y += size.height
            }
        }
    }

    struct CircularLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let radius = min(bounds.width, bounds.height) / 3.0
            let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

            for (index, subview) in subviews.enumerated() {
                let currentAngle = angle * Double(index)
                let x = bounds.midX + radius * cos(currentAngle)
                let y = bounds.midY + radius * sin(currentAngle)

                subview.place(
                    at: CGPoint(x: x, y: y),
                    anchor: .center,
                    proposal: .unspecified
                )
            }
        }
    }

    struct WaterfallLayout: Layout {
        var columns: Int
        var spacing: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let width = proposal.width ?? 0
            let columnWidth = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
            var columnHeights = Array(repeating: CGFloat(0), count: columns)

            for subview in subviews {
                let size = subview.sizeThatFits(
                    ProposedViewSize(width: columnWidth, height: nil)
                )
                let shortestColumn = columnHeights.enumerated()
                    .min(by: { $0.element < $1.element })!
                    .offset
                columnHeights[shortestColumn] += size.height + spacing
            }

            let height = columnHeights.max() ?? 0
            return CGSize(width: width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let width = bounds.width
            let columnWidth = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
            var columnHeights = Array(repeating: bounds.minY, count: columns)

            for subview in subviews {
                let size = subview.sizeThatFits(
                    ProposedViewSize(width: columnWidth, height: nil)
                )
                let shortestColumn = columnHeights.enumerated()
                    .min(by: { $0.element < $1.element })!
                    .offset
                let x = bounds.minX + CGFloat(shortestColumn) * (columnWidth + spacing)
                let y = columnHeights[shortestColumn]

                subview.place(
                    at: CGPoint(x: x + columnWidth / 2, y: y + size.height / 2),
                    anchor: .center,
                    proposal: ProposedViewSize(width: columnWidth, height: size.height)
                )

                columnHeights[shortestColumn] += size.height + spacing
            }
        }
    }
}
