import AnimSimCore
import Foundation

/// Each drawn view's centre at every sampled instant, in time order, keyed by its id: what
/// `SampledPaths` keeps. Views come and go only at changes, so consecutive instants mostly
/// draw the same views in the same order; such a run appends each centre by position, and
/// ids are looked up once per run instead of once per view and instant (with thousands of
/// views that lookup was half the cost of sampling besides layout itself).
struct PathAccumulator: Sendable {
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

    /// Each strategy's centres at `times` (ascending, the first 0, laid out as `first`), laid
    /// out in one contiguous run of instants per core (`InstantRuns`), then joined in time
    /// order. A guide render of thousands of views spent most of its time here, on one core.
    /// Throws the earliest failing instant's error, as a loop over `times` would.
    static func sample(_ evaluator: SceneEvaluator, strategies: [Strategy], times: [Double],
                       first: [DisplayList]) throws(LayoutErrors) -> [PathAccumulator] {
        let parts = try InstantRuns.map(count: times.count) { (range, _) throws(LayoutErrors) -> [PathAccumulator] in
            var centres = [PathAccumulator](repeating: PathAccumulator(), count: strategies.count)
            for index in range {
                let lists = index == 0 ? first : try evaluator.evaluate(at: times[index], strategies: strategies)
                for slot in lists.indices { centres[slot].add(lists[slot].items) }
            }
            return centres
        }
        var joined = [PathAccumulator](repeating: PathAccumulator(), count: strategies.count)
        for var part in parts {
            for slot in joined.indices { joined[slot].append(part[slot].finish()) }
        }
        return joined
    }

    /// Appends centres gathered over later instants, after what each id already has.
    private mutating func append(_ later: [String: [CGPoint]]) {
        flush()
        for (id, points) in later {
            if centres[id] == nil { centres[id] = points } else { centres[id]! += points }
        }
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
