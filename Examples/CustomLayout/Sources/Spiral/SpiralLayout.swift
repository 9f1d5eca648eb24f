import AnimSim

/// Views along an Archimedean spiral: view `i` sits `step` further round than view `i - 1`
/// and `spacing` further out per turn, the whole spiral turned by `turn`. Replace the
/// geometry with yours: this is SwiftUI's `Layout`, and code written for SwiftUI compiles
/// here with `import SwiftUI` changed to `import AnimSim` (docs/swift.md).
public struct SpiralLayout: Layout {
    public var spacing: CGFloat
    public var step: Angle
    public var turn: Angle

    public init(spacing: CGFloat, step: Angle, turn: Angle) {
        self.spacing = spacing
        self.step = step
        self.turn = turn
    }

    /// What the animatable strategy interpolates, exactly as SwiftUI does: `spacing` and
    /// `turn` (in radians). `step` is left out, so a change of it moves the views in
    /// straight lines, as it would in SwiftUI. Its components are named, in this order,
    /// by the registration's `animatableData: ["spacing", "turn"]`.
    public var animatableData: AnimatablePair<CGFloat, Double> {
        get { AnimatablePair(spacing, turn.radians) }
        set {
            spacing = newValue.first
            turn = .radians(newValue.second)
        }
    }

    /// All the space offered: the spiral is centred in it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Each view at its ideal size, centred on its point of the spiral.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = step.radians * Double(index) + turn.radians
            let radius = spacing * CGFloat(step.radians * Double(index) / (2 * .pi)) + spacing
            subview.place(at: CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)), y: bounds.midY + radius * CGFloat(sin(angle))),
                          anchor: .center, proposal: .unspecified)
        }
    }
}
