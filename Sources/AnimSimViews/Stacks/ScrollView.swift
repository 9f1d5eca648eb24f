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
/// `.contentMargins` around it insets the content (`ScrollLayout.margins`); they are its
/// own, so a scroll view inside the content does not inset by them again.
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
        let margins = context.environment.surroundings.scrollContentMargins
        let inner = context.appending("content").appending("stack").with {
            $0.environment.surroundings.scrollContentMargins = EdgeInsets()
            $0.stackAxis = axis
            $0.scrollViewPath = context.path
            $0.scrollAxis = axis
        }
        let stack: AnyLayout = axis == .vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        let contentNode = ViewNode(.layout(stack), children: resolve(content, in: inner), id: stackPath)
        return [ViewNode(.layout(AnyLayout(ScrollLayout(axes: axes, margins: margins))), children: [contentNode], id: context.path)]
    }
}

/// The scroll view's layout: one child, proposed `nil` along the scrolled axes and the
/// view's length less the margins across them; the child is placed inside the margins
/// (`.contentMargins`): at the leading or top margin along a scrolled axis, centred between
/// the margins across it.
struct ScrollLayout: Layout {
    var axes: Axis.Set
    var margins = EdgeInsets()

    /// The margins' total on each axis.
    var across: CGSize { CGSize(width: margins.leading + margins.trailing, height: margins.top + margins.bottom) }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max($0 - across.width, 0) },
                         height: axes.contains(.vertical) ? nil : proposal.height.map { max($0 - across.height, 0) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? content.width + across.width,
                      height: proposal.height ?? content.height + across.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let childProposal = contentProposal(ProposedViewSize(bounds.size))
        let size = child.sizeThatFits(childProposal)
        let inset = CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
                           width: bounds.width - across.width, height: bounds.height - across.height)
        let x = axes.contains(.horizontal) ? inset.minX : inset.midX - size.width / 2
        let y = axes.contains(.vertical) ? inset.minY : inset.midY - size.height / 2
        child.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: childProposal)
    }
}
