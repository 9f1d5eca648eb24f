import Foundation

/// The seed article's `WaveLayout`: views spread evenly across the width on a sine wave.
///
/// - `amplitude`: how far (points) the wave swings either side of its axis;
/// - `frequency`: how many full periods fit across the width;
/// - `angle`: the direction of the wave's axis, turned about the centre of the bounds
///   (clockwise on screen, like every angle here).
///
/// View `i` of `n` sits at `t = (i + ½) / n` of the width, so views keep half a step of
/// margin at both ends, and is turned to follow the slope of the wave at that point. The
/// wave rises like a textbook sine: a positive amplitude first moves views up the screen.
/// All three parameters are animatable.
public struct WaveLayout: Layout {
    public var amplitude: CGFloat
    public var frequency: CGFloat
    public var angle: Angle

    public init(amplitude: CGFloat = 50, frequency: CGFloat = 1, angle: Angle = .zero) {
        self.amplitude = amplitude
        self.frequency = frequency
        self.angle = angle
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Double> {
        get { AnimatablePair(AnimatablePair(amplitude, frequency), angle.radians) }
        set {
            amplitude = newValue.first.first
            frequency = newValue.first.second
            angle = .radians(newValue.second)
        }
    }

    /// Shared with the wheel: inside an `InterpolatedLayout` the wave only records placements.
    public typealias Cache = InterpolatedLayout.SubCache

    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    /// The proposed size where there is one. Unspecified, the wave is as wide as its views
    /// side by side and as tall as the swing plus the tallest view, its ideal size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        var totalWidth: CGFloat = 0
        var tallest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            totalWidth += size.width
            tallest = max(tallest, size.height)
        }
        return CGSize(width: proposal.width ?? totalWidth, height: proposal.height ?? 2 * abs(amplitude) + tallest)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let turn = CGAffineTransform(rotationAngle: CGFloat(angle.radians))
        for (offset, subview) in subviews.enumerated() {
            let local = Self.point(index: offset, count: subviews.count, width: bounds.width,
                                   amplitude: amplitude, frequency: frequency)
            let turned = local.position.applying(turn)
            let position = CGPoint(x: turned.x + center.x, y: turned.y + center.y)
            let rotation = angle + local.slope
            if cache.placesSubviews {
                subview.place(at: position, anchor: .center, proposal: .unspecified)
                subview[WheelRotationKey.self]?.wrappedValue = rotation
            } else {
                cache.placements.append(InterpolatedLayout.Placement(position: position, rotation: rotation))
            }
        }
    }
}

extension WaveLayout {
    /// View `index`'s centre relative to the middle of an unturned wave, and the direction of
    /// the wave there (0 where it runs level).
    static func point(index: Int, count: Int, width: CGFloat, amplitude: CGFloat,
                      frequency: CGFloat) -> (position: CGPoint, slope: Angle) {
        let t = (CGFloat(index) + 0.5) / CGFloat(count)
        let phase = 2 * CGFloat.pi * frequency * t
        let position = CGPoint(x: (t - 0.5) * width, y: -amplitude * sin(phase))
        // dy/dx of y = -A·sin(2πf·x/w + …); screen y grows downwards, as does a positive angle.
        let slope = width > 0 ? -amplitude * 2 * CGFloat.pi * frequency * cos(phase) / width : 0
        return (position, .radians(Double(atan(slope))))
    }
}
