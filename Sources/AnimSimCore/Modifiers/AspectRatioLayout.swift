import Foundation

/// SwiftUI's `ContentMode`: fit the proposal or fill it.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

/// `aspectRatio(_:contentMode:)`: proposes the content the size of the given ratio (width
/// over height; nil: the content's ideal size's) that fits in the proposal (`.fit`: the
/// largest inside it) or covers it (`.fill`: the smallest around it). A side proposed nil
/// follows from the other; with both nil the content's ideal size is the box. The view is
/// what the content answers, and the content is centred in it.
package struct AspectRatioLayout: Layout, ModifierLayout, GuidesFromChildren {
    var ratio: CGFloat?
    var contentMode: ContentMode

    package init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    var primaryChild: Int { 0 }

    func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        var box = CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
        if proposal.width == nil, let height = proposal.height { box.width = height * ratio }
        if proposal.height == nil, let width = proposal.width { box.height = width / ratio }
        let wider = box.width / box.height > ratio
        switch (contentMode, wider) {
        case (.fit, true), (.fill, false): return ProposedViewSize(width: box.height * ratio, height: box.height)
        case (.fit, false), (.fill, true): return ProposedViewSize(width: box.width, height: box.width / ratio)
        }
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child))
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal, child))
    }
}
