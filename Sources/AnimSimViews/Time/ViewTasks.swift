/// The host's running `.task`s and `.onReceive` timers, by identity: after each update it
/// starts the new ones, restarts those whose id changed and cancels those whose view left.
@MainActor
final class ViewTasks {
    /// One started task or subscription: cancelled when its view leaves or its id changes.
    final class Handle {
        let id: AnyHashable?
        var task: Task<Void, Never>?
        var isCancelled = false
        init(id: AnyHashable?) { self.id = id }

        func cancel() {
            isCancelled = true
            task?.cancel()
        }
    }

    private var running: [String: Handle] = [:]
    /// The jobs of the tasks' Swift tasks, which the host runs on its thread (`SceneJobs`).
    let jobs = SceneJobs()

    /// What an update's tasks call for: cancellations at once, starts as actions to queue
    /// (they run with `onAppear`, after the update, outside any transaction).
    func update(with tasks: [ViewTask]) -> [() -> Void] {
        var counts: [String: Int] = [:]
        var next: [String: Handle] = [:]
        var starts: [() -> Void] = []
        for task in tasks {
            let n = counts[task.path, default: 0]
            counts[task.path] = n + 1
            let key = task.path + "|" + String(n)
            if let current = running[key], current.id == task.id {
                next[key] = current
                continue
            }
            running[key]?.cancel()
            let handle = Handle(id: task.id)
            next[key] = handle
            starts.append { task.start(handle) }
        }
        for (key, handle) in running where next[key] == nil { handle.cancel() }
        running = next
        return starts
    }
}
