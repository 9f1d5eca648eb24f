import Foundation

/// The hero pattern of `matchedGeometryEffect` in one transaction (swiftui-animatable.md K3):
/// a group's source removed and another source of the same group inserted. SwiftUI keeps
/// one shared frame per group and animates it from the old source's anchor point and size to
/// the new one's with the transaction's animation, and both views follow it while it runs.
///
/// AnimSim states it in the plan's terms, so it is one more geometry jump in the additive
/// channels and runs in both panes (a frame moves in a straight line in either: the panes
/// agree on matched frames, through the animation's curve):
/// - the **inserted** view starts at the removed one's frame (`MatchedGeometry.frame(matching:own:)`,
///   so `.position` or `.size` alone match that much) and its jump decays to its own frame;
/// - the **removed** view, kept as a ghost, has the inserted one's frame as its model, so it
///   travels from its own frame to the inserted one's while its removal fades it;
/// - what is inside either view is laid out by SwiftUI at the shared size each frame;
///   AnimSim scales the inner frames by the same factors instead (exact for views that fill
///   their proposal, as shapes and colours do; a text keeps its font size).
///
/// The shared frame starts from the removed view's frame in the last layout before the
/// transaction (its model frame, as a removal's ghost is drawn).
struct MatchedFrames {
    /// New-tree node → its frame relative to its parent at the start of the jump (the `a`
    /// of the plan's jump), for the inserted matched view and what is inside it, relative
    /// to where its parent will be at the start.
    private var startFrames: [Int: (frame: CGRect, isRoot: Bool)] = [:]
    /// Old-tree node → its model frame while it leaves, relative to its parent's.
    private(set) var ghostFrames: [Int: CGRect] = [:]

    var isEmpty: Bool { startFrames.isEmpty && ghostFrames.isEmpty }

    init(old: TreeSnapshot, new: TreeSnapshot, before: [CGRect], after: [CGRect]) {
        let present = Set(new.slots), previous = Set(old.slots)
        var removed: [String: Int] = [:], inserted: [String: Int] = [:]
        for node in old.slots.indices where !present.contains(old.slots[node]) {
            if let match = old.styles[node].matchedGeometry, match.isSource, removed[match.group] == nil { removed[match.group] = node }
        }
        for node in new.slots.indices where !previous.contains(new.slots[node]) {
            if let match = new.styles[node].matchedGeometry, match.isSource, inserted[match.group] == nil { inserted[match.group] = node }
        }
        guard removed.keys.contains(where: { inserted[$0] != nil }) else { return }
        let oldAbsolute = LayoutGraph.absolute(before, parents: old.parents)
        let newAbsolute = LayoutGraph.absolute(after, parents: new.parents)
        // Where each old node's parent will be when its removal ends: a kept parent's new
        // frame, or (inside a removed view) its ghost's frame on top of that.
        func endOrigin(_ node: Int) -> CGPoint {
            if let kept = new.node(of: old.slots[node]) { return newAbsolute[kept].origin }
            let parent = old.parents[node]
            guard parent >= 0 else { return oldAbsolute[node].origin }
            let origin = endOrigin(parent)
            return CGPoint(x: origin.x + before[node].minX, y: origin.y + before[node].minY)
        }
        for (group, a) in removed.sorted(by: { $0.value < $1.value }) {
            guard let b = inserted[group], let matchA = old.styles[a].matchedGeometry, let matchB = new.styles[b].matchedGeometry
            else { continue }
            let fromA = oldAbsolute[a], toB = newAbsolute[b]
            // The inserted view: from A's frame to its own.
            let start = matchB.frame(matching: fromA, own: toB)
            let parentB = new.parents[b]
            let parentOrigin = parentB >= 0 ? newAbsolute[parentB].origin : .zero
            startFrames[b] = (CGRect(x: start.minX - parentOrigin.x, y: start.minY - parentOrigin.y,
                                     width: start.width, height: start.height), true)
            for inside in new.subtree(b) where inside != b {
                startFrames[inside] = (Self.scaled(after[inside], from: toB.size, to: start.size), false)
            }
            // The removed view: from its own frame to B's.
            let end = matchA.frame(matching: toB, own: fromA)
            let parentA = old.parents[a]
            let parentEnd = parentA >= 0 ? endOrigin(parentA) : .zero
            ghostFrames[a] = CGRect(x: end.minX - parentEnd.x, y: end.minY - parentEnd.y, width: end.width, height: end.height)
            for inside in old.subtree(a) where inside != a {
                ghostFrames[inside] = Self.scaled(before[inside], from: fromA.size, to: end.size)
            }
        }
    }

    /// The plan's start frame for new-tree `node` (relative to its parent, as the plan keeps
    /// frames), given what its parent moves by in this transaction (`inherited`): the
    /// matched view's start is in pane coordinates, so its parent's own move is added back.
    func start(_ node: Int, inherited: CGPoint) -> CGRect? {
        guard let entry = startFrames[node] else { return nil }
        guard entry.isRoot else { return entry.frame }
        return entry.frame.offsetBy(dx: inherited.x, dy: inherited.y)
    }

    /// A frame inside a matched view laid out at `size` instead of `own`: scaled per axis.
    static func scaled(_ frame: CGRect, from own: CGSize, to size: CGSize) -> CGRect {
        let kx = own.width > 0 ? size.width / own.width : 1, ky = own.height > 0 ? size.height / own.height : 1
        return CGRect(x: frame.minX * kx, y: frame.minY * ky, width: frame.width * kx, height: frame.height * ky)
    }
}
