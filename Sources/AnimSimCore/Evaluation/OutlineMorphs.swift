import Foundation

/// The position pane's outline morphs, per view slot, made while the plan replays the
/// transactions: at each one, a shape whose drawn outline changed morphs from what the
/// pane showed at that instant (so an interruption starts where the last morph was) to its
/// new outline, with the transaction's animation as the progress curve.
struct OutlineMorphs: Sendable {
    /// A class, so finding a slot's run at every frame copies one reference, not the
    /// morph's and the progress's arrays.
    final class Run: Sendable {
        let start: Double
        /// The outline the morph starts from, as the pane showed it.
        let shown: Path
        let morph: OutlineMorph
        let progress: AnimatedValue<Double>

        init(start: Double, shown: Path, morph: OutlineMorph, progress: AnimatedValue<Double>) {
            (self.start, self.shown, self.morph, self.progress) = (start, shown, morph, progress)
        }

        func outline(at time: Double) -> Path { morph.path(at: progress.value(at: time)) }
    }

    /// Each slot's runs, by slot (empty for a slot that never morphed): an array, not a
    /// dictionary, since every morphing shape looks its slot up at every frame.
    private(set) var runs: [[Run]] = []

    var isEmpty: Bool { runs.isEmpty }

    /// The run of `slot` in force at `time`; nil when no morph has begun.
    func run(slot: Int, at time: Double) -> Run? {
        guard slot >= 0, slot < runs.count else { return nil }
        return runs[slot].last(where: { $0.start <= time })
    }

    /// The morphed outline of `slot` at `time`; nil when no morph has begun.
    func outline(slot: Int, at time: Double) -> Path? {
        run(slot: slot, at: time)?.outline(at: time)
    }

    /// Records the transaction at `time`: `before` and `after` map slots to the outlines of
    /// the old and new state as drawn at their frames. A slot that morphs between the same
    /// two outlines as the slot before it shares that slot's run (the same morph and
    /// progress, so the same outline at every frame): `withOutlines` then makes the outline
    /// once per frame for a row of equal shapes animating together (a `ForEach`), where it
    /// made it once for each.
    mutating func record(before: [Int: Path], after: [Int: Path], at time: Double, animation: Animation?) {
        var made: Run?
        for (slot, new) in after.sorted(by: { $0.key < $1.key }) {
            let last = slot < runs.count ? runs[slot].last : nil
            let shown = run(slot: slot, at: time)?.outline(at: time) ?? before[slot]
            guard let shown, shown != new || last != nil else { continue }
            if let last, last.morph.target == new, shown == new { continue }
            let run = made.flatMap { $0.morph.target == new && $0.shown == shown ? $0 : nil }
                ?? Run(start: time, shown: shown, morph: OutlineMorph(from: shown, to: new),
                       progress: AnimatedValue(initial: 0.0).adding(at: time, target: 1, animation: animation))
            made = run
            if runs.count <= slot { runs += Array(repeating: [], count: slot + 1 - runs.count) }
            runs[slot].append(run)
        }
    }

    var settleTime: Double { runs.lazy.flatMap { $0.map(\.progress.settleTime) }.max() ?? 0 }
}

extension LayoutGraph {
    /// The outline node `index` draws at `size`, with its paint; nil unless it is a shape.
    func outline(of index: Int, size: CGSize) -> (Path, ShapePaint)? {
        guard case .layout(let box) = nodes[index].kind, let path = box.outline(in: size), let paint = box.outlinePaint else { return nil }
        return (path, paint)
    }

    func isOutlineNode(_ index: Int) -> Bool {
        guard case .layout(let box) = nodes[index].kind else { return false }
        return box.drawsOutline
    }
}

extension AnimationPlan {
    /// Each shape's outline at its frame's size in `graph`, by slot.
    static func outlines(_ graph: PresentationGraph, frames: [CGRect], slots: [Int]) -> [Int: Path] {
        var out: [Int: Path] = [:]
        for node in graph.outlineNodes where node < frames.count && node < slots.count {
            if let (path, _) = graph.graph.outline(of: node, size: frames[node].size) { out[slots[node]] = path }
        }
        return out
    }
}

extension PresentationGraph {
    /// The items with each shape's outline: in the animatable pane its `path(in:)` for the
    /// presented data at the item's frame; in the position pane the running naive morph,
    /// else the same. Items in the graph's node order (no views coming and going, no
    /// `zIndex`) are found by index; others by id.
    func withOutlines(_ items: DisplayItems, _ plan: AnimationPlan, at time: Double) -> DisplayItems {
        guard !outlineNodes.isEmpty else { return items }
        var items = items
        items.outlines.reserveCapacity(outlineNodes.count)
        let morphs = plan.strategy == .position && !plan.outlineMorphs.isEmpty
        // The last run drawn and its outline: shapes that share a run (`OutlineMorphs.record`)
        // share the outline made for the first of them, the same value.
        var last: (run: OutlineMorphs.Run, path: Path)?, paintedRow = -1, morphedPaint: ShapePaint?
        // The row of the shape drawn last (`ShapeRows`), at which size, with which outline and
        // paint. A shape in the same row holds the same value: its box is neither copied out
        // of the graph nor compared.
        var drawnRow = -1, drawnSize = CGSize(width: -1, height: -1), drawnOutline: DisplayItems.Outline?
        func draw(_ node: Int, at position: Int, slot: () -> Int?) {
            let row = rows.row(of: node)
            // A running morph is what the position pane draws: the shape's own path(in:) is
            // then not asked for at all (half the pane's work with 1,000 shapes morphing).
            if morphs, let slot = slot(), let run = plan.outlineMorphs.run(slot: slot, at: time) {
                // The same value holds the same paint.
                let paint: ShapePaint
                if let morphedPaint, row >= 0, row == paintedRow { paint = morphedPaint } else {
                    guard case .layout(let box) = graph.nodes[node].kind, let own = box.outlinePaint else { return }
                    (paint, morphedPaint, paintedRow) = (own, own, row)
                }
                let morphed = last.flatMap { $0.run === run ? $0.path : nil } ?? run.outline(at: time)
                last = (run, morphed)
                items.outlines[position] = DisplayItems.Outline(path: morphed, paint: paint)
                return
            }
            // A row of equal built-in shapes at one size draws one outline.
            let size = items.geometry[position].frame.size
            if let drawnOutline, row >= 0, row == drawnRow, drawnSize == size {
                items.outlines[position] = drawnOutline
                return
            }
            guard case .layout(let box) = graph.nodes[node].kind, let (path, paint) = box.drawnOutline(in: size) else { return }
            (drawnRow, drawnSize, drawnOutline) = (row, size, DisplayItems.Outline(path: path, paint: paint))
            items.outlines[position] = DisplayItems.Outline(path: path, paint: paint)
        }
        if items.count == ids.count, items.ids == ids {
            let slots = morphs ? self.slots(in: plan) : []
            for node in orderedOutlineNodes { draw(node, at: node) { slots[node] >= 0 ? slots[node] : nil } }
            return items
        }
        var byId: [String: Int] = [:]
        for node in outlineNodes { byId[ids[node]] = node }
        for position in items.indices {
            let id = items.id(at: position)
            guard let node = byId[id] else { continue }
            draw(node, at: position) { plan.slotIndex[id] }
        }
        return items
    }
}
