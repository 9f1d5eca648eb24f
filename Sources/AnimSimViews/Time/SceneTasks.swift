import AnimSimCore

/// `Task { … }` in code that imports AnimSim, with the standard library's exact signature, so
/// that it shadows it (as `TaskSleep.swift`'s sleeps do; AnimSimSwiftUI declares the same for
/// `import SwiftUI`). Outside a running view, it is the standard library's task
/// (`StandardTask`). Started on a host's thread (an action, an `onAppear`, a `.task`), it is
/// a task on the scene's clock: its first job is enqueued on the global executor from the
/// host's thread, which the host keeps and runs at the same instant (`SceneJobs`); it runs
/// on the operation's actor (the main actor, inherited from the action) until it suspends in
/// a scene-clock sleep or finishes. The standard library's would be enqueued on the main
/// dispatch queue, which a synchronous host never reaches, and would never run.
///
/// It is detached from the starting task, as the view layer's tasks have nothing to inherit
/// but its priority and task-local values, which AnimSim does not use for views.
extension Task where Failure == Never {
    @discardableResult
    public init(name: String? = nil, priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
        self = SceneTasks.start(name: name, priority: priority, operation: operation)
    }
}

extension Task where Failure == any Error {
    @discardableResult
    public init(name: String? = nil, priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) {
        self = SceneTasks.start(name: name, priority: priority, operation: operation)
    }
}

/// Where a task starts: on the calling thread's host, or, with none, as the standard library's.
/// A `Task { }` has no place of its own (its initializer keeps the standard library's exact
/// signature, so no call site can be added); one made while a `.task`'s action runs (or a
/// task made there) is placed at that `.task`, as the work of the `.task` it is, when it waits
/// off the scene's clock; one made in a `Button`'s action or an `onAppear` at that `Button(`
/// or `.onAppear` (`PlacedAction`); elsewhere at the root view's `body`.
package enum SceneTasks {
    package static func start<Success: Sendable>(name: String?, priority: TaskPriority?,
                                                 operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Never> {
        guard let jobs = hostJobs else { return StandardTask.start(name: name, priority: priority, operation: operation) }
        let task = SceneTask(site: SceneTask.current?.site ?? ThreadContext.current.actionSite)
        jobs.register(task)
        return Task.detached(name: name, priority: priority) { await task.run { await operation() } }
    }

    package static func start<Success: Sendable>(name: String?, priority: TaskPriority?,
                                                 operation: sending @escaping @isolated(any) () async throws -> Success) -> Task<Success, any Error> {
        guard let jobs = hostJobs else { return StandardTask.start(name: name, priority: priority, operation: operation) }
        let task = SceneTask(site: SceneTask.current?.site ?? ThreadContext.current.actionSite)
        jobs.register(task)
        return Task.detached(name: name, priority: priority) { try await task.run { try await operation() } }
    }

    /// A `.task`'s action, on the host running it: placed at the `.task` if it waits on
    /// something off the scene's clock.
    @MainActor
    static func start(_ action: @escaping @MainActor () async -> Void, site: SourceSite) -> Task<Void, Never> {
        let task = SceneTask(site: site)
        ThreadContext.current.jobs?.register(task)
        let handle = Task.detached { await task.run { await action() } }
        task.handle = { handle.isCancelled }
        return handle
    }

    /// The jobs of the host running on this thread, if one does.
    private static var hostJobs: SceneJobs? { ThreadContext.current.jobs }
}

/// An action that says where it was written while it runs (`ThreadContext.actionSite`), so a
/// `Task { }` it starts is placed there when the task waits on something off the scene's clock
/// (`SceneTasks`): at the `Button(`, the `.onAppear`, the `.onTapGesture`, the gesture's
/// `.onEnded` or the `Timer.scheduledTimer` the user wrote, as a `Task { }` in a `.task` is
/// placed at the `.task`, instead of at the root view's `body`. A `Task { }` has no call site
/// of its own (its initializer keeps the standard library's exact signature).
enum PlacedAction {
    static func at(_ site: SourceSite, _ action: @escaping () -> Void) -> () -> Void {
        { run(at: site, action) }
    }

    /// An action given a value (a gesture's, a tap's location).
    static func at<Value>(_ site: SourceSite, _ action: @escaping (Value) -> Void) -> (Value) -> Void {
        { value in run(at: site) { action(value) } }
    }

    /// Runs `body` with `site` as the action's place, and the outer place back afterwards.
    static func run<Result>(at site: SourceSite?, _ body: () throws -> Result) rethrows -> Result {
        let context = ThreadContext.current
        let outer = context.actionSite
        context.actionSite = site ?? outer
        defer { context.actionSite = outer }
        return try body()
    }
}
