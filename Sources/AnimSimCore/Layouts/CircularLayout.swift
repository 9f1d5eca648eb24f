import Foundation

/// The seed article's circular layout (003): it takes whatever it is proposed (10×10 on an
/// unspecified axis, like a shape) and puts its views on a circle of radius
/// `min(width, height) / 3` around the centre, each at its ideal size.
///
/// Unlike `WheelLayout`, the first view sits at 3 o'clock (angle 0 on the x axis) and the
/// others follow clockwise on screen, because y grows downwards: the article computes
/// `(midX + r·cos θ, midY + r·sin θ)` directly instead of rotating a vector.
///
/// It has no parameters, hence no `animatableData`: size changes animate through the bounds.
public struct CircularLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = Self.radius(in: bounds)
        let step = Angle.degrees(360.0 / Double(subviews.count)).radians
        for (offset, subview) in subviews.enumerated() {
            let angle = step * Double(offset)
            subview.place(at: CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)),
                                      y: bounds.midY + radius * CGFloat(sin(angle))),
                          anchor: .center, proposal: .unspecified)
        }
    }

    /// A third of the shorter side: views of up to a third of it stay inside the bounds.
    static func radius(in bounds: CGRect) -> CGFloat { min(bounds.width, bounds.height) / 3 }
}
