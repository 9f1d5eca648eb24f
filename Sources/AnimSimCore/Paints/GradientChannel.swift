import Foundation

/// A plan's animations of one of a view's gradients (its fill's or its stroke's, `paint`),
/// slot by slot (R4). A gradient's data has no fixed size (a
/// 2-stop gradient can animate to a 3-stop one), so it cannot share the paint channel's
/// fixed stride: each slot whose gradient ever changes keeps its own runs of
/// `AnimatedValue<GradientAnimatableData>`, SwiftUI's additive model on a vector whose
/// addition forms the union of locations.
///
/// - A change within one kind (linear → linear, …) adds a target to the slot's run, with
///   the transaction's animation, so interruptions and springs merge as for any value.
/// - A change of kind, or a gradient appearing or disappearing (colour ↔ gradient), snaps:
///   a run without a value stops every earlier one.
/// - A change of colour space starts a new run from the gradient as presented then,
///   converted into the new space ("differing colour spaces convert to the target's").
///
/// The animatable pane animates each gradient's own stops in its own colour space. The
/// position pane is the naive morph of what is drawn: the stops a device-space renderer
/// draws (`renderedStops`), premultiplied encoded sRGB, the result drawn as a `.device`
/// gradient (docs/evaluation.md, "Gradients in both panes").
struct GradientChannel: Sendable {
    struct Run: Sendable {
        let start: Double
        let kind: GradientPaint.Kind
        /// The space the data's stops are in, which is also the presented paint's.
        let space: GradientPaint.ColorSpace
        /// Nil: a snap, nothing owed from here on.
        var value: AnimatedValue<GradientAnimatableData>?
    }

    let naive: Bool
    /// Whether this channel animates the stroke's gradient rather than the fill's (a flag,
    /// not a key path, which is not `Sendable`).
    let isStroke: Bool
    private(set) var runs: [Int: [Run]] = [:]

    init(naive: Bool, stroke: Bool = false) {
        self.naive = naive
        self.isStroke = stroke
    }

    /// The appearance's gradient this channel animates.
    var paint: WritableKeyPath<DisplayItems.Appearance, GradientPaint?> { isStroke ? \.strokeGradient : \.gradient }

    var settleTime: Double {
        runs.values.joined().compactMap { $0.value?.settleTime }.max() ?? 0
    }

    var isEmpty: Bool { runs.isEmpty }

    /// The space a gradient's stops animate in, in this pane.
    func space(of paint: GradientPaint) -> GradientPaint.ColorSpace { naive ? .device : paint.colorSpace }

    func data(_ paint: GradientPaint, in space: GradientPaint.ColorSpace) -> GradientAnimatableData {
        GradientAnimatableData(paint, stops: naive ? paint.renderedStops : paint.sortedStops, in: space)
    }

    mutating func record(old: TreeSnapshot, new: TreeSnapshot, at time: Double, animation: Animation?) {
        for node in new.slots.indices {
            let slot = new.slots[node]
            guard let before = old.node(of: slot) else { continue }
            let a = old.appearances[before][keyPath: paint], b = new.appearances[node][keyPath: paint]
            guard a != b else { continue }
            guard let a, let b, a.kind == b.kind else {
                if runs[slot] != nil { runs[slot]!.append(Run(start: time, kind: b?.kind ?? .linear, space: .device, value: nil)) }
                continue
            }
            let space = space(of: b)
            if let last = runs[slot]?.last, let value = last.value, last.kind == b.kind, last.space == space {
                runs[slot]![runs[slot]!.count - 1].value = value.adding(at: time, target: data(b, in: space), animation: animation)
                continue
            }
            let from = presented(slot: slot, at: time) ?? a
            let value = AnimatedValue(initial: data(from, in: space)).adding(at: time, target: data(b, in: space), animation: animation)
            runs[slot, default: []].append(Run(start: time, kind: b.kind, space: space, value: value))
        }
    }

    /// The gradient `slot` shows at `time` while an animation still owes it something; nil
    /// when its model gradient stands.
    func presented(slot: Int, at time: Double) -> GradientPaint? {
        guard let run = runs[slot]?.last(where: { $0.start <= time }), let value = run.value,
              time < value.settleTime else { return nil }
        return value.value(at: time).paint(run.kind, space: run.space, colorSpace: run.space)
    }

    /// Gives each animating slot's appearance its presented gradient (`appearances` indexed by slot).
    /// With nothing animating it returns before the loop: the array's uniqueness check,
    /// which the compiler hoists out of it, copied every appearance at every frame.
    func apply(at time: Double, to appearances: inout [DisplayItems.Appearance]) {
        guard !runs.isEmpty else { return }
        for slot in runs.keys where slot < appearances.count {
            if let presented = presented(slot: slot, at: time) { appearances[slot][keyPath: paint] = presented }
        }
    }

    /// Calls `body` with each animating slot and its presented gradient.
    func forEachPresented(at time: Double, _ body: (Int, GradientPaint) -> Void) {
        for slot in runs.keys.sorted() {
            if let paint = presented(slot: slot, at: time) { body(slot, paint) }
        }
    }
}
