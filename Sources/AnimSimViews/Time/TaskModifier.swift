import AnimSimCore

/// SwiftUI's `.task` and `.task(id:)`: the action starts when the view appears, starts
/// again (the running one cancelled) when `id` changes, and is cancelled when the view
/// leaves.
///
/// On the scene's clock, with one limit a sync host cannot lift: the action runs
/// synchronously from its start (`Task.immediate`, on the host's thread, at the instant
/// it starts) up to its first suspension. A task's continuation is resumed on the main
/// actor's queue, which the host, running synchronously on that thread, never yields to;
/// so an action that suspends (`Task.sleep`, or any `await` that does not finish at once)
/// stops the host with an error placed at the call, instead of running its remainder at
/// some wall-clock moment after the scene was computed. `DispatchQueue.main.asyncAfter`
/// is the scene-clock way to wait.
public struct _TaskModifier: _PrimitiveModifier {
    let id: AnyHashable?
    let action: @MainActor () async -> Void
    let site: SourceSite

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let action = action, site = site
        context.session.registerTask(ViewTask(path: context.path, id: id) { handle in
            Self.start(action, site: site, handle: handle)
        })
        return resolve(content, in: context)
    }

    /// Runs `action` synchronously up to its first suspension; one that suspends stops the
    /// host, unless it was a scene-clock `Task.sleep`, which stopped it already.
    @MainActor
    static func start(_ action: @escaping @MainActor () async -> Void, site: SourceSite, handle: ViewTasks.Handle) {
        final class Flag { var finished = false }
        let flag = Flag()
        let context = ThreadContext.current, outer = context.taskSite
        context.taskSite = site
        handle.task = Task.immediate { @MainActor in
            await action()
            flag.finished = true
        }
        context.taskSite = outer
        guard !flag.finished, !(handle.task?.isCancelled ?? true) else { return }
        handle.cancel()
        ThreadContext.current.clock?.fail(ViewHostError(site: site, message: "this task suspended on something that is not on "
            + "the scene's clock: AnimSim runs a task's action up to its first suspension, at the instant it starts; wait "
            + "with DispatchQueue.main.asyncAfter(deadline: .now() + seconds) instead"))
    }
}

/// One `.task` or `.onReceive` of a resolution: where it is, the id it was given, and how
/// it starts.
struct ViewTask {
    let path: String
    let id: AnyHashable?
    let start: @MainActor (ViewTasks.Handle) -> Void
}

extension View {
    public func task(priority: TaskPriority = .userInitiated, file: String = #filePath, line: Int = #line, column: Int = #column,
                     _ action: @escaping @MainActor () async -> Void) -> ModifiedContent<Self, _TaskModifier> {
        modifier(_TaskModifier(id: nil, action: action, site: SourceSite(file: file, line: line, column: column)))
    }

    public func task<T: Equatable & Hashable>(id value: T, priority: TaskPriority = .userInitiated, file: String = #filePath,
                                              line: Int = #line, column: Int = #column,
                                              _ action: @escaping @MainActor () async -> Void) -> ModifiedContent<Self, _TaskModifier> {
        modifier(_TaskModifier(id: AnyHashable(value), action: action, site: SourceSite(file: file, line: line, column: column)))
    }
}
