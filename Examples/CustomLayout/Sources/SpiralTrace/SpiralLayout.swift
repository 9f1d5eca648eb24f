import AnimSim

/// Views along an Archimedean spiral: view `i` sits `spacing` points further out than view
/// `i - 1` per turn, `step` apart in angle, the whole spiral turned by `turn`. Both numbers
/// and the angle are animatable, so the animatable strategy unwinds the spiral smoothly.
struct SpiralLayout: Layout {
    var spacing: CGFloat
    var step: Angle
    var turn: Angle

    var animatableData: AnimatablePair<CGFloat, Double> {
        get { AnimatablePair(spacing, turn.radians) }
        set {
            spacing = newValue.first
            turn = .radians(newValue.second)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = step.radians * Double(index) + turn.radians
            let radius = spacing * CGFloat(step.radians * Double(index) / (2 * .pi)) + spacing
            subview.place(at: CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)), y: bounds.midY + radius * CGFloat(sin(angle))),
                          anchor: .center, proposal: .unspecified)
        }
    }
}
