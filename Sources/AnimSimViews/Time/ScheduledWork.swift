/// Work scheduled on the scene's clock, run in time order and, at one instant, in the order
/// it was scheduled. Each item keeps the place that scheduled it (the `asyncAfter`, the
/// timer), where an error about it is placed.
struct ScheduledWork {
    private var items: [(time: Double, order: Int, site: SourceSite?, work: () -> Void)] = []
    private var counter = 0

    /// How far a scene without a duration runs scheduled work: a view that keeps scheduling
    /// more (a timer written with `asyncAfter`) stops here.
    static let horizon = 60.0

    /// Items waiting at once (`HostLimits.pendingWork`).
    var pending: Int { items.count }

    mutating func add(at time: Double, site: SourceSite?, _ work: @escaping () -> Void) {
        items.append((time, counter, site, work))
        counter += 1
    }

    /// Removes and returns the earliest work due at or before `limit`.
    mutating func next(through limit: Double) -> (time: Double, site: SourceSite?, work: () -> Void)? {
        guard let index = items.indices.min(by: { (items[$0].time, items[$0].order) < (items[$1].time, items[$1].order) }),
              items[index].time <= limit else { return nil }
        let item = items.remove(at: index)
        return (item.time, item.site, item.work)
    }

    /// Drops everything: the host stopped.
    mutating func removeAll() { items.removeAll() }
}
