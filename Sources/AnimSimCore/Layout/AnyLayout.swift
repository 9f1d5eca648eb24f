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
