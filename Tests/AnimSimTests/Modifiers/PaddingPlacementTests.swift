import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// `padding` places its child with the proposal it was given, less the insets, as SwiftUI's
/// `_PaddingLayout.placement` does (`context.proposedSize.inset(by:)`; OpenSwiftUICore,
/// PaddingLayout.swift, audited against SwiftUI 6.5.4), not with its own bounds less the
/// insets. The two differ for a child that is not the size it was proposed.
@Suite struct PaddingPlacementTests {
    /// Always 200 × 20, whatever it is proposed, and places its child as wide as the width
    /// it was proposed when placed: the placement proposal made visible.
    struct ProposalEcho: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 200, height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading,
                                  proposal: ProposedViewSize(width: proposal.width ?? 0, height: 20))
        }
    }

    /// Proposed 100 × 100, a padding of 10 proposes 80 × 80 when it measures and when it
    /// places; the echo is 200 wide either way (the padding, which keeps its id, 220), and its
    /// child is as wide as that proposal, 80. Placed with the bounds (220 − 20), it would be 200.
    @Test(arguments: [(10.0, 80.0), (0, 100), (30, 40)])
    func theChildIsPlacedWithTheInsetProposal(inset: Double, width: Double) throws {
        let root = ProposalEcho()(children: [Rectangle().id("child")]).id("echo").padding(CGFloat(inset))
        let result = try LayoutCheck.run(root, in: CGSize(width: 100, height: 100))
        #expect(result.frame("echo")?.width == 200 + 2 * CGFloat(inset))
        #expect(result.frame("child")?.width == CGFloat(width), "\(String(describing: result.frame("child")))")
    }
}
