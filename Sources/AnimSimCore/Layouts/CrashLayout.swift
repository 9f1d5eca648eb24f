import Foundation

/// Article 000's `CrashLayout`, unchanged: asked for its minimum (a zero width) it answers
/// infinity, asked for its maximum it answers zero, "which is not reasonable: the minimum
/// cannot be larger than the maximum". SwiftUI crashes on it; AnimSim's engine reports the
/// impossible answer as a layout error naming this layout and the proposal, and `animsim
/// render` draws that error instead of the scene.
public struct CrashLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if proposal.width == 0 {
            return CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
        } else if proposal.width == .infinity {
            return CGSize(width: 0, height: 0)
        }

        return CGSize(width: 0, height: 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    }
}
