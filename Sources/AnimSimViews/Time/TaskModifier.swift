import AnimSimCore

/// SwiftUI's `.task` and `.task(id:)`: the action starts when the view appears, starts
/// again (the running one cancelled) when `id` changes, and is cancelled when the view
/// leaves.
///
/// On the scene's clock: the action is a task whose jobs the host runs on its thread
/// (`SceneJobs`), at the instant it starts, up to its first suspension; a `Task.sleep` in it
/// resumes at the scene time it was asked for (`SceneSleep`), and what follows runs at that
/// instant. An action that waits on something the host never resumes (a network request, a
/// stream fed from another thread) stops the host with an error placed at the `.task`
/// (`ViewHost.runTasks`).
public struct _TaskModifier: _PrimitiveModifier {
    let id: AnyHashable?
    let action: @MainActor () async -> Void
    let site: SourceSite

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let action = action, site = site
        context.session.registerTask(ViewTask(path: context.path, id: id) { handle in
            handle.task = SceneTasks.start(action, site: site)
        })
        return resolve(content, in: context)
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
