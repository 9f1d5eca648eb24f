import Foundation

/// Counts the calls the article demos' layouts receive during one layout pass, so the cached
/// layout's effect can be read off the HUD: how often `makeCache`, `sizeThatFits` and
/// `placeSubviews` run, and how many times the layout asks a view for its size.
///
/// Counting is switched on for one pass with `LayoutCallCounter.counting { … }`, which binds
/// a task-local counter: passes on other threads, and every pass outside the closure, count
/// nothing and cost a nil check. The counts are those of a fresh pass (a new layout graph),
/// so they depend only on the scene and the instant, never on what was evaluated before.
public final class LayoutCallCounter: @unchecked Sendable {
    @TaskLocal public static var current: LayoutCallCounter?

    private let lock = NSLock()
    private var order: [String] = []
    private var counts: [String: [(event: String, count: Int)]] = [:]

    public init() {}

    /// Runs `body` with counting on and returns what was counted.
    public static func counting(_ body: () throws -> Void) rethrows -> LayoutCallCounter {
        let counter = LayoutCallCounter()
        try $current.withValue(counter) { try body() }
        return counter
    }

    /// One more `event` ("makeCache", "views measured", …) for the layout called `layout`.
    public func count(_ layout: String, _ event: String, by amount: Int = 1) {
        lock.lock()
        defer { lock.unlock() }
        if counts[layout] == nil { order.append(layout) }
        var events = counts[layout, default: []]
        if let index = events.firstIndex(where: { $0.event == event }) {
            events[index].count += amount
        } else {
            events.append((event, amount))
        }
        counts[layout] = events
    }

    /// Counts `call` on `layout`, and the views it asked for their size, when counting is on.
    static func record(_ layout: String, _ call: String, viewsMeasured: Int) {
        guard let counter = current else { return }
        counter.count(layout, call)
        counter.count(layout, Self.viewsMeasured, by: viewsMeasured)
    }

    static let viewsMeasured = "views measured"

    public var isEmpty: Bool { lock.withLock { order.isEmpty } }

    /// The count of one event, 0 if it never happened.
    public subscript(layout: String, event: String) -> Int {
        lock.withLock { counts[layout]?.first { $0.event == event }?.count ?? 0 }
    }

    /// "CachedLayout: makeCache 1 · sizeThatFits 3 · …", one line per layout, first counted first.
    public var lines: [String] {
        lock.withLock {
            order.map { layout in
                let events = (counts[layout] ?? []).filter { $0.event != Self.viewsMeasured }
                    + (counts[layout] ?? []).filter { $0.event == Self.viewsMeasured }
                return layout + ": " + events.map { "\($0.event) \($0.count)" }.joined(separator: " · ")
            }
        }
    }
}
