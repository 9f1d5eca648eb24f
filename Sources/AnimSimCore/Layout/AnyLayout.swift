import Foundation

/// A type-erased layout. Like SwiftUI's, its methods are public, so a layout can drive other
/// layouts (HStackLayout inside a composed layout) and keep their caches in its own.
public struct AnyLayout: Layout {
    let box: any ErasedLayout

    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            box = erased.box
        } else {
            box = LayoutBox(layout: layout, selection: nil)
        }
    }

    /// A layout of which only some `animatableData` components animate (a scene file's
    /// `animatableData: [rotation]`); the others take each new value at once, so views they
    /// move travel as geometry, in straight lines.
    public init<L: Layout>(_ layout: L, animatableData selection: AnimatableSelection) {
        box = LayoutBox(layout: layout, selection: selection)
    }

    /// The erased layout's cache, opaque to the caller.
    public struct Cache {
        var value: Any
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The same layout with only `selection`'s components of its `animatableData` animating.
    public func animating(_ selection: AnimatableSelection) -> AnyLayout {
        AnyLayout(box: box.selecting(selection))
    }

    init(box: any ErasedLayout) { self.box = box }

    /// The wrapped layout's type name, used in error messages.
    public var name: String { box.name }

    var properties: LayoutProperties { box.properties }

    /// The wrapped layout, if it is of type `L`.
    public func base<L: Layout>(as type: L.Type) -> L? { (box as? LayoutBox<L>)?.layout }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        box.updateCache(&cache.value, subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews, &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }
}

/// The engine's uniform view of any layout. Caches travel as `Any`; a cache of the wrong
/// type (which only a caller mixing up caches can produce) is rebuilt rather than trapped on.
protocol ErasedLayout: Sendable {
    var name: String { get }
    /// Which `animatableData` components animate, and their names; nil: all, unnamed.
    var selection: AnimatableSelection? { get }
    /// A modifier such as `offset`, whose data animates under every strategy: SwiftUI's
    /// geometry effects are animatable whatever the layouts around them declare.
    var isGeometryEffect: Bool { get }
    /// An animator starting at this layout's data; nil when nothing of it animates.
    func makeAnimator() -> (any LayoutAnimator)?
    func selecting(_ selection: AnimatableSelection) -> any ErasedLayout
    /// The selected components of this layout's `animatableData`, as it holds them now.
    var selectedComponents: [Double] { get }
    var type: any Layout.Type { get }
    var properties: LayoutProperties { get }
    /// Modifiers such as frame and padding pass their child's layout values and priority up.
    var forwardsChildValues: Int? { get }
    /// The layout has explicit alignment guides only as its children give them
    /// (`GuidesFromChildren`), so a subtree of such layouts and leaves has none.
    var guidesFromChildrenOnly: Bool { get }
    /// Whether the layout draws an outline (a shape's, `OutlineDrawing`).
    var drawsOutline: Bool { get }
    /// The outline at `size` in the view's own coordinates, with its paint; nil unless the
    /// layout draws one.
    func outline(in size: CGSize) -> Path?
    var outlinePaint: ShapePaint? { get }
    /// `outline(in:)` and `outlinePaint` in one call, for the items of every frame: one
    /// copy of the layout, not two.
    func drawnOutline(in size: CGSize) -> (path: Path, paint: ShapePaint)?
    /// Whether this layout draws, at any size, the outline `other` draws at that size,
    /// known without drawing (`OutlineReader.shareable`); false when unknown.
    func drawsSameOutline(as other: any ErasedLayout) -> Bool
    /// `body` given the outline reader and the bytes of the layout; nil unless it draws one.
    func withOutlineBytes<R>(_ body: (OutlineReader, UnsafeRawBufferPointer) -> R) -> R?
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
}

/// Which components of a layout's `animatableData` animate, by name (the scene format's
/// `animatableData:` list). `names` lists every component in the order the layout's
/// `animatableData` holds them.
public struct AnimatableSelection: Sendable, Equatable {
    public var names: [String]
    public var selected: [Bool]

    public init(names: [String], animating: [String]) {
        self.names = names
        selected = names.map(animating.contains)
    }

    public var animatingNames: [String] { names.indices.filter { selected[$0] }.map { names[$0] } }
}

/// Modifier layouts that are SwiftUI geometry effects (`offset`): animatable in every pane.
protocol GeometryEffectLayout {}

/// The core's layouts whose explicit alignment guides come only from their children (the
/// stacks and modifiers; `alignmentGuide`'s layout is not one): a subtree of them and of
/// leaves sets no guide, and the engine asks it nothing (`LayoutGraph.explicitGuide`).
package protocol GuidesFromChildren {}

/// Layouts the engine treats as modifiers of one primary child (frame, padding, …).
protocol ModifierLayout {
    /// Which child's layout values and priority the modifier passes on to its parent.
    var primaryChild: Int { get }
}

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
