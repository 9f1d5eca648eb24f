import Foundation

/// Any layout boxed as an `ErasedLayout`, the one shape the engine stores and calls. It
/// finds once, when boxed, what the graph would otherwise ask by a dynamic cast at every
/// node (a modifier's primary child, guides from children only, a user's code, a shape's
/// outline), and keeps caches as `Any`, typed again per call (`withCache`). It has a file
/// of its own, apart from the public `AnyLayout` that holds one, to keep each file short.
struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L
    let selection: AnimatableSelection?
    /// `ModifierLayout.primaryChild`, found once when the layout is boxed. The graph asks at
    /// every node it adds (and each pane builds its own graph of the same views), and the
    /// cast behind it, in this unspecialised code, is a lookup in the runtime's conformance
    /// table shared by the whole process: about 250 instructions a node, most of what taking
    /// its values cost. `Int32`: a box of a layout without stored properties still fits an
    /// existential's inline buffer.
    private let primaryChild: Int32?
    /// Whether the layout sets no guide of its own (`GuidesFromChildren`), found once when
    /// boxed for the same reason: the graph asks at every node it adds or refreshes.
    let guidesFromChildrenOnly: Bool
    /// A user's layout, whose calls a Swift file's watchdog watches (`LayoutTraits.isUserCode`).
    private let watched: Bool
    /// A shape's outline reader (`LayoutTraits.outlineReader`), found once when boxed.
    let outlineReader: OutlineReader?

    init(layout: L, selection: AnimatableSelection?) {
        let traits = LayoutTraits.of(L.self)
        self.init(layout, selection, primaryChild: traits.primaryChild(of: layout).map(Int32.init),
                  guidesFromChildrenOnly: traits.guidesFromChildrenOnly, watched: traits.isUserCode,
                  outlineReader: traits.outlineReader)
    }

    private init(_ layout: L, _ selection: AnimatableSelection?, primaryChild: Int32?, guidesFromChildrenOnly: Bool, watched: Bool,
                 outlineReader: OutlineReader?) {
        self.layout = layout
        self.selection = selection
        self.primaryChild = primaryChild
        self.guidesFromChildrenOnly = guidesFromChildrenOnly
        self.watched = watched
        self.outlineReader = outlineReader
    }

    /// This box with `layout`'s animatable data presented (`TypedLayoutAnimator.present`):
    /// no modifier's primary child depends on its animatable data, so it is not looked up again.
    func presenting(_ layout: L) -> LayoutBox {
        LayoutBox(layout, selection, primaryChild: primaryChild, guidesFromChildrenOnly: guidesFromChildrenOnly, watched: watched,
                  outlineReader: outlineReader)
    }

    var isGeometryEffect: Bool { layout is any GeometryEffectLayout }

    func selecting(_ selection: AnimatableSelection) -> any ErasedLayout {
        LayoutBox(layout, selection, primaryChild: primaryChild, guidesFromChildrenOnly: guidesFromChildrenOnly, watched: watched,
                  outlineReader: outlineReader)
    }

    var selectedComponents: [Double] {
        guard let all = (layout.animatableData as? AnimatableComponents)?.animatableComponents else { return [] }
        guard let mask = selection?.selected else { return all }
        return all.indices.filter { $0 < mask.count && mask[$0] }.map { all[$0] }
    }

    func makeAnimator() -> (any LayoutAnimator)? {
        let data = layout.animatableData
        if data is EmptyAnimatableData { return nil }
        if let selection, !selection.selected.contains(true) { return nil }
        return TypedLayoutAnimator<L>(value: AnimatedValue(initial: data), mask: selection?.selected)
    }

    var name: String { String(describing: L.self) }
    var type: any Layout.Type { L.self }
    var properties: LayoutProperties { L.layoutProperties }
    var forwardsChildValues: Int? { primaryChild.map(Int.init) }

    private func withCache<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        // Most layouts, every modifier among them, keep no cache: skip the dynamic cast,
        // which costs more than a frame's own work.
        if L.Cache.self == Void.self {
            var none = unsafeBitCast((), to: L.Cache.self)
            return body(&none)
        }
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withCache(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        // A call into a user's layout's own code, for a Swift file's watchdog (`UserCodeWatch`).
        guard watched else { return withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) } }
        return UserCodeWatch.run(.sizeThatFits, L.self) {
            withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        guard watched else {
            return withCache(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        UserCodeWatch.run(.placeSubviews, L.self) {
            withCache(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
