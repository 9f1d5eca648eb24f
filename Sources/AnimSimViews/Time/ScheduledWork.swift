/// Work scheduled on the scene's clock, run in time order and, at one instant, in the order
/// it was scheduled.
struct ScheduledWork {
    private var items: [(time: Double, order: Int, work: () -> Void)] = []
    private var counter = 0

    /// How far a scene without a duration runs scheduled work: a view that keeps scheduling
    /// more (a timer written with `asyncAfter`) stops here.
    static let horizon = 60.0

    mutating func add(at time: Double, _ work: @escaping () -> Void) {
        items.append((time, counter, work))
        counter += 1
    }

    /// Removes and returns the earliest work due at or before `limit`.
    mutating func next(through limit: Double) -> (Double, () -> Void)? {
        guard let index = items.indices.min(by: { (items[$0].time, items[$0].order) < (items[$1].time, items[$1].order) }),
              items[index].time <= limit else { return nil }
        let item = items.remove(at: index)
        return (item.time, item.work)
    }
}
