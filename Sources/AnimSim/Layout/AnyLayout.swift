import Foundation

/// A type-erased layout. Like SwiftUI's, its methods are public, so a layout can drive other
/// layouts (HStackLayout inside a composed layout) and keep their caches in its own.
public struct AnyLayout: Layout {
    let box: any ErasedLayout

    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            box = erased.box
        } else {
            box = LayoutBox(layout: layout)
        }
    }

    /// The erased layout's cache, opaque to the caller.
    public struct Cache {
        var value: Any
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

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
    var type: any Layout.Type { get }
    var properties: LayoutProperties { get }
    /// Modifiers such as frame and padding pass their child's layout values and priority up.
    var forwardsChildValues: Int? { get }
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

/// Layouts the engine treats as modifiers of one primary child (frame, padding, …).
protocol ModifierLayout {
    /// Which child's layout values and priority the modifier passes on to its parent.
    var primaryChild: Int { get }
}

struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    var name: String { String(describing: L.self) }
    var type: any Layout.Type { L.self }
    var properties: LayoutProperties { L.layoutProperties }
    var forwardsChildValues: Int? { (layout as? any ModifierLayout)?.primaryChild }

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
        withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withCache(&cache, subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
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
