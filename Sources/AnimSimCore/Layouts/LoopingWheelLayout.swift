import Foundation

/// Article 000's warning about two-way values, made concrete: a wheel that writes back
/// each view's *current* rotation plus `step`, instead of the angle it placed the view at.
/// Every pass writes a value the last pass did not, so the written values never settle:
/// the layout loop the article tells you to spot by a `print` in `placeSubviews` that never
/// stops. AnimSim stops after `LayoutEngine.maxWriteBackPasses` passes and reports a layout
/// loop naming this layout. Views opt in with `pointsToCenter` (`WheelRotationKey`).
public struct LoopingWheelLayout: Layout {
    public var radius: CGFloat
    public var step: Angle

    public init(radius: CGFloat = 100, step: Angle = .degrees(15)) {
        self.radius = radius
        self.step = step
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
        }
        return CGSize(width: largest.width + 2 * radius, height: largest.height + 2 * radius)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let angleStep = 2 * Double.pi / Double(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * Double(index)
            subview.place(at: CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle)),
                          anchor: .center, proposal: .unspecified)
            if let rotation = subview[WheelRotationKey.self] {
                rotation.wrappedValue = .radians(rotation.wrappedValue.radians + step.radians)
            }
        }
    }
}
