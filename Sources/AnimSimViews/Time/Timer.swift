import AnimSimCore
import Foundation

/// Foundation's `Timer`, on the scene's clock (named so in `AnimSim`, where it shadows
/// Foundation's): `scheduledTimer` fires its block every interval of scene time from the
/// instant it is made, outside any transaction, until invalidated; `Timer.publish(…)`
/// with `.autoconnect()` and `.onReceive` ticks while the receiving view is in the tree,
/// from the instant it appears (Combine's `autoconnect` starts at the first subscriber).
/// A tick's `Date` is the scene time after Foundation's reference date (2001-01-01).
/// Outside a running view there is no clock to fire on: the timer is reported and dropped.
///
/// Nonisolated, as Foundation's is: a view model that is a plain class (not main-actor, as
/// `class TimerViewModel: ObservableObject` is in published code) makes, fires and
/// invalidates timers from methods its view runs, on the host's thread, and they join that
/// host's clock exactly as from the view's own code (`DispatchQueue.onViewThread`).
public final class Timer {
    public let timeInterval: TimeInterval
    public private(set) var isValid = true
    let repeats: Bool
    let block: (Timer) -> Void
    /// Where the timer was made: where a bound its ticks pass is placed (`HostLimits`).
    let site: SourceSite?

    init(interval: TimeInterval, repeats: Bool, site: SourceSite? = nil, block: @escaping (Timer) -> Void) {
        self.site = site
        timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        self.block = block
    }

    /// The block may be written as SwiftUI code writes it (`{ _ in count += 1 }` in a view,
    /// `{ [weak self] _ in self?.tick() }` in a view model): it runs on the host's thread.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, file: String = #filePath,
                                      line: Int = #line, column: Int = #column,
                                      block: @escaping (Timer) -> Void) -> Timer {
        // Not sent anywhere: it runs on this thread, the views' (see `onViewThread`).
        nonisolated(unsafe) let timer = Timer(interval: interval, repeats: repeats,
                                              site: SourceSite(file: file, line: line, column: column), block: block)
        DispatchQueue.onViewThread { timer.scheduleNext() }
        return timer
    }

    public func invalidate() { isValid = false }

    /// The block runs placed at the `scheduledTimer` call: a `Task { }` it starts is placed
    /// there (`PlacedAction`), not at the root view's `body`.
    public func fire() {
        guard isValid else { return }
        PlacedAction.run(at: site) { block(self) }
        if !repeats { invalidate() }
    }

    @MainActor private func scheduleNext() {
        DispatchQueue.main.asyncAfter(deadline: .now() + timeInterval, site: site) { [self] in
            guard isValid else { return }
            fire()
            if isValid { scheduleNext() }
        }
    }

    /// `Timer.publish(every:on:in:)`: a publisher of ticks for `.onReceive`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// Combine's `Timer.TimerPublisher`; `autoconnect()` is itself, since every subscription
    /// (`.onReceive`) starts its own ticks.
    public struct TimerPublisher: Hashable, Sendable {
        public let interval: TimeInterval
        public func autoconnect() -> TimerPublisher { self }
    }
}

/// `.onReceive(timer) { date in … }`: ticks every interval while the view is in the tree.
public struct _ReceiveModifier: _PrimitiveModifier {
    let publisher: Timer.TimerPublisher
    let action: @MainActor (Date) -> Void
    let site: SourceSite?

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let interval = max(publisher.interval, 0.0001), action = action, site = site
        context.session.registerTask(ViewTask(path: context.path, id: AnyHashable(publisher)) { handle in
            @MainActor func tick() {
                DispatchQueue.main.asyncAfter(deadline: .now() + interval, site: site) {
                    guard !handle.isCancelled else { return }
                    PlacedAction.run(at: site) { action(Date(timeIntervalSinceReferenceDate: DispatchTime.now().seconds)) }
                    tick()
                }
            }
            tick()
        })
        return resolve(content, in: context)
    }
}

extension View {
    public func onReceive(_ publisher: Timer.TimerPublisher, file: String = #filePath, line: Int = #line, column: Int = #column,
                          perform action: @escaping @MainActor (Date) -> Void) -> ModifiedContent<Self, _ReceiveModifier> {
        modifier(_ReceiveModifier(publisher: publisher, action: action, site: SourceSite(file: file, line: line, column: column)))
    }
}
