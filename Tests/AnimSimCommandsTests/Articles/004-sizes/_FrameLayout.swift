import SwiftUI

// The article prints `_FrameLayout` as SwiftUI declares it (`width`, `height`, an init
// taking `alignment`) and says `Text("Hi").frame(width: 100,height: 100)` "can be seen as"
// `_FrameLayout(width: 100,height: 100,alignment: .center) { Text("Hi") }`. Its body is
// left out (listed in README.md); the smallest that does what the article's summary says a
// frame does: "为子视图提供 50 x 50 的建议尺寸,并将 50 x 50 作为需求尺寸返回给父视图".
struct _FrameLayout: Layout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    /// A given length is the child's proposal and the frame's own length; an axis left nil
    /// passes the proposal through and takes the child's length.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let size = content.sizeThatFits(.init(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The child's alignment guide is put on the frame's own: a standard guide sits at the
    /// frame's leading edge, centre or trailing edge (top, centre, bottom).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let childProposal = ProposedViewSize(width: width ?? bounds.width, height: height ?? bounds.height)
        let dimensions = content.dimensions(in: childProposal)
        let x = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? bounds.width : bounds.width / 2
        let y = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? bounds.height : bounds.height / 2
        content.place(at: CGPoint(x: bounds.minX + x - dimensions[alignment.horizontal],
                                  y: bounds.minY + y - dimensions[alignment.vertical]),
                      anchor: .topLeading, proposal: childProposal)
    }
}
