import Foundation

/// `fixedSize(horizontal:vertical:)`: proposes `nil` on the fixed axes, so the child takes its
/// ideal size there whatever the parent offers.
public struct FixedSizeLayout: Layout, ModifierLayout {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    var primaryChild: Int { 0 }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    /// The child is placed with its own (ideal) size as a concrete proposal, as in SwiftUI:
    /// that is what makes `HStack { … }.fixedSize(horizontal: false, vertical: true)` give
    /// children with `maxHeight: .infinity` the height of the tallest one.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(aligned: .center, in: bounds, proposal: ProposedViewSize(bounds.size))
    }
}
