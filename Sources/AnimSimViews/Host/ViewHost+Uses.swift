import AnimSimCore

/// What a command asks of a host from outside: a control used at an instant, work run at an
/// instant, and the core scene of everything so far. Each runs on the host's clock
/// (`ThreadContext.withClock`), after the work scheduled before its instant.
extension ViewHost {
    /// Uses a control at `time`, as a script entry `- { at: time, control: name }` does:
    /// `name` is its label text or `#N` (its order among the controls, from 1).
    public func use(control name: String, at time: Double, value: ControlValue? = nil) throws {
        try ThreadContext.withClock(self) {
            if let failure { throw failure }
            try advance(to: time)
            guard let control = find(name) else {
                throw ControlUseError(message: "no control '\(name)' at t = \(time); the controls are: "
                    + (controls.isEmpty ? "none" : controls.map { "'\($0.name)'" }.joined(separator: ", ")))
            }
            preferenceLedger.beginFrame()
            if let bound = tally.countUse(at: time) { throw ControlUseError(message: bound) }
            lastUse = time
            try UserCodeWatch.run(.action) { try control.use(value) }
            settle()
            if let failure { throw failure }
        }
    }

    /// Runs `work` at `time` outside any transaction, as `DispatchQueue.main.asyncAfter` would.
    public func run(at time: Double, _ work: () -> Void) throws {
        try ThreadContext.withClock(self) {
            if let failure { throw failure }
            try advance(to: time)
            preferenceLedger.beginFrame()
            work()
            settle()
            if let failure { throw failure }
        }
    }

    /// The core scene: every snapshot so far, each transaction a timeline entry. Work
    /// scheduled up to `duration` runs first; without one, work up to the last scheduled
    /// instant (at most `ScheduledWork.horizon`), and the scene lasts until it has settled
    /// (`settledTime`).
    public func scene(duration: Double? = nil, background: Color = .white, fps: Double = 60) -> AnimSimCore.Scene {
        ThreadContext.withClock(self) { runScheduled(through: duration ?? ScheduledWork.horizon) }
        let snapshots = snapshots
        var scene = AnimSimCore.Scene(
            title: title, source: "\(Root.self)", canvas: canvas, background: background, fps: fps, duration: duration ?? settledTime,
            parameters: [SceneParameter(name: Self.updateParameter, value: .word("0"))], timeline: timeline
        ) { state in
            snapshots[state.word(Self.updateParameter).flatMap(Int.init) ?? 0]
        }
        scene.continuousUntil = continuousUntil
        return scene
    }
}
