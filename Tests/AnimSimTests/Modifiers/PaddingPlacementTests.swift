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

    /// A negative padding larger than its child gives a size of zero, not a negative one (a
    /// layout error), and still moves the child by the insets: a 40 × 40 square under
    /// `padding(top: -140, leading: -12)` is 28 wide, 0 tall, and drawn 140 above and 12 to the
    /// left of where the padding sits.
    @Test(arguments: [(-140.0, -12.0, 28.0, 0.0), (-20, -50, 0, 20), (-10, -10, 30, 30)])
    func aNegativePaddingIsNeverBelowZero(top: Double, leading: Double, width: Double, height: Double) throws {
        let root = Rectangle().frame(width: 40, height: 40)
            .padding(EdgeInsets(top: CGFloat(top), leading: CGFloat(leading), bottom: 0, trailing: 0)).id("pad")
        let result = try LayoutCheck.run(root, in: CGSize(width: 300, height: 300))
        let pad = try #require(result.frame("pad"))
        #expect(pad.width == CGFloat(width) && pad.height == CGFloat(height), "\(pad)")
        let square = try #require(result.frame("pad/0"), "the 40 × 40 frame is the padding's child")
        #expect(abs(square.minX - (pad.minX + CGFloat(leading))) < 1e-9 && abs(square.minY - (pad.minY + CGFloat(top))) < 1e-9, "\(square) in \(pad)")
    }
}
