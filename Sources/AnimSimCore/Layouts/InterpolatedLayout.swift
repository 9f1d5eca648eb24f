import Foundation

/// The seed article's blend of a wheel and a wave: `pct` 0 shows the wheel, 1 the wave, and
/// values between move every view (position and rotation) part of the way.
///
/// The article's prose says pct 0 is the wheel and 1 the wave, but its formula
/// `(wheelValue * pct) + (waveValue * (1-pct))` gives the opposite. We follow the prose:
/// `value = wheelValue * (1 - pct) + waveValue * pct`.
///
/// As in the article, the two sub-layouts hand their placements over through their caches:
/// the caches this layout makes have `placesSubviews == false`, which tells the wheel and the
/// wave to record where they would put each view instead of placing it. Only this layout
/// calls `place`, once per view (the last call would win anyway).
///
/// `animatableData` is `pct` followed by the wheel's and the wave's, so animating any
/// parameter of either shape follows the shapes' own geometry.
public struct InterpolatedLayout: Layout {
    public var pct: Double
    public var wheel: WheelLayout
    public var wave: WaveLayout

    public init(pct: Double, wheel: WheelLayout, wave: WaveLayout) {
        self.pct = pct
        self.wheel = wheel
        self.wave = wave
    }

    public var animatableData: AnimatablePair<Double, AnimatablePair<WheelLayout.AnimatableData, WaveLayout.AnimatableData>> {
        get { AnimatablePair(pct, AnimatablePair(wheel.animatableData, wave.animatableData)) }
        set {
            pct = newValue.first
            wheel.animatableData = newValue.second.first
            wave.animatableData = newValue.second.second
        }
    }

    /// Where a driven sub-layout would have placed one view (by its centre) and turned it.
    public struct Placement: Equatable, Sendable {
        public var position: CGPoint
        public var rotation: Angle
    }

    /// The cache of `WheelLayout` and `WaveLayout`. `placesSubviews` is false only in a cache
    /// an `InterpolatedLayout` made; the sub-layout then appends to `placements`.
    public struct SubCache: Sendable {
        public var placesSubviews = true
        public var placements: [Placement] = []
    }

    public struct Cache: Sendable {
        var wheel = SubCache(placesSubviews: false)
        var wave = SubCache(placesSubviews: false)
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// The blend of both sizes, so the container grows or shrinks with the views.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let wheelSize = wheel.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.wheel)
        let waveSize = wave.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.wave)
        return CGSize(width: blend(wheelSize.width, waveSize.width), height: blend(wheelSize.height, waveSize.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.wheel.placements.removeAll(keepingCapacity: true)
        cache.wave.placements.removeAll(keepingCapacity: true)
        wheel.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wheel)
        wave.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wave)
        for (offset, subview) in subviews.enumerated() {
            let from = cache.wheel.placements[offset], to = cache.wave.placements[offset]
            let position = CGPoint(x: blend(from.position.x, to.position.x), y: blend(from.position.y, to.position.y))
            subview.place(at: position, anchor: .center, proposal: .unspecified)
            subview[WheelRotationKey.self]?.wrappedValue = turn(from.rotation, to.rotation)
        }
    }

    /// Rotations blend the short way round: the wheel's last view sits at 315°, and turning
    /// it back through 180° to the wave's level 0° would spin it for no visible reason. At
    /// pct 1 the result equals the wave's angle up to whole turns.
    private func turn(_ wheelAngle: Angle, _ waveAngle: Angle) -> Angle {
        var delta = (waveAngle.radians - wheelAngle.radians).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        return .radians(wheelAngle.radians + delta * pct)
    }

    private func blend(_ wheelValue: CGFloat, _ waveValue: CGFloat) -> CGFloat {
        wheelValue * (1 - CGFloat(pct)) + waveValue * CGFloat(pct)
    }
}
