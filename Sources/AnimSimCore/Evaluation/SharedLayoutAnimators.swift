import Foundation

/// Views whose data animates together share one history and one presentation: the
/// benchmark's 1,000 polygons reading one `sides` (issue #39), a row of rings reading one
/// progress. Each view still has its own animator, as in SwiftUI, but when planning a
/// transaction a view whose model value and history are those of the view planned just
/// before it takes that view's new animator, the same value made once. Its arrays are then
/// the very arrays of its neighbour's, which the next transaction and each frame can see at
/// the cost of comparing addresses (`AnimatedValue.sharesHistory`), so an entry is marked as
/// sharing its predecessor's runs (`LayoutEntry.sharesPrevious`) and `present(_:at:)` gives
/// it the value presented for that predecessor instead of presenting it again.
///
/// Only a shape made of AnimSim's types throughout shares (`ErasedLayout.sharesValue`): the
/// same bytes are then the same value, and its data, setter and `sizeThatFits` are AnimSim's
/// own functions of it. A user's `Shape` presents its data for every view at every frame,
/// as in SwiftUI. What is shared is equal by construction, so what each view shows, and
/// every trace, is the same as when each is presented alone (`SharedPresentationTests`).
struct SharedLayoutAnimators {
    /// The change made last in this transaction: from which animator, for which model value,
    /// and what it gave.
    private var last: (animator: any LayoutAnimator, model: any ErasedLayout, result: (animator: any LayoutAnimator, animates: Bool)?)?

    /// `animator.adding(model, at: time, animation: animation)`, or what it gave for the
    /// view planned before, when that view had the same model value and the same history:
    /// `adding` is a function of these, the instant and the animation alone.
    mutating func adding(_ animator: any LayoutAnimator, _ model: any ErasedLayout, at time: Double,
                         animation: Animation?) -> (animator: any LayoutAnimator, animates: Bool)? {
        if let last, model.sharesValue(with: last.model), animator.sharesHistory(with: last.animator) { return last.result }
        let result = animator.adding(model, at: time, animation: animation)
        last = (animator, model, result)
        return result
    }

    /// `entries` (a plan's, in the order `present` reads them) with each one marked that
    /// holds, run for run, the very animators of the entry before it.
    static func marking(_ entries: [AnimationPlan.LayoutEntry]) -> [AnimationPlan.LayoutEntry] {
        var entries = entries
        for index in entries.indices.dropFirst() {
            let (before, runs) = (entries[index - 1].runs, entries[index].runs)
            entries[index].sharesPrevious = before.count == runs.count
                && zip(before, runs).allSatisfy { $0.start == $1.start && $1.animator.sharesHistory(with: $0.animator) }
        }
        return entries
    }
}

extension ErasedLayout {
    /// Whether `other` is the same value of a shape made of AnimSim's types only: its
    /// layout's bytes (`drawsSameOutline`) and its selection of animating components.
    func sharesValue(with other: any ErasedLayout) -> Bool {
        drawsSameOutline(as: other) && selection == other.selection
    }
}

/// The last shape value a loop over the graph saw, kept as its bytes: whether the next one
/// is the same value (`ErasedLayout.sharesValue`) is then one comparison, and no copy of
/// the value (a retain, and a release when it is replaced) is made per view. The value it
/// was recorded from must stay alive while the memo is used (a graph's node, a model
/// layout), so that an object its bytes point to cannot be freed and another made there.
struct ShapeValueMemo {
    private var reader: OutlineReader?
    private var bytes: [UInt8] = []
    private var selection: AnimatableSelection?

    /// Whether the value recorded last is a shape that may share.
    var isRecorded: Bool { reader != nil }

    /// Remembers `box`, or nothing when it is not a shape that may share.
    mutating func record(_ box: any ErasedLayout) {
        reader = nil
        let recorded: OutlineReader? = box.withOutlineBytes { (reader, bytes) -> OutlineReader? in
            guard reader.shareable else { return nil }
            self.bytes.removeAll(keepingCapacity: true)
            self.bytes.append(contentsOf: bytes)
            return reader
        } ?? nil
        reader = recorded
        selection = recorded == nil ? nil : box.selection
    }

    /// Whether `box` is the value recorded last.
    func matches(_ box: any ErasedLayout) -> Bool {
        guard let reader else { return false }
        let sameBytes = box.withOutlineBytes { other, theirs in
            other === reader && theirs.count == bytes.count
                && (bytes.isEmpty || bytes.withUnsafeBytes { memcmp($0.baseAddress!, theirs.baseAddress!, theirs.count) == 0 })
        } ?? false
        return sameBytes && box.selection == selection
    }
}
