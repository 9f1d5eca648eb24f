import Foundation

/// The content transitions of a plan's texts (swiftui-animatable.md K4, swiftui-views.md
/// A5): a `Text` whose string changes in an animated transaction is drawn as its content
/// transition says while that transaction's animation runs, from the string it had to the
/// new one. Only in the animatable pane, which is SwiftUI's; the position pane draws what
/// a naive tool would (the compositing rules for content that cannot be interpolated).
///
/// - `.identity`, or a transaction without animation: the new string at once.
/// - `.opacity` (the default), `.interpolate` and `.symbolReplace` (a symbol's): a cross-fade.
/// - `.numericText`: changed characters roll (`TextTransition.runs`); `numericText(value:)`
///   counts down when the new value is smaller than the old.
///
/// A later change of the same text while its transition runs starts from what is drawn at that
/// instant: the running transition's runs, frozen, are its old side (`TextTransition.earlier`),
/// so nothing drawn jumps, as SwiftUI's animations start from the presented value.
struct TextTransitions: Sendable {
    struct Change: Sendable {
        let time: Double
        let end: Double
        let from: String
        let style: TextTransition.Style
        let animation: Animation
        /// What the transition it interrupted drew at `time`.
        let earlier: [TextTransition.Run]
    }

    /// Each slot's changes in time order.
    private(set) var changes: [Int: [Change]] = [:]

    var isEmpty: Bool { changes.isEmpty }
    var lastEnd: Double { changes.values.compactMap(\.last?.end).max() ?? 0 }

    mutating func record(old: TreeSnapshot, new: TreeSnapshot, transaction: TransactionList.Transaction) {
        guard let animation = transaction.animation else { return }
        for node in new.slots.indices {
            let slot = new.slots[node]
            guard case .text(let to, _)? = new.appearances[node].shape, let before = old.node(of: slot),
                  case .text(let from, _)? = old.appearances[before].shape, from != to else { continue }
            let style: TextTransition.Style
            switch new.styles[node].contentTransition ?? .opacity {
            case .identity: continue
            case .opacity, .interpolate, .symbolReplace: style = .crossFade
            case .numericText(let countsDown, let value):
                let oldValue = old.styles[before].contentTransition.flatMap { transition -> Double? in
                    if case .numericText(_, let value) = transition { return value }
                    return nil
                }
                if let value, let oldValue { style = .numeric(down: value < oldValue) } else { style = .numeric(down: countsDown) }
            }
            let earlier = transition(slot, at: transaction.time)?.presented(to: from) ?? []
            changes[slot, default: []].append(Change(time: transaction.time, end: Membership.end(transaction.time, animation),
                                                     from: from, style: style, animation: animation, earlier: earlier))
        }
    }

    /// The transition drawn for `slot` at `time`, if one runs.
    func transition(_ slot: Int, at time: Double) -> TextTransition? {
        guard let change = changes[slot]?.last(where: { $0.time <= time }), time < change.end else { return nil }
        let progress = AnimatedValue(initial: 0.0).adding(at: change.time, target: 1, animation: change.animation).value(at: time)
        return TextTransition(from: change.from, progress: progress, style: change.style, earlier: change.earlier)
    }
}
