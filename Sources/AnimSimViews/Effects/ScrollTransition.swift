import AnimSimCore

/// SwiftUI's `ScrollTransitionPhase`: where a view is in its scroll view's visible region.
/// `value` is −1 for `.topLeading` (the view is before the region's centre and not past the
/// threshold), 0 for `.identity` and 1 for `.bottomTrailing`. As in SwiftUI, an interactive
/// transition does not pass values between: it interpolates the effects the closure gives
/// for `.identity` and for the view's side (`ScrollTransitionEffect`).
public enum ScrollTransitionPhase: Equatable, Sendable {
    case topLeading, identity, bottomTrailing

    public var isIdentity: Bool { self == .identity }

    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// SwiftUI's `ScrollTransitionConfiguration`: whether the phase's value moves with the view
/// (`.interactive`, through a timing curve) or jumps at the threshold (`.animated`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable { case identity, animated, interactive(UnitCurve) }
    var mode: Mode
    var threshold: Threshold = .visible

    public static let identity = ScrollTransitionConfiguration(mode: .identity)
    public static let animated = ScrollTransitionConfiguration(mode: .animated)
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))

    /// AnimSim does not scroll and draws a crossing of the threshold at once: the animation
    /// is accepted and not used (docs/swift.md).
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }

    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// How much of the view must be inside the region for it to be at `.identity`: a
    /// fraction of the view's length (`.visible` all of it, `.hidden` any of it), or its
    /// centre on the region's (`.centered`).
    public struct Threshold: Sendable {
        var amount: Double
        var centered = false

        public static let visible = Threshold(amount: 1)
        public static let hidden = Threshold(amount: 0)
        public static var centered: Threshold { Threshold(amount: 1, centered: true) }
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: min(max(amount, 0), 1)) }
    }
}

extension ScrollTransitionConfiguration {
    /// The side the view is on and how far its effect is toward that side's (0: the
    /// identity's, 1: the side's), for a view spanning `view` in a region spanning `region`
    /// along the scroll axis. `.animated` jumps: 1 short of the threshold, 0 past it.
    func phase(view: ClosedRange<Double>, region: ClosedRange<Double>) -> (side: ScrollTransitionPhase, amount: Double) {
        if case .identity = mode { return (.identity, 0) }
        let (viewCentre, regionCentre) = ((view.lowerBound + view.upperBound) / 2, (region.lowerBound + region.upperBound) / 2)
        let side: ScrollTransitionPhase = viewCentre < regionCentre ? .topLeading : .bottomTrailing
        let length = view.upperBound - view.lowerBound
        let progress: Double
        if threshold.centered {
            let half = (region.upperBound - region.lowerBound + length) / 2
            progress = half > 0 ? max(0, 1 - abs(viewCentre - regionCentre) / half) : 1
        } else {
            // A view longer than the region counts as all visible when it fills it.
            let reach = min(length, region.upperBound - region.lowerBound)
            let overlap = max(0, min(view.upperBound, region.upperBound) - max(view.lowerBound, region.lowerBound))
            let visible = reach > 0 ? min(overlap / reach, 1) : 1
            progress = threshold.amount > 0 ? min(visible / threshold.amount, 1) : (visible > 0 ? 1 : 0)
        }
        if progress >= 1 { return (.identity, 0) }
        guard case .interactive(let curve) = mode else { return (side, 1) }
        return (side, 1 - curve.value(at: progress))
    }
}
