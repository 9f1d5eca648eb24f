import AnimSimCore

extension ViewHost {
    /// Runs the jobs of the view's tasks kept so far, at the current time, until each task
    /// has suspended or finished (`SceneJobs`); a task left waiting on something off the
    /// scene's clock stops the host, placed at its `.task`.
    func runTasks() {
        guard !jobs.isEmpty else { return }
        UserCodeWatch.run(.task) { jobs.drain() }
        guard let stuck = jobs.stuck else { return }
        fail(placed("this task suspended on something that is not on the scene's clock: AnimSim runs a view's tasks on "
            + "the scene's clock, where Task.sleep, Task.yield and DispatchQueue.main.asyncAfter wait; an await that "
            + "something else resumes (a network request, a stream fed from another thread) never does there", site: stuck.site))
    }
}
