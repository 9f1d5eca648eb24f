import Foundation

/// Makes the nodes of a view whose content is a function of the scene's time: a
/// `TimelineView`'s content at its schedule's date, a `KeyframeAnimator`'s content at its
/// keyframes' value. The view layer implements it (the content is view code). Like an
/// animatable body's source, it must be safe to call from any thread and answer the same
/// nodes for the same time every time, so that a frame stays a pure function of time.
public protocol _TimeBodySource: AnyObject, Sendable {
    /// What the content shows at scene time `time`, as a number: two instants with the same
    /// key show the same nodes (a `.periodic` timeline's entry date; the time itself for
    /// `.animation`), so a frame between two ticks refreshes nothing.
    func key(at time: Double) -> Double
    /// The children of the content's node (`_TimeBodyLayout`) at `time`, named for a node
    /// whose id is now `id` (modifiers applied outside rename it after it was resolved).
    func children(at time: Double, id: String?) -> [ViewNode]
}

/// The node such a view resolves to: its content's nodes as children, placed as a `ZStack`
/// places them (one child sits exactly where it would without this node). It has no
/// `animatableData`: nothing animates it. At every instant, in both panes, the evaluator
/// gives it the children its source makes for that instant
/// (`PresentationGraph.presentTimeBodies`), so the content follows the scene's clock
/// exactly, with no state update per frame.
public struct _TimeBodyLayout: _StackedContentLayout, ModifierLayout, GuidesFromChildren, TimeBodyLayout {
    let source: any _TimeBodySource

    public init(source: any _TimeBodySource) { self.source = source }

    var primaryChild: Int { 0 }

    var timeSource: any _TimeBodySource { source }
}

/// A layout whose children follow the scene's time: `_TimeBodyLayout`.
protocol TimeBodyLayout {
    var timeSource: any _TimeBodySource { get }
}

/// Answered by a boxed `TimeBodyLayout` only: the graph asks a layout node whether its
/// children follow the scene's time.
protocol TimeBodyChildren {
    var timeSource: any _TimeBodySource { get }
}

extension LayoutBox: TimeBodyChildren where L: TimeBodyLayout {
    var timeSource: any _TimeBodySource { layout.timeSource }
}

extension ViewNode {
    /// This tree with every time body's children made for `time` (outermost first, so a
    /// time body inside another's content is made from the content of that instant): the
    /// tree a fresh graph is built from when the content's structure at `time` differs from
    /// the model's.
    func presentingTimeBodies(at time: Double) -> ViewNode {
        var node = self
        if case .layout(let layout) = content, let body = layout.box as? any TimeBodyChildren {
            node.children = body.timeSource.children(at: time, id: id)
        }
        node.children = node.children.map { $0.presentingTimeBodies(at: time) }
        return node
    }

    /// Whether any node of this tree is a time body.
    var holdsTimeBodies: Bool {
        if case .layout(let layout) = content, layout.box is any TimeBodyChildren { return true }
        return children.contains { $0.holdsTimeBodies }
    }
}

/// A layout that places content made elsewhere as a centred `ZStack` places it: one child
/// sits exactly where, and as large as, it would without the layout. The wrappers of
/// per-frame content (`_AnimatableBodyLayout`, `_TimeBodyLayout`) share it.
public protocol _StackedContentLayout: Layout where Cache == Void {}

extension _StackedContentLayout {
    private var stack: ZStackLayout { ZStackLayout(alignment: .center) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var none: Void = ()
        return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var none: Void = ()
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        var none: Void = ()
        return stack.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        var none: Void = ()
        return stack.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    }
}
