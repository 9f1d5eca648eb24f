/// The standard library's `Task { }`, for AnimSimViews' own `Task.init`, which shadows it in
/// every module that imports the view layer (`SceneTasks`) and so cannot call it by name: this
/// module imports no view code, so `Task(name:priority:operation:)` here is the standard
/// library's. A task started outside a running view is the standard library's, unchanged.
public enum StandardTask {
    public static func start<Success: Sendable>(name: String?, priority: TaskPriority?,
                                                operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Never> {
        Task(name: name, priority: priority, operation: operation)
    }

    public static func start<Success: Sendable>(name: String?, priority: TaskPriority?,
                                                operation: sending @escaping @isolated(any) () async throws -> Success) -> Task<Success, any Error> {
        Task(name: name, priority: priority, operation: operation)
    }
}
