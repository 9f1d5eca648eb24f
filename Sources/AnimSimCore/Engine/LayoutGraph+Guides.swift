import Foundation

/// A guide of either axis (`HorizontalAlignment`, `VerticalAlignment`), so the code that
/// finds a view's guides is written once for both.
protocol AlignmentGuideKey {
    /// The axis the guide measures along: x for a horizontal alignment.
    static var axis: Axis { get }
    var isBuiltIn: Bool { get }
    /// Where a built-in guide sits in a unit square (0, 0.5, 1); 0.5 for a custom one.
    var unit: CGFloat { get }
    /// Where the guide falls in a view of `size` that sets no value for it:
    /// SwiftUI's `AlignmentID.defaultValue(in:)`, custom guides included.
    func defaultValue(in size: CGSize) -> CGFloat
    /// The layout's explicit value for this guide.
    func explicitValue(_ box: any ErasedLayout, _ bounds: CGRect, _ proposal: ProposedViewSize,
                       _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
}

extension HorizontalAlignment: AlignmentGuideKey {
    static var axis: Axis { .horizontal }
    var unit: CGFloat { unitValue }

    package func defaultValue(in size: CGSize) -> CGFloat { id.defaultValue(in: ViewDimensions(size: size)) }

    func explicitValue(_ box: any ErasedLayout, _ bounds: CGRect, _ proposal: ProposedViewSize,
                       _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        box.explicitAlignment(self, bounds, proposal, subviews, &cache)
    }
}

extension VerticalAlignment: AlignmentGuideKey {
    static var axis: Axis { .vertical }
    var unit: CGFloat { unitValue }

    package func defaultValue(in size: CGSize) -> CGFloat { id.defaultValue(in: ViewDimensions(size: size)) }

    func explicitValue(_ box: any ErasedLayout, _ bounds: CGRect, _ proposal: ProposedViewSize,
                       _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        box.explicitAlignment(self, bounds, proposal, subviews, &cache)
    }
}

extension LayoutGraph {
    /// Whether node `index`'s subtree may set a guide, from its own layout and its children's
    /// flags (kept up to date as the tree is built and refreshed, children first).
    func updateMayHaveGuides(_ index: Int) {
        guard case .layout(let box) = nodes[index].kind else { return nodes[index].mayHaveGuides = isTextLeaf(index) }
        nodes[index].mayHaveGuides = !box.guidesFromChildrenOnly || nodes[index].children.contains { nodes[$0].mayHaveGuides }
    }

    /// Node `node`'s explicit value of `guide` when proposed `proposal`, from its own top-leading
    /// corner; nil when it sets none. A leaf never does, nor a subtree of the core's stacks and
    /// modifiers alone (`mayHaveGuides`): those are answered without a layout call, so
    /// containers of plain views pay nothing for guides. `size`: the node's size for that
    /// proposal, when the caller has it.
    func explicitGuide<G: AlignmentGuideKey>(_ node: Int, _ guide: G, _ proposal: ProposedViewSize,
                                             size known: CGSize?) -> CGFloat? {
        if case .leaf(.text(let string)) = nodes[node].kind, let vertical = guide as? VerticalAlignment {
            return textBaseline(node, string, vertical, proposal, size: known)
        }
        guard nodes[node].mayHaveGuides, case .layout(let box) = nodes[node].kind else { return nil }
        let size = known ?? sizeThatFits(node, proposal)
        var cache = takeCache(node, box)
        defer { nodes[node].cache = cache }
        return guide.explicitValue(box, CGRect(origin: .zero, size: size), proposal, subviews(of: node), &cache)
    }
}

extension LayoutSubview {
    /// The view's explicit value of `guide` (`alignmentGuide`, or one its content passes up),
    /// nil when it sets none; `size` is its size for `proposal` when the caller knows it.
    func explicitGuide<G: AlignmentGuideKey>(_ guide: G, in proposal: ProposedViewSize, size: CGSize? = nil) -> CGFloat? {
        graph.explicitGuide(node, guide, proposal, size: size)
    }

    /// The view's explicit guide in its parent's coordinates, the view's top-leading corner
    /// being at `origin` there: what a modifier that places one child passes up as its own.
    /// `origin` is only worked out for a view that has the guide: most have none, and a chain
    /// of modifiers then answers with one question per level.
    func forwardedGuide<G: AlignmentGuideKey>(_ guide: G, proposal: ProposedViewSize,
                                              origin: @autoclosure () -> CGPoint) -> CGFloat? {
        guard let value = explicitGuide(guide, in: proposal) else { return nil }
        let corner = origin()
        return value + (G.axis == .horizontal ? corner.x : corner.y)
    }

    /// Where the view's `alignment` point falls in it, (x, y) from its top-leading corner,
    /// when it sets an explicit value for either guide or either guide is a custom one; nil
    /// otherwise, when the alignment's unit point says the same at no cost.
    func guidePoint(_ alignment: Alignment, proposal: ProposedViewSize) -> CGPoint? {
        let x = explicitGuide(alignment.horizontal, in: proposal)
        let y = explicitGuide(alignment.vertical, in: proposal)
        guard x != nil || y != nil || !alignment.horizontal.isBuiltIn || !alignment.vertical.isBuiltIn else { return nil }
        let size = sizeThatFits(proposal)
        return CGPoint(x: x ?? alignment.horizontal.defaultValue(in: size), y: y ?? alignment.vertical.defaultValue(in: size))
    }

    /// The view's top-leading corner when its `alignment` point meets the same point of
    /// `bounds` (`place(aligned:in:proposal:)`).
    func alignedOrigin(_ alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize) -> CGPoint {
        let inBounds = CGPoint(x: bounds.minX + alignment.horizontal.defaultValue(in: bounds.size),
                               y: bounds.minY + alignment.vertical.defaultValue(in: bounds.size))
        let inView: CGPoint
        if let point = guidePoint(alignment, proposal: proposal) {
            inView = point
        } else {
            let size = sizeThatFits(proposal), unit = alignment.unitPoint
            inView = CGPoint(x: size.width * unit.x, y: size.height * unit.y)
        }
        return CGPoint(x: inBounds.x - inView.x, y: inBounds.y - inView.y)
    }
}
