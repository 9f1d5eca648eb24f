import Foundation
import Synchronization

/// Swift concurrency on the scene's clock: the jobs of a view's tasks (`.task`, `Task { }`)
/// run on the host's thread, when the host says, never on the runtime's thread pool.
///
/// How a task moves here: every resumption of a task in AnimSim's view code goes through the
/// runtime's global executor first. A `Task.sleep` resumed by the host (`SceneSleep`), a
/// task started from the host's thread (`SceneTasks`), a hop out of the main actor: each is
/// a job enqueued on the global executor *from the host's thread*. The runtime lets a program
/// hook that enqueue (`swift_task_enqueueGlobal_hook`, the hook Swift's own test executors
/// and WebAssembly's event loops use): while a host runs on a thread (`ThreadContext.jobs`),
/// the jobs enqueued from that thread are kept in its list instead of going to the pool, and
/// the host runs them, in order, on its thread (`drain`), as main-actor jobs: a task hopping
/// back to the main actor then finds itself there and goes on at once, without the main
/// dispatch queue, which a synchronous host never reaches. So a task runs until it suspends
/// in a scene-clock sleep or finishes, within the host's step, whatever the machine's speed.
///
/// Jobs enqueued from any other thread (a network callback resuming a continuation) go to
/// the pool as before; a task waiting on one is not on the scene's clock (`stuck`).
final class SceneJobs {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    private var jobs: [UnownedJob] = []
    /// The tasks started on this thread's host, until they finish or are cancelled.
    private var tasks: [SceneTask] = []

    /// Threads whose host runs now: the hook looks no further while this is zero.
    static let hosting = Atomic<Int>(0)

    /// The hook, installed once per process, the first time a host runs.
    static let installed: Bool = {
        guard let symbol = dlsym(nil, "swift_task_enqueueGlobal_hook") else { return false }
        let hook: Hook = { job, original in
            guard SceneJobs.hosting.load(ordering: .acquiring) > 0, let jobs = ThreadContext.existing?.jobs else {
                return original(job)
            }
            jobs.jobs.append(job)
        }
        symbol.assumingMemoryBound(to: UnsafeRawPointer?.self).pointee = unsafeBitCast(hook, to: UnsafeRawPointer.self)
        return true
    }()

    var isEmpty: Bool { jobs.isEmpty }

    func register(_ task: SceneTask) { tasks.append(task) }

    /// Runs the jobs kept so far and those they enqueue, in order, until none is left: every
    /// task of the host has then suspended or finished.
    @MainActor
    func drain() {
        while !jobs.isEmpty {
            let job = jobs.removeFirst()
            job.runSynchronously(on: MainActor.sharedUnownedExecutor)
        }
        tasks.removeAll { $0.finished || $0.isCancelled }
    }

    /// The first task that, with no job left to run, is neither finished nor asleep on the
    /// scene's clock: it waits on something the host never resumes.
    var stuck: SceneTask? { jobs.isEmpty ? tasks.first { !$0.finished && !$0.isCancelled && !$0.isAsleep } : nil }

    /// Drops what is left: the host stopped.
    func removeAll() {
        jobs.removeAll()
        tasks.removeAll()
    }
}

/// One task the host started (a `.task`'s action, a `Task { }`): whether it has finished and
/// whether it waits in a scene-clock sleep now (`SceneSleep`), which the sleep finds as the
/// task's own (`current`).
final class SceneTask: @unchecked Sendable {
    /// Where the task was made: the `.task`, the `.task` a `Task { }` was made in, or nil.
    let site: SourceSite?
    var finished = false
    var isAsleep = false
    /// The task itself, once made: a cancelled one (its view left) is no longer the host's.
    var handle: (() -> Bool)?
    var isCancelled: Bool { handle?() ?? false }

    @TaskLocal static var current: SceneTask?

    init(site: SourceSite?) { self.site = site }

    /// Runs `operation` as this task's, and notes when it is done.
    func run<Success>(_ operation: () async throws -> Success) async rethrows -> Success {
        defer { finished = true }
        return try await Self.$current.withValue(self) { try await operation() }
    }
}
