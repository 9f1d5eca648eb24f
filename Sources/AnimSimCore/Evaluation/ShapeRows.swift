import Foundation

/// Which shape nodes hold the very same value, so that a loop over 1,000 shapes animating
/// together (issue #39) compares two integers per view where it copied each node's box out
/// of the graph and compared its bytes with the shape before it (`ShapeValueMemo`): in
/// `present(_:at:)`, `withOutlines` and `presentedLayouts` alike.
///
/// Each node has a label, its *row*: two nodes with the same row (never -1, "unknown") hold
/// values with the same bytes, the same reader and the same selection (`ErasedLayout.
/// sharesValue`), so the same outline at one size, the same paint and the same traced data.
/// Labels are made two ways:
/// - a model row: nodes next to each other in tree order whose model layouts are the same
///   value, worked out again only after a model changed (a refresh), not at every frame;
/// - a presented row: the shapes `present(_:at:)` gave one presented value
///   (`SharedLayoutAnimators`), labelled by the first of them in a range of their own.
///
/// A node's label is forgotten (-1) as soon as its value changes by any other way (a refresh
/// of a time body's or an animatable body's content), so a stale label never claims equality:
/// the labels that remain were equal when given and their nodes have not changed since. Only
/// shapes made of AnimSim's types get a label; a user's `Shape` is always -1, so it runs its
/// own `path(in:)` for every view at every frame, as in SwiftUI.
struct ShapeRows {
    /// Each node's model row, valid while its model is unchanged.
    private var model: [Int] = []
    /// Whether each node still holds its model layout (no presented value set since its refresh).
    private var holdsModel: [Bool] = []
    /// Each node's row at this frame: its model row, or its presented row, or -1.
    private var current: [Int] = []
    /// Set when a model changed since the model rows were made.
    private var modelsChanged = true

    /// The row of the value node `index` holds now; -1 when unknown.
    func row(of index: Int) -> Int { index < current.count ? current[index] : -1 }

    /// The model row of node `index`; -1 when unknown.
    func modelRow(of index: Int) -> Int { index < model.count ? model[index] : -1 }

    /// Node `index` was refreshed: it holds its (new) model layout, whose row is unknown
    /// until the next frame works the rows out again.
    mutating func modelChanged(_ index: Int) {
        if index >= current.count {
            let grow = index + 1 - current.count
            model += repeatElement(-1, count: grow)
            holdsModel += repeatElement(true, count: grow)
            current += repeatElement(-1, count: grow)
        }
        (model[index], holdsModel[index], current[index]) = (-1, true, -1)
        modelsChanged = true
    }

    /// Starts a frame: every node holding its model takes its model row (worked out again
    /// from `models` if one changed), every other node is unknown until presented.
    mutating func begin(outlineNodes order: [Int], models: (Int) -> (any ErasedLayout)?) {
        if modelsChanged {
            var previous = ShapeValueMemo(), row = -1
            for index in order where index < model.count {
                guard let layout = models(index) else {
                    (model[index], row) = (-1, -1)
                    continue
                }
                if row < 0 || !previous.matches(layout) {
                    previous.record(layout)
                    row = previous.isRecorded ? index : -1
                }
                model[index] = row
            }
            modelsChanged = false
        }
        for index in order where index < current.count { current[index] = holdsModel[index] ? model[index] : -1 }
    }

    /// `present(_:at:)` gave node `index` a value: the one given to the node whose current
    /// row is `row`, shared (`SharedLayoutAnimators`), or a value of its own (`row` nil) of a
    /// shape that may share (`shareable`).
    mutating func presented(_ index: Int, sharing row: Int?, shareable: Bool) {
        guard index < current.count else { return }
        holdsModel[index] = false
        // Presented rows are counted past every node, apart from the model rows.
        current[index] = row ?? (shareable ? current.count + index : -1)
    }
}
