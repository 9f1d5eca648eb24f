import Foundation

/// Which views exist when, by identity: SwiftUI's insertions and removals. A view is its id
/// (its element in a forEach over a list, its index in a forEach over a count, its branch of
/// an `if`); the plan keeps one slot per id any state holds, so a view's animations follow
/// it wherever its node lands in a later tree.
///
/// - An inserted view takes its place at once; its transition's insertion runs from the
///   active state to identity, as its effects' and frame's jumps in the plan's channels.
/// - A removed view leaves the layout at once. It is drawn beneath the views that remain, at
///   the frame of the last layout before its removal, while its removal runs (a `Ghost`).
/// - A view re-inserted while its removal runs turns back from where it is: the channels are
///   additive, so the insertion's jump starts from the removal's presentation.
struct Membership: Sendable {
    /// One node of a removed view, as it was in the last layout before the removal.
    struct GhostNode: Sendable {
        let slot: Int
        /// The slot of its parent: a kept view's, or another ghost node's.
        let parentSlot: Int
        let frame: CGRect
        let appearance: DisplayItems.Appearance
        let effect: DisplayItems.OwnEffect
    }

    /// A removed view and everything inside it, drawn while `time ..< end`, unless it is put
    /// back first (`until`).
    struct Ghost: Sendable {
        let time: Double
        let end: Double
        var until = Double.infinity
        /// The removed view first, then its nodes, parents before children.
        let nodes: [GhostNode]
        var root: Int { nodes[0].slot }
    }

    /// An inserted view and the slots inside it, in `phase: insertion` while `time ..< end`.
    struct Insertion: Sendable {
        let time: Double
        let end: Double
        let slots: [Int]
    }

    private(set) var ghosts: [Ghost] = []
    private(set) var insertions: [Insertion] = []

    var isEmpty: Bool { ghosts.isEmpty && insertions.isEmpty }

    /// When the last insertion or removal stops running (0 with none): from then on no view
    /// is drawn as leaving or in `phase: insertion`.
    var lastEnd: Double { (ghosts.map(\.end) + insertions.map(\.end)).max() ?? 0 }

    /// How long one transition runs under `animation` from `time`: until that animation alone
    /// settles (at once without one).
    static func end(_ time: Double, _ animation: Animation?) -> Double {
        guard animation != nil else { return time }
        return AnimatedValue(initial: 0.0).adding(at: time, target: 1, animation: animation).settleTime
    }

    mutating func remove(_ nodes: [GhostNode], at time: Double, animation: Animation?) {
        guard !nodes.isEmpty else { return }
        ghosts.append(Ghost(time: time, end: Self.end(time, animation), nodes: nodes))
    }

    mutating func insert(_ slots: [Int], at time: Double, animation: Animation?) {
        guard !slots.isEmpty else { return }
        // A view put back is no longer drawn as leaving: from here it is in the tree again.
        let inserted = Set(slots)
        for index in ghosts.indices where inserted.contains(ghosts[index].root) && ghosts[index].until > time {
            ghosts[index].until = time
        }
        insertions.append(Insertion(time: time, end: Self.end(time, animation), slots: slots))
    }

    /// The removed views drawn at `time`, in the order they were removed: each removal still
    /// running whose view has not been put back.
    func ghosts(at time: Double) -> [Int] {
        ghosts.indices.filter { ghosts[$0].time <= time && time < min(ghosts[$0].end, ghosts[$0].until) }
    }

    /// Whether `slot`'s own removal is still running at `time` (it has not settled, and the
    /// view has not been put back): a re-insertion then turns back from where it is.
    func isLeaving(_ slot: Int, at time: Double) -> Bool {
        ghosts.contains { $0.root == slot && $0.time <= time && time < min($0.end, $0.until) }
    }

    /// The insertions running at `time`, whose slots are in `phase: insertion`.
    func insertions(at time: Double) -> [Int] {
        insertions.indices.filter { insertions[$0].time <= time && time < insertions[$0].end }
    }
}
