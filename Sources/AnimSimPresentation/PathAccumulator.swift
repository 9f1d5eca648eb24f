import AnimSim
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
    /// out in one contiguous run of instants per core, each in time order on a graph kept
    /// from its previous instant as `check` does (`FrameSweep`), then joined in time order.
    /// A guide render of thousands of views spent most of its time here, on one core.
    /// Throws the earliest failing instant's error, as a loop over `times` would.
    static func sample(_ evaluator: SceneEvaluator, strategies: [Strategy], times: [Double],
                       first: [DisplayList]) throws(LayoutErrors) -> [PathAccumulator] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, times.count / 16))
        let runs = Runs(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var centres = [PathAccumulator](repeating: PathAccumulator(), count: strategies.count)
            for index in times.count * worker / workers..<times.count * (worker + 1) / workers {
                do throws(LayoutErrors) {
                    let lists = index == 0 ? first : try evaluator.evaluate(at: times[index], strategies: strategies)
                    for slot in lists.indices { centres[slot].add(lists[slot].items) }
                } catch {
                    runs.set(worker, .failure(error))
                    return
                }
            }
            runs.set(worker, .success(centres))
        }
        var joined = [PathAccumulator](repeating: PathAccumulator(), count: strategies.count)
        // In time order: the first run that failed holds the earliest failing instant, since
        // every run before it finished.
        for worker in 0..<workers {
            switch runs.result(worker) {
            case .failure(let error): throw error
            case .success(var part):
                for slot in joined.indices { joined[slot].append(part[slot].finish()) }
            }
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

/// Each run's outcome, written by its own worker.
private final class Runs: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[PathAccumulator], LayoutErrors>]

    init(count: Int) { results = Array(repeating: .success([]), count: count) }

    func set(_ run: Int, _ result: Result<[PathAccumulator], LayoutErrors>) { lock.withLock { results[run] = result } }

    func result(_ run: Int) -> Result<[PathAccumulator], LayoutErrors> { lock.withLock { results[run] } }
}
