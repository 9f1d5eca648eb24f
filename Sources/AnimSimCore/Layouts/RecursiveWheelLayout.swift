import Foundation

/// The seed article's recursive wheel: the first `perRing` views go on an outer ring, the next
/// `perRing` on a ring `scale` times smaller, and so on until no view is left (44 views with
/// 12 per ring make rings of 12, 12, 12 and 8).
///
/// Like the article it recurses through its own `placeSubviews`, handing itself
/// `subviews[perRing...]`: a slice keeps the original indices, so the inner call's first
/// subview is number 12, not 0. The cache carries the current ring's scale down the
/// recursion, the article's example of a cache used for communication rather than speed.
///
/// Ring `k` (from 0, outermost) has radius `radius · scale^k`. Views on it are handed back
/// their angle (`WheelRotationKey`, see `pointsToCenter()`) and the ring's scale
/// (`WheelScaleKey`, see `scaledByRing()`); the layout never resizes them itself.
public struct RecursiveWheelLayout: Layout {
    public var perRing: Int
    public var radius: CGFloat
    public var scale: CGFloat

    public init(perRing: Int = 12, radius: CGFloat, scale: CGFloat = 0.7) {
        self.perRing = perRing
        self.radius = radius
        self.scale = scale
    }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(radius, scale) }
        set {
            radius = newValue.first
            scale = newValue.second
        }
    }

    public struct Cache: Sendable {
        /// The scale of the ring being placed: 1 at the top of the recursion.
        public var ringScale: CGFloat = 1
        /// The ring being placed: 0 at the top of the recursion.
        public var ring = 0
    }

    /// Rings one wheel may have, as many as views may nest: the layout recurses once per
    /// ring, and 20,000 views one per ring overflowed the stack (a crash, not an error).
    public static let maximumRings = 64

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Views per ring, never below one: zero would recurse on the same views forever.
    private var ringSize: Int { max(1, perRing) }

    /// Sized like the wheel: the outer ring plus the largest view on every side.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        WheelLayout.size(radius: radius, largest: WheelLayout.largestChild(subviews, proposal))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        if cache.ring == 0, (subviews.count + ringSize - 1) / ringSize > Self.maximumRings {
            subviews.report("\(subviews.count) views at \(ringSize) per ring make \((subviews.count + ringSize - 1) / ringSize) rings; "
                + "a recursive wheel has at most \(Self.maximumRings) (one recursion per ring): raise perRing or use fewer views")
            return
        }
        let ring = subviews.prefix(ringSize)
        let ringRadius = radius * cache.ringScale
        let angleStep = 2 * Double.pi / Double(ring.count)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (offset, subview) in ring.enumerated() {
            let angle = angleStep * Double(offset)
            subview.place(at: WheelLayout.point(angle: angle, radius: ringRadius, center: center),
                          anchor: .center, proposal: .unspecified)
            subview[WheelRotationKey.self]?.wrappedValue = .radians(angle)
            subview[WheelScaleKey.self]?.wrappedValue = cache.ringScale
        }
        guard subviews.count > ring.count else { return }
        let outerScale = cache.ringScale
        cache.ringScale *= scale
        cache.ring += 1
        defer {
            cache.ringScale = outerScale
            cache.ring -= 1
        }
        placeSubviews(in: bounds, proposal: proposal,
                      subviews: subviews[ring.endIndex..<subviews.endIndex], cache: &cache)
    }
}
