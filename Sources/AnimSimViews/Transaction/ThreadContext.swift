import Foundation

/// What SwiftUI keeps per thread: the current transaction (note T1). Views and their state
/// run on one thread (`ViewHost`'s), but tests build hosts on many threads at once, so this
/// lives in the thread's dictionary, never in a global.
final class ThreadContext {
    var transaction: Transaction?
    /// The scene clock of the host running views on this thread (`SceneClock`).
    weak var clock: (any SceneClock)?
    /// The generator user code's random draws come from (`SceneRandom`), once drawn from.
    var random: SeededGenerator?
    /// The jobs of the tasks the host running on this thread runs, and the tasks themselves
    /// (`SceneJobs`): its clock's, set with it.
    var jobs: SceneJobs?
    /// While per-frame content runs (`TimeContent`): the update whose `@State` values it reads.
    var stateAsOf: Int?
    /// Where the action running now was written (a `Button`'s, an `onAppear`'s): the place
    /// of a `Task { }` it starts (`SceneTasks`, `PlacedAction`).
    var actionSite: SourceSite?

    private static let key = "AnimSimViews.ThreadContext"

    /// This thread's context if it has one: what the global executor's hook asks on any
    /// thread, without making one.
    static var existing: ThreadContext? { Thread.current.threadDictionary[key] as? ThreadContext }

    static var current: ThreadContext {
        let dictionary = Thread.current.threadDictionary
        if let context = dictionary[key] as? ThreadContext { return context }
        let context = ThreadContext()
        dictionary[key] = context
        return context
    }
}
