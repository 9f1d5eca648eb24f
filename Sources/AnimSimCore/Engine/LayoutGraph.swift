import Foundation

/// A view tree flattened into an array of nodes, for layout passes. Subview proxies are
/// (graph, index) pairs, so asking a child for its size is an array access plus a memo
/// lookup. A graph is kept across passes and instants (`PresentationGraph` owns it):
/// answers, caches and placements stay until something in their subtree changes
/// (`invalidate`), and frames are kept relative to the parent, so a pass gives what a fresh
/// graph would. `LayoutEngine` lays out a fresh one through the same `PresentationGraph`.
final class LayoutGraph: @unchecked Sendable {
    enum Kind {
        case leaf(ViewNode.Content)
        case layout(any ErasedLayout)
    }

    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }

    /// What a pass records about a node's place, packed apart from the nodes: a live wheel
    /// of 10,000 views touches these for every child at every instant, and little else.
    struct Record {
        /// Where the parent's `placeSubviews` put the node.
        var placement: Placement?
        /// What the node was proposed when last placed, to tell whether it can keep its
        /// children's placements.
        var proposal: ProposedViewSize = .unspecified
        var isPlaced = false
        /// Something in this subtree changed since the last pass: its answers are forgotten
        /// and its children are placed again.
        var isDirty = false
    }

    struct Node {
        var memo: [(proposal: ProposedViewSize, size: CGSize)] = []
        var kind: Kind
        var children: [Int] = []
        var parent: Int
        var id: String
        var depth: Int
        var values = LayoutValues()
        var priority: Double = 0
        /// The orientation of the parent stack, which is what a Spacer expands along.
        var parentAxis: Axis?
        /// The layout's cache: made once per node and kept across passes and instants, as
        /// SwiftUI keeps it per container identity.
        var cache: Any?
        /// The layout value or its subviews changed since the cache was last used: the next
        /// use calls `updateCache` first (whose default makes the cache anew).
        var cacheIsStale = false
        /// The layout is a modifier of one view (`ModifierLayout`), found by the one dynamic
        /// cast `takeValues` makes anyway: display items carry it as their role.
        var isModifier = false
        /// Paths drawn by the node's layout, in its own coordinates.
        var paths: [Path] = []
        /// Some layout in this subtree may set an explicit alignment guide (`alignmentGuide`,
        /// or a layout of the user's): without one, guides are their defaults, found at no cost.
        var mayHaveGuides = false
    }

    /// Unchecked: every proxy call (a size, a placement) reads or writes one node, and the
    /// runtime's dynamic exclusivity check cost more than the work itself. No access here is
    /// held across a call into layout code: caches are taken out before a layout runs.
    @exclusivity(unchecked) var nodes: [Node] = []
    /// Kept beside the nodes rather than in them: the pass reads and writes frames of every
    /// node, and styles hardly at all, so both stay out of the nodes' cache lines.
    /// `frames` are in the parent's coordinates (see the placement pass).
    @exclusivity(unchecked) var frames: [CGRect] = []
    @exclusivity(unchecked) var styles: [ViewStyle] = []
    @exclusivity(unchecked) var records: [Record] = []
    /// Each node's parent (-1 for the root), packed for the sweeps that compose frames.
    private(set) var parents: [Int] = []
    private(set) var errors: [LayoutError] = []
    /// Layout calls made in the current pass, and the most it may make (`LayoutBudget`).
    var layoutCalls = 0
    var layoutCallBudget = LayoutBudget.standardCallsPerPass
    /// The nodes built from live views, with their refreshes (`PresentationGraph`).
    private(set) var liveNodes: [(index: Int, live: LiveView)] = []
    /// Nodes whose style asks for the showSizes overlay (a style never gains or loses it).
    private(set) var showSizesNodes: [Int] = []
    /// Nodes whose layout has ever drawn a path: the only ones whose paths need looking at.
    private(set) var pathOwners: Set<Int> = []
    /// Two-way slots (`view#Key`) whose view animates what is written to them, with the
    /// animation and the slot's initial value.
    private(set) var implicitSlots: [String: (animation: Animation, initial: WriteBackValue)] = [:]
    /// Nodes that offer two-way values: the view as written (children left out) and its
    /// slots, so new writes can be applied to a kept graph (`applyWrites`).
    var twoWayNodes: [Int: TwoWayNode] = [:]
    /// Nodes refreshed since the owner last looked, so it can update what it keeps of them.
    var refreshed: [Int] = []
    let measurer: any TextMeasurer
    let store: WriteBackStore

    init(root: ViewNode, measurer: any TextMeasurer, store: WriteBackStore) {
        self.measurer = measurer
        self.store = store
        // Sized once: growing by doubling copied every node again and again, which cost a fresh
        // pass of a 100,000-view wheel more than its layout (applied two-way values may add
        // a few nodes more).
        let count = Self.count(root)
        nodes.reserveCapacity(count)
        styles.reserveCapacity(count)
        frames.reserveCapacity(count)
        records.reserveCapacity(count)
        parents.reserveCapacity(count)
        _ = add(root, parent: -1, id: root.id ?? "root", depth: 0, parentAxis: nil)
    }

    /// The nodes `view` flattens into.
    private static func count(_ view: ViewNode) -> Int {
        view.children.reduce(1) { $0 + count($1) }
    }

    /// Flattens `view` depth-first; two-way values are applied (last frame's writes) before
    /// the view is flattened, and their bindings installed on the node its parent sees.
    /// The slots are taken off the view first: an `apply` that wraps the view (in a frame, say)
    /// would otherwise leave them on the wrapped child, to be applied again one level down,
    /// and again, without end.
    private func add(_ view: ViewNode, parent: Int, id: String, depth: Int, parentAxis: Axis?) -> Int {
        let index = nodes.count
        let slots = view.twoWay
        let view = slots.isEmpty ? view : applyingSlots(view, node: index, id: id)
        for slot in slots {
            let key = id + "#" + slot.keyName
            if let animation = view.implicitAnimation { implicitSlots[key] = (animation, slot.initial) }
        }
        if let live = view.live { liveNodes.append((index, live)) }
        switch view.content {
        case .layout(let layout):
            nodes.append(Node(kind: .layout(layout.box), parent: parent, id: id, depth: depth, parentAxis: parentAxis))
            styles.append(view.style)
            frames.append(.zero)
            records.append(Record())
            parents.append(parent)
            let axis = layout.box.properties.stackOrientation
            var children: [Int] = []
            children.reserveCapacity(view.children.count)
            for (offset, child) in view.children.enumerated() {
                children.append(add(child, parent: index, id: child.id ?? id + "/" + String(offset), depth: depth + 1,
                                    parentAxis: axis))
            }
            nodes[index].children = children
            updateMayHaveGuides(index)
        case let content:
            nodes.append(Node(kind: .leaf(content), parent: parent, id: id, depth: depth, parentAxis: parentAxis))
            styles.append(view.style)
            frames.append(.zero)
            records.append(Record())
            parents.append(parent)
            nodes[index].mayHaveGuides = isTextLeaf(index)
        }
        takeValues(of: view, into: index)
        if !view.style.showSizes.isEmpty { showSizesNodes.append(index) }
        for slot in slots {
            slot.install(into: &nodes[index].values, store: store, node: id)
        }
        return index
    }

    /// Layout values and priority: a modifier passes on its primary child's, then the view's
    /// own are laid over them.
    func takeValues(of view: ViewNode, into index: Int) {
        nodes[index].values = LayoutValues()
        nodes[index].priority = 0
        nodes[index].isModifier = false
        if case .layout(let box) = nodes[index].kind, let forwarded = box.forwardsChildValues {
            nodes[index].isModifier = true
            if nodes[index].children.indices.contains(forwarded) {
                let child = nodes[index].children[forwarded]
                nodes[index].values = nodes[child].values
                nodes[index].priority = nodes[child].priority
            }
        }
        if !view.layoutValues.isEmpty { nodes[index].values = nodes[index].values.merging(outer: view.layoutValues) }
        if let priority = view.priority { nodes[index].priority = priority }
    }

    func subviews(of node: Int) -> LayoutSubviews {
        LayoutSubviews(graph: self, owner: node, nodes: nodes[node].children[...])
    }

    func report(_ kind: LayoutError.Kind, node: Int, _ message: String) {
        let name: String
        if case .layout(let box) = nodes[node].kind { name = box.name } else { name = "view" }
        errors.append(LayoutError(kind: kind, layout: name, view: nodes[node].id, message: message))
    }

    func addPath(_ path: Path, owner: Int) {
        nodes[owner].paths.append(path)
        pathOwners.insert(owner)
    }

    /// For a graph laid out again (`PreparedLayout`): the last pass's errors are not this one's.
    func forgetErrors() { errors.removeAll(keepingCapacity: true) }
}
