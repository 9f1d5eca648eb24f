import SwiftUI

/// The article's wheel, with the cache that tells it whether it places its views itself or
/// records where it would put them for an `InterpolatedLayout`.
struct WheelLayout: Layout {
    var radius: CGFloat
    var rotation: Angle

    func makeCache(subviews: Subviews) -> SubCache { SubCache() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout SubCache) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (maxSize.width / 2 + radius) * 2, height: (maxSize.height / 2 + radius) * 2)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout SubCache) {
        let angleStep = (Angle.degrees(360).radians / Double(subviews.count))

        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * CGFloat(index) + rotation.radians
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            point.x += bounds.midX
            point.y += bounds.midY

            if cache.isIndependent {
                subview.place(at: point, anchor: .center, proposal: .unspecified)
                DispatchQueue.main.async {
                    subview[Rotation.self]?.wrappedValue = .radians(angle)
                }
            } else {
                cache.placements.append(Placement(position: point, rotation: .radians(angle)))
            }
        }
    }
}
