import Foundation

/// The content transitions running at an instant (`TextTransitions`), put on the items of
/// the texts that hold them, found by identity: a text keeps its slot when its string
/// changes, wherever its node lands.
extension PresentationGraph {
    func withTextTransitions(_ items: DisplayItems, _ plan: AnimationPlan, at time: Double) -> DisplayItems {
        guard !plan.textTransitions.isEmpty else { return items }
        var running: [String: TextTransition] = [:]
        for slot in plan.textTransitions.changes.keys where slot < plan.ids.count {
            if let transition = plan.textTransitions.transition(slot, at: time) { running[plan.ids[slot]] = transition }
        }
        guard !running.isEmpty else { return items }
        var items = items
        for position in items.indices where items[position].phase != .removal {
            if let transition = running[items[position].id] { items.textTransitions[position] = transition }
        }
        return items
    }
}
