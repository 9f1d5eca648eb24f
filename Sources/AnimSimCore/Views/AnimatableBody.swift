import Foundation

/// Makes the nodes of an `Animatable` view's `body` (or an animatable modifier's
/// `body(content:)`) for one value of its `animatableData`. The view layer implements it:
/// a body is view code, which the core never runs itself. An implementation must be safe to
/// call from any thread (the evaluator's parallel frames, the window's render threads) and
/// must answer the same nodes for the same data every time, so that a frame stays a pure
/// function of time.
public protocol _AnimatableBodySource<Data>: AnyObject, Sendable {
    associatedtype Data: VectorArithmetic
    /// The children of the body's node (`_AnimatableBodyLayout`) when the body runs with
    /// `data`, named for a node whose id is now `id` (modifiers applied outside the view
    /// rename it after it was resolved).
    func children(for data: Data, id: String?) -> [ViewNode]
}

/// The node an `Animatable` view or modifier resolves to: its body's nodes as children,
/// placed as a `ZStack` places them (one child: exactly where and as large as it would be
/// without this node), and the view's `animatableData` as the layout's. The animatable
/// pane animates that data as it animates any layout's (`LayoutAnimator`: springs, merges,
/// retargets); each presented value then gets its children from `source`, which runs the
/// body with it (`PresentationGraph.presentBody`). The position pane never animates the
/// data, so it draws the body at its model values, and the frames and colours between the
/// transaction's two trees are interpolated like any others'.
public struct _AnimatableBodyLayout<Data: VectorArithmetic>: _StackedContentLayout, ModifierLayout, GuidesFromChildren, BodyLayout {
    public var animatableData: Data
    let source: any _AnimatableBodySource<Data>

    public init(animatableData: Data, source: any _AnimatableBodySource<Data>) {
        self.animatableData = animatableData
        self.source = source
    }

    /// The first child is the view's own: its layout values and priority pass on.
    var primaryChild: Int { 0 }

    func children(id: String?) -> [ViewNode] { source.children(for: animatableData, id: id) }
}

/// A layout whose children are made from its data: `_AnimatableBodyLayout`, whatever its
/// data's type.
protocol BodyLayout {
    func children(id: String?) -> [ViewNode]
}

/// Answered by a boxed `BodyLayout` only: the graph asks a presented layout whether its
/// children follow its data.
protocol BodyChildren {
    func bodyChildren(id: String?) -> [ViewNode]
}

extension LayoutBox: BodyChildren where L: BodyLayout {
    func bodyChildren(id: String?) -> [ViewNode] { layout.children(id: id) }
}
