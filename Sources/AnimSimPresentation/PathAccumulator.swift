import AnimSim
import Foundation

/// Each drawn view's centre at every sampled instant, in time order, keyed by its id: what
/// `SampledPaths` keeps. Views come and go only at changes, so consecutive instants mostly
/// draw the same views in the same order; such a run appends each centre by position, and
/// ids are looked up once per run instead of once per view and instant (with thousands of
/// views that lookup was half the cost of sampling besides layout itself).
struct PathAccumulator {
    private var centres: [String: [CGPoint]] = [:]
    /// The first items of the current run, its drawn positions and, per position, its points.
    private var runItems: DisplayItems?
    private var positions: [Int] = []
    private var points: [[CGPoint]] = []

    /// Adds one instant's items, which come after all those added before.
    mutating func add(_ items: DisplayItems) {
        if let first = runItems, first.drawsSameViews(as: items) {
            for column in 0..<positions.count { points[column].append(items.centre(at: positions[column])) }
            return
        }
        flush()
        let drawn = items.drawnPositions
        // A run needs one column per id; ids drawn twice at one instant (a mistake, but not
        // one that stops a render) take the slow path, which appends them in item order.
        guard Set(drawn.map(items.id(at:))).count == drawn.count else {
            for position in drawn { centres[items.id(at: position), default: []].append(items.centre(at: position)) }
            return
        }
        runItems = items
        positions = drawn
        points = drawn.map { [items.centre(at: $0)] }
    }

    /// Every view's centres, once every instant has been added.
    mutating func finish() -> [String: [CGPoint]] {
        flush()
        return centres
    }

    /// Moves the current run into `centres`, after what each id already has.
    private mutating func flush() {
        guard let items = runItems else { return }
        for column in 0..<positions.count {
            let id = items.id(at: positions[column])
            if centres[id] == nil { centres[id] = points[column] } else { centres[id]! += points[column] }
        }
        runItems = nil
        positions = []
        points = []
    }
}
