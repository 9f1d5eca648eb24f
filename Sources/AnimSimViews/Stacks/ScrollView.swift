import AnimSimCore

/// SwiftUI's `ScrollView`, still: AnimSim does not scroll, so it shows the content at its
/// resting offset (the top, or the leading edge), as the first frame of an app does.
///
/// Its content is proposed the scroll view's size with the scrolled axes left unspecified
/// (`nil`), so a `VStack` of 91 words is as tall as it wants to be; the scroll view itself
/// takes the proposal (it is as flexible as a colour) and falls back to the content's size
/// on an unspecified axis. Along a scrolled axis the content starts at the leading or top
/// edge; along the other it is centred, as SwiftUI centres content narrower than the view.
/// Several views in the builder are stacked along the axis, SwiftUI's implicit stack.
public struct ScrollView<Content: View>: _PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let stackPath = IdentityPath.appending("content", to: context.path)
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let inner = context.appending("content").appending("stack").with {
            $0.stackAxis = axis
            $0.scrollViewPath = context.path
            $0.scrollAxis = axis
        }
        let stack: AnyLayout = axis == .vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        let contentNode = ViewNode(.layout(stack), children: resolve(content, in: inner), id: stackPath)
        return [ViewNode(.layout(AnyLayout(ScrollLayout(axes: axes))), children: [contentNode], id: context.path)]
    }
}

/// The scroll view's layout: one child, proposed `nil` along the scrolled axes.
struct ScrollLayout: Layout {
    var axes: Axis.Set

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let childProposal = contentProposal(ProposedViewSize(bounds.size))
        let size = child.sizeThatFits(childProposal)
        let x = axes.contains(.horizontal) ? bounds.minX : bounds.midX - size.width / 2
        let y = axes.contains(.vertical) ? bounds.minY : bounds.midY - size.height / 2
        child.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: childProposal)
    }
}
