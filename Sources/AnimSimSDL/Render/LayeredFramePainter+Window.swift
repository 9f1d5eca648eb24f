import AnimSimCairo

extension LayeredFramePainter {
    /// The window's painter: a rebuilt scene's guides and ghosts are painted on a thread of
    /// their own at the lowest priority (`LowPriorityWorker`), never at a frame's expense.
    /// AnimSimCairo paints the layer; when it runs is decided here, by the window.
    static func forWindow() -> LayeredFramePainter {
        let worker = LowPriorityWorker(name: "animsim.static-layer")
        return LayeredFramePainter { job in worker.async(job) }
    }
}
